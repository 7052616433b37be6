import { LegalDocument } from '../../features/info/components/LegalDocument';

export function CookiePolicyPage() {
  return <LegalDocument doc="cookies" />;
}
