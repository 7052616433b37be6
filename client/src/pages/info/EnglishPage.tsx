import { EnglishSwitch } from '../../features/info/components/EnglishSwitch';

export function EnglishPage() {
  return <EnglishSwitch />;
}
