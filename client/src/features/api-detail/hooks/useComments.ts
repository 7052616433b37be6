import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { useSocketReconnected } from '../../../app/ws-events';
import { ApiCommentsQuery, CommentAddedSubscription } from '../graphql/comments';
import { visitorContext } from '../lib/visitor-id';
import { insertComment, insertReply } from './comment-cache';
import { useErrorToast } from './useErrorToast';

/**
 * The API's comments, 10 a page with "load more", kept live by commentAdded (comments and replies
 * from other visitors appear without a reload). A failed load toasts 获取评论失败.
 */
export function useComments(apiId: number) {
  const { t } = useTranslation();
  const [loadingMore, setLoadingMore] = useState(false);
  const query = useQuery(ApiCommentsQuery, { variables: { apiId, page: 1 }, context: visitorContext() });
  const { error, fetchMore, data } = query;

  useErrorToast(error, 'detail.comments.loadError');

  useSubscription(CommentAddedSubscription, {
    variables: { apiId },
    onData: ({ client, data: pushed }) => {
      const activity = pushed.data?.commentAdded;
      if (activity?.comment) insertComment(client.cache, apiId, activity.comment);
      if (activity?.reply) insertReply(client.cache, activity.reply);
    },
  });

  // Comments and replies posted while the socket was away are not replayed: read the first page again
  // when it is back, put it on top and keep the pages already loaded below it (no duplicates).
  useSocketReconnected(() => {
    void fetchMore({
      variables: { apiId, page: 1 },
      context: visitorContext(),
      updateQuery: (prev, { fetchMoreResult }) => {
        const fresh = fetchMoreResult.comments.items;
        const seen = new Set(fresh.map((c) => c.id));
        const kept = prev.comments.items.filter((c) => !seen.has(c.id));
        return { comments: { ...fetchMoreResult.comments, items: [...fresh, ...kept] } };
      },
    }).catch(() => toaster.create({ type: 'error', title: t('detail.comments.loadError') }));
  });

  const items = data?.comments.items ?? [];
  const total = data?.comments.total ?? 0;
  const pageSize = data?.comments.pageSize ?? 10;

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      // New comments shift the pages; the page after the ones held, with duplicates dropped.
      const page = Math.floor(items.length / pageSize) + 1;
      await fetchMore({
        variables: { apiId, page },
        context: visitorContext(),
        updateQuery: (prev, { fetchMoreResult }) => {
          const seen = new Set(prev.comments.items.map((c) => c.id));
          const more = fetchMoreResult.comments.items.filter((c) => !seen.has(c.id));
          return {
            comments: { ...fetchMoreResult.comments, page: 1, items: [...prev.comments.items, ...more] },
          };
        },
      });
    } catch {
      toaster.create({ type: 'error', title: t('detail.comments.loadError') });
    } finally {
      setLoadingMore(false);
    }
  }, [apiId, fetchMore, items.length, pageSize, t]);

  return { ...query, items, total, hasMore: items.length < total, loadMore, loadingMore };
}
