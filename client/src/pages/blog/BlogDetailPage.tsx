import { useParams } from 'react-router-dom';
import { BlogDetail } from '../../features/blog/components/BlogDetail';

export function BlogDetailPage() {
  const { id = '' } = useParams();
  return <BlogDetail key={id} id={/^\d{1,10}$/.test(id) ? Number(id) : NaN} />;
}
