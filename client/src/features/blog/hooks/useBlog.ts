import { useQuery } from '@apollo/client/react';
import { BlogPostQuery, BlogPostsQuery } from '../graphql/blog';

// The blog's reads (components never call Apollo themselves).

/** One page of posts, optionally of one tag. */
export const useBlogPosts = (window: { offset: number; limit: number }, tag: string | null) =>
  useQuery(BlogPostsQuery, { variables: { ...window, tag } });

/** One post (`skip`: the address names none). */
export const useBlogPost = (id: number, skip: boolean) =>
  useQuery(BlogPostQuery, { variables: { id }, skip });
