import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { IDEMPOTENCY_HEADER, useIdempotencyKey } from '../../../app/idempotency-key';
import { readableServerMessage } from '../../../app/server-message';
import { toaster } from '../../../app/toaster';
import { AddCommentMutation, AddReplyMutation, LikeMutation, UnlikeMutation } from '../graphql/comments';
import { visitorContext } from '../lib/visitor-id';
import { insertComment, insertReply, writeLike } from './comment-cache';
import '../i18n';

export interface ReplyTarget {
  commentId: number;
  userId: string | null;
  nickname: string;
}

const deviceInfo = () => ({ screenWidth: window.screen.width, screenHeight: window.screen.height });

/** Posting comments and replies and (un)liking, each with its SPEC §8 toast; true on success. */
export function useCommentActions(apiId: number) {
  const { t } = useTranslation();
  const [addComment, { loading: posting }] = useMutation(AddCommentMutation);
  const [addReply, { loading: replying }] = useMutation(AddReplyMutation);
  const [like] = useMutation(LikeMutation);
  const [unlike] = useMutation(UnlikeMutation);
  // One key per composed comment: a retry of the same text after a network error is stored once.
  const commentKey = useIdempotencyKey();

  const postComment = useCallback(
    async (content: string, nickname: string): Promise<boolean> => {
      const message = { apiId, content: content.trim(), nickname: nickname.trim() || null };
      const visitor = visitorContext();
      const { key, extra: device } = commentKey.attempt(message, deviceInfo);
      try {
        await addComment({
          variables: { input: { ...message, deviceInfo: device } },
          context: { headers: { ...visitor.headers, [IDEMPOTENCY_HEADER]: key } },
          update: (cache, { data }) => data && insertComment(cache, apiId, data.addComment),
        });
        commentKey.done();
        toaster.create({ type: 'success', title: t('detail.comments.posted') });
        return true;
      } catch (e) {
        toaster.create({
          type: 'error',
          title: t('detail.comments.postFailed'),
          description: readableServerMessage(e),
        });
        return false;
      }
    },
    [addComment, apiId, commentKey, t],
  );

  const postReply = useCallback(
    async (target: ReplyTarget, content: string, nickname: string): Promise<boolean> => {
      try {
        await addReply({
          variables: {
            input: {
              commentId: target.commentId,
              content: content.trim(),
              nickname: nickname.trim() || null,
              replyToUserId: target.userId,
              replyToNickname: target.nickname,
              deviceInfo: deviceInfo(),
            },
          },
          context: visitorContext(),
          update: (cache, { data }) => data && insertReply(cache, data.addReply),
        });
        toaster.create({ type: 'success', title: t('detail.comments.replied') });
        return true;
      } catch (e) {
        toaster.create({
          type: 'error',
          title: t('detail.comments.replyFailed'),
          description: readableServerMessage(e),
        });
        return false;
      }
    },
    [addReply, t],
  );

  /** targetType 1 comment, 2 reply; liked → take the like back. */
  const toggleLike = useCallback(
    async (targetId: number, targetType: 1 | 2, liked: boolean) => {
      try {
        const base = { variables: { targetId, targetType }, context: visitorContext() };
        if (liked)
          await unlike({ ...base, update: (cache, { data }) => data && writeLike(cache, data.unlike) });
        else await like({ ...base, update: (cache, { data }) => data && writeLike(cache, data.like) });
      } catch {
        toaster.create({ type: 'error', title: t('detail.comments.likeFailed') });
      }
    },
    [like, unlike, t],
  );

  return { postComment, postReply, toggleLike, posting, replying };
}
