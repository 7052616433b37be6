import { useParams } from 'react-router-dom';
import { ArticleView } from '../../features/articles/components/ArticleView';

export function ArticlePage() {
  const { articleId = '', language = '' } = useParams();
  const id = /^\d{1,10}$/.test(articleId) ? Number(articleId) : NaN;
  return <ArticleView key={`${articleId}/${language}`} id={id} language={language} />;
}
