import { LegalDocument } from '../../features/info/components/LegalDocument';

export function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
