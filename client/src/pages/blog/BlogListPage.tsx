import { BlogList } from '../../features/blog/components/BlogList';

export function BlogListPage() {
  return <BlogList />;
}
