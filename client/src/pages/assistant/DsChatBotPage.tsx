import { AssistantPage } from '../../features/assistant/components/AssistantPage';

export function DsChatBotPage() {
  return <AssistantPage />;
}
