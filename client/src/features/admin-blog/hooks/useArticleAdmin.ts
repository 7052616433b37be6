import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../app/toaster';
import type { ArticleVersionInput } from '../../../gql/graphql';
import { serverMessage } from '../../../shared/admin/server-message';
import { useConsolePath } from '../../console';
import {
  AdminArticleQuery,
  DeleteArticleMutation,
  RemoveArticleEnglishMutation,
  SaveArticleVersionMutation,
} from '../graphql/articles';

// The documentation articles' reads and writes of the administrator's screens, one hook each.

/** One article with its versions, from the cache first, then the network. */
export const useAdminArticle = (id: number) =>
  useQuery(AdminArticleQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });

/** The article the editor opens, read fresh (`null`: a new article, nothing to read). */
export const useEditedArticle = (id: number | null) =>
  useQuery(AdminArticleQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });

/** Removes an article's English version. */
export const useRemoveArticleEnglish = () => useMutation(RemoveArticleEnglishMutation);

/** Deletes an article. */
export const useDeleteArticle = () => useMutation(DeleteArticleMutation);

/**
 * Saves one language version of an article (`id` null: the first, Chinese version of a new article), toasts
 * the outcome and opens the saved article; the list reads again.
 */
export function useSaveArticle(id: number | null, language: 'zh' | 'en') {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useConsolePath();
  const [saveVersion, { loading }] = useMutation(SaveArticleVersionMutation);
  const save = async (input: ArticleVersionInput) => {
    try {
      const { data } = await saveVersion({
        variables: { id, language, input },
        refetchQueries: ['AdminArticleList'],
      });
      toaster.create({ type: 'success', title: t('adminBlog.articleEditor.saved') });
      if (data) void navigate(path('article', { id: data.saveArticleVersion.id }));
    } catch (e) {
      toaster.create({ type: 'error', title: t('adminBlog.failed', { message: serverMessage(e) }) });
    }
  };
  return { save, loading };
}
