import { ArticleList } from '../../features/articles/components/ArticleList';

export function ArticleListPage() {
  return <ArticleList />;
}
