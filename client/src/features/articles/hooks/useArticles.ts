import { useQuery } from '@apollo/client/react';
import { ArticleQuery, ArticlesQuery } from '../graphql/articles';

// The documentation articles' reads (components never call Apollo themselves).

/** One page of the article list. */
export const useArticles = (window: { offset: number; limit: number }) =>
  useQuery(ArticlesQuery, { variables: window });

/** One article in one language (`skip`: the address names none). */
export const useArticle = (id: number, language: string, skip: boolean) =>
  useQuery(ArticleQuery, { variables: { id, language }, skip });
