import { LegalDocument } from '../../features/info/components/LegalDocument';

export function TermsPage() {
  return <LegalDocument doc="terms" />;
}
