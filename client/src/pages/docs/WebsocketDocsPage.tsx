import { WebsocketGuide } from '../../features/docs';

/** SPEC §2.12 static documentation. */
export function WebsocketDocsPage() {
  return <WebsocketGuide />;
}
