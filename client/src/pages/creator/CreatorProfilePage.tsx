import { useParams } from 'react-router-dom';
import { CreatorProfile } from '../../features/creator-profile/components/CreatorProfile';

export function CreatorProfilePage() {
  const raw = useParams().id ?? '';
  return <CreatorProfile key={raw} id={/^\d{1,9}$/.test(raw) ? Number(raw) : NaN} />;
}
