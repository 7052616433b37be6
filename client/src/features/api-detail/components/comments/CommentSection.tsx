import { COMMENT_LIMITS } from '@api-market/rules';
import { Alert, Button, Field, Flex, Input, Skeleton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommentActions, type ReplyTarget } from '../../hooks/useCommentActions';
import { useComments } from '../../hooks/useComments';
import { useNow } from '../../../../shared/hooks/useNow';
import { Section } from '../Section';
import { CommentItem } from './CommentItem';
import { ComposerBox, limitChars } from './ComposerBox';
import '../../i18n';

/** Nicknames' longest (the shared rule). */
const NICKNAME_MAX = COMMENT_LIMITS.nicknameMax;

/** Comments: the composer (optional nickname), the live list with likes and replies, load more. */
export function CommentSection({ apiId }: { apiId: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const [nickname, setNickname] = useState('');
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const comments = useComments(apiId);
  const actions = useCommentActions(apiId);
  return (
    <Section
      title={t('detail.comments.title')}
      testId="comments"
      actions={
        comments.data && (
          <Text fontSize="sm" color="fg.muted" data-testid="comments-total">
            {t('detail.comments.count', { count: comments.total })}
          </Text>
        )
      }
    >
      <Flex direction="column" gap="2" mb="2">
        <Field.Root maxW={{ base: 'full', sm: 'xs' }}>
          <Input
            size="sm"
            value={nickname}
            placeholder={t('detail.comments.nickname', { max: NICKNAME_MAX })}
            aria-label={t('detail.comments.nickname', { max: NICKNAME_MAX })}
            onChange={(e) => setNickname(limitChars(e.currentTarget.value, NICKNAME_MAX))}
            data-testid="nickname"
          />
        </Field.Root>
        <ComposerBox
          placeholder={t('detail.comments.placeholder')}
          submitLabel={t('detail.comments.submit')}
          busy={actions.posting}
          onSubmit={(content) => actions.postComment(content, nickname)}
          testId="comment-composer"
        />
      </Flex>
      {comments.loading && !comments.data ? (
        <Flex direction="column" gap="3" mt="4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="16" />
          ))}
        </Flex>
      ) : comments.error && !comments.data ? (
        <Alert.Root status="error" role="alert" mt="4">
          <Alert.Indicator />
          <Alert.Title>{t('detail.comments.loadError')}</Alert.Title>
          <Button size="xs" ml="auto" onClick={() => void comments.refetch()}>
            {t('detail.retry')}
          </Button>
        </Alert.Root>
      ) : comments.items.length === 0 ? (
        <Text color="fg.muted" mt="4">
          {t('detail.comments.empty')}
        </Text>
      ) : (
        <Flex as="ul" direction="column" listStyleType="none" data-testid="comment-list">
          {comments.items.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              now={now}
              target={target}
              replying={actions.replying}
              onTarget={setTarget}
              onReply={(to, content) => actions.postReply(to, content, nickname)}
              onLike={(id, type, liked) => void actions.toggleLike(id, type, liked)}
            />
          ))}
        </Flex>
      )}
      {comments.hasMore && (
        <Button
          mt="3"
          size="sm"
          variant="outline"
          alignSelf="center"
          loading={comments.loadingMore}
          onClick={() => void comments.loadMore()}
          data-testid="load-more"
        >
          {t('detail.comments.loadMore')}
        </Button>
      )}
    </Section>
  );
}
