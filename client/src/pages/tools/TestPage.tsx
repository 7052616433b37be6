import { FreeTester } from '../../features/toolbox/components/FreeTester';

export function TestPage() {
  return <FreeTester />;
}
