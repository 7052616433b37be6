import { useMutation, useQuery } from '@apollo/client/react';
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

/** Creates a post. */
export const useCreateBlogPost = () => useMutation(CreateBlogPostMutation);

/** Updates a post. */
export const useUpdateBlogPost = () => useMutation(UpdateBlogPostMutation);

/** Deletes a post. */
export const useDeleteBlogPost = () => useMutation(DeleteBlogPostMutation);

/** Uploads a post's cover image. */
export const useUploadBlogCover = () => useMutation(UploadBlogCoverMutation);
