import { SecurityInfo } from '../../features/info/components/SecurityInfo';

export function SecurityPage() {
  return <SecurityInfo />;
}
