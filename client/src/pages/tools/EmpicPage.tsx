import { EmojiStudio } from '../../features/toolbox/components/EmojiStudio';

export function EmpicPage() {
  return <EmojiStudio />;
}
