import { CommunityHub } from '../../features/info/components/CommunityHub';

export function CommunityPage() {
  return <CommunityHub />;
}
