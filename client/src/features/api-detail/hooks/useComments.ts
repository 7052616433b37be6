import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { useSocketReconnected } from '../../../app/ws-events';
import { ApiCommentsQuery, CommentAddedSubscription } from '../graphql/comments';
import { visitorContext } from '../lib/visitor-id';
import { insertComment, insertReply } from './comment-cache';
import { useErrorToast } from './useErrorToast';
import '../i18n';

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

  // Comments and replies posted while the socket was away are not replayed: when it is back, read again
  // every page held so far plus what the missed comments pushed down, and show that (nothing skipped,
  // replies on any loaded comment included; "load more" goes on from there).
  const client = useApolloClient();
  useSocketReconnected(() => {
    const held = data?.comments;
    if (!held) {
      void query.refetch();
      return;
    }
    const page = (n: number) =>
      client.query({
        query: ApiCommentsQuery,
        variables: { apiId, page: n },
        context: visitorContext(),
        fetchPolicy: 'network-only',
      });
    void (async () => {
      const first = (await page(1)).data!.comments;
      const missed = Math.max(0, first.total - held.total);
      const pages = Math.max(1, Math.ceil((held.items.length + missed) / first.pageSize));
      const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page(i + 2)));
      const seen = new Set<number>();
      const items = [first, ...rest.map((r) => r.data!.comments)]
        .flatMap((p) => p.items)
        .filter((c) => !seen.has(c.id) && seen.add(c.id));
      client.cache.updateQuery({ query: ApiCommentsQuery, variables: { apiId, page: 1 } }, () => ({
        comments: { ...first, items },
      }));
    })().catch(() => toaster.create({ type: 'error', title: t('detail.comments.loadError') }));
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
