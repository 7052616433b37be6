import { DeveloperTalk } from '../../features/talk/components/DeveloperTalk';

export function DeveloperTalkPage() {
  return <DeveloperTalk />;
}
