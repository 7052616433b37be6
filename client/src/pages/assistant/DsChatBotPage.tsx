import { AssistantComingSoon } from '../../features/assistant/components/AssistantComingSoon';

export function DsChatBotPage() {
  return <AssistantComingSoon />;
}
