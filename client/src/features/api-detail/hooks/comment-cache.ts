import type { ApolloCache } from '@apollo/client';
import type { CommentFieldsFragment, ReplyFieldsFragment } from '../../../gql/graphql';
import { ApiCommentsQuery, CommentFieldsFragment as CommentFields } from '../graphql/comments';

/** Puts a new comment (mine, or pushed by commentAdded) at the top of the list, once. */
export function insertComment(cache: ApolloCache, apiId: number, comment: CommentFieldsFragment): void {
  cache.updateQuery({ query: ApiCommentsQuery, variables: { apiId, page: 1 } }, (data) => {
    if (!data || data.comments.items.some((c) => c.id === comment.id)) return data;
    return {
      comments: {
        ...data.comments,
        total: data.comments.total + 1,
        items: [comment, ...data.comments.items],
      },
    };
  });
}

/** Appends a reply under its comment, once. */
export function insertReply(cache: ApolloCache, reply: ReplyFieldsFragment): void {
  cache.updateFragment(
    {
      id: cache.identify({ __typename: 'Comment', id: reply.commentId }),
      fragment: CommentFields,
      fragmentName: 'CommentFields',
    },
    (c) => {
      if (!c || c.replies.some((r) => r.id === reply.id)) return c;
      return { ...c, repliesCount: c.repliesCount + 1, replies: [...c.replies, reply] };
    },
  );
}

/** The like state the server answered, written onto the comment (1) or reply (2). */
export function writeLike(
  cache: ApolloCache,
  r: { targetId: number; targetType: number; isLiked: boolean; likeCount: number },
): void {
  const id = cache.identify({ __typename: r.targetType === 2 ? 'Reply' : 'Comment', id: r.targetId });
  if (id) cache.modify({ id, fields: { isLiked: () => r.isLiked, likeCount: () => r.likeCount } });
}
