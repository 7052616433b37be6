import { SdkGuide } from '../../features/docs';

/** SPEC §2.12 static documentation. */
export function SdkDocsPage() {
  return <SdkGuide />;
}
