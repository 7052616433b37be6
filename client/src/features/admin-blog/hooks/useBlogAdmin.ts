import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../app/toaster';
import type { BlogPostInput } from '../../../gql/graphql';
import { serverMessage } from '../../../shared/admin/server-message';
import { useConsolePath } from '../../console';
import {
  AdminBlogPostQuery,
  CreateBlogPostMutation,
  DeleteBlogPostMutation,
  UpdateBlogPostMutation,
  UploadBlogCoverMutation,
} from '../graphql/blog';

// The blog's reads and writes of the administrator's screens, one hook each.

/** The post the editor opens, read fresh (`null`: a new post, nothing to read). */
export const useEditedBlogPost = (id: number | null) =>
  useQuery(AdminBlogPostQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });

/**
 * A post written: the public blog pages this tab has read (its list, tags and posts) are dropped from
 * the client's cache, so going to the blog next shows the change instead of the page read before.
 */
const forgetPublicBlog = {
  update(cache: ApolloCache) {
    for (const fieldName of ['blogPosts', 'blogTags', 'blogPost']) cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
  },
};

/** Creates a post. */
export const useCreateBlogPost = () => useMutation(CreateBlogPostMutation, forgetPublicBlog);

/** Updates a post. */
export const useUpdateBlogPost = () => useMutation(UpdateBlogPostMutation, forgetPublicBlog);

/** Deletes a post. */
export const useDeleteBlogPost = () => useMutation(DeleteBlogPostMutation, forgetPublicBlog);

/** Uploads a post's cover image. */
export const useUploadBlogCover = () => useMutation(UploadBlogCoverMutation);

/**
 * Saves the edited post (`id` null: a new one) as a draft or published, toasts which, and goes back to the
 * list (which reads again); a refusal toasts the server's reason and stays.
 */
export function useSaveBlogPost(id: number | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useConsolePath();
  const [create, creating] = useCreateBlogPost();
  const [update, updating] = useUpdateBlogPost();
  const savePost = async (input: BlogPostInput) => {
    try {
      const saved = id
        ? (await update({ variables: { id, input }, refetchQueries: ['AdminBlogPosts'] })).data
            ?.updateBlogPost
        : (await create({ variables: { input }, refetchQueries: ['AdminBlogPosts'] })).data?.createBlogPost;
      toaster.create({
        type: 'success',
        title: t(
          saved?.status === 'published' ? 'adminBlog.editor.publishedToast' : 'adminBlog.editor.saved',
        ),
      });
      void navigate(path('blog'));
    } catch (e) {
      toaster.create({ type: 'error', title: t('adminBlog.failed', { message: serverMessage(e) }) });
    }
  };
  return { savePost, busy: creating.loading || updating.loading };
}
