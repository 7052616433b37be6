import { RestReference } from '../../features/docs';

/** SPEC §2.12 static documentation. */
export function RestApiDocsPage() {
  return <RestReference />;
}
