import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMessageCircle } from 'react-icons/lu';
import type { CommentFieldsFragment } from '../../../../gql/graphql';
import type { ReplyTarget } from '../../hooks/useCommentActions';
import { Author, useDisplayName } from './Author';
import { ComposerBox } from './ComposerBox';
import { LikeButton } from './LikeButton';
import '../../i18n';

interface Props {
  comment: CommentFieldsFragment;
  now: Date;
  target: ReplyTarget | null;
  replying: boolean;
  onTarget(target: ReplyTarget | null): void;
  onReply(target: ReplyTarget, content: string): Promise<boolean>;
  onLike(targetId: number, targetType: 1 | 2, liked: boolean): void;
}

/** One comment (text shown as text, never HTML), its likes and its replies with their reply targets. */
export function CommentItem({ comment, now, target, replying, onTarget, onReply, onLike }: Props) {
  const { t } = useTranslation();
  const name = useDisplayName();
  const open = target?.commentId === comment.id ? target : null;
  const opener = useReturnFocus(!!open);
  return (
    <Box as="li" py="4" borderBottomWidth="1px" data-testid="comment" data-comment-id={comment.id}>
      <Author nickname={comment.nickname} at={comment.createTime} now={now} />
      <Text mt="2" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="comment-content">
        {comment.content}
      </Text>
      <HStack gap="1" mt="1">
        <LikeButton
          liked={comment.isLiked}
          count={comment.likeCount}
          onToggle={() => onLike(comment.id, 1, comment.isLiked)}
        />
        <Button
          size="xs"
          variant="ghost"
          color="fg.muted"
          onClick={(e) => {
            opener.current = e.currentTarget;
            onTarget(
              open ? null : { commentId: comment.id, userId: comment.userId, nickname: comment.nickname },
            );
          }}
          data-testid="reply-button"
        >
          <LuMessageCircle /> {t('detail.comments.reply')}
          {comment.repliesCount > 0 && <span data-testid="replies-count">({comment.repliesCount})</span>}
        </Button>
      </HStack>
      {comment.replies.length > 0 && (
        <Flex
          as="ul"
          direction="column"
          gap="3"
          mt="2"
          ms={{ base: '3', md: '10' }}
          ps="3"
          borderStartWidth="2px"
          listStyleType="none"
        >
          {comment.replies.map((r) => (
            <Box as="li" key={r.id} data-testid="reply">
              <Author nickname={r.nickname} replyTo={r.replyToNickname} at={r.createTime} now={now} small />
              <Text
                mt="1"
                fontSize="sm"
                whiteSpace="pre-wrap"
                wordBreak="break-word"
                data-testid="reply-content"
              >
                {r.content}
              </Text>
              <HStack gap="1">
                <LikeButton
                  liked={r.isLiked}
                  count={r.likeCount}
                  onToggle={() => onLike(r.id, 2, r.isLiked)}
                />
                <Button
                  size="xs"
                  variant="ghost"
                  color="fg.muted"
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    onTarget({ commentId: comment.id, userId: r.userId, nickname: r.nickname });
                  }}
                >
                  <LuMessageCircle /> {t('detail.comments.reply')}
                </Button>
              </HStack>
            </Box>
          ))}
        </Flex>
      )}
      {open && (
        <Box mt="3" ms={{ base: '0', md: '10' }}>
          <ComposerBox
            key={`${open.commentId}-${open.userId ?? ''}-${open.nickname}`}
            placeholder={t('detail.comments.replyPlaceholder', { name: name(open.nickname) })}
            submitLabel={t('detail.comments.replySubmit')}
            busy={replying}
            autoFocus
            onSubmit={async (content) => {
              const ok = await onReply(open, content);
              if (ok) onTarget(null);
              return ok;
            }}
            onCancel={() => onTarget(null)}
            testId="reply-composer"
          />
        </Box>
      )}
    </Box>
  );
}

/**
 * When the reply box closes (sent or cancelled) while the focus went down with it (to <body>), the focus
 * goes back to the reply button that opened it: a keyboard user goes on from there, not from the top.
 */
function useReturnFocus(isOpen: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const active = document.activeElement;
    if ((!active || active === document.body) && opener.current?.isConnected) opener.current.focus();
  }, [isOpen]);
  return opener;
}
