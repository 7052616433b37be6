import { HelpCentre } from '../../features/info/components/HelpCentre';

export function HelpPage() {
  return <HelpCentre />;
}
