import { CommitList } from '../../features/repository/components/CommitList';

export function RepositoryPage() {
  return <CommitList />;
}
