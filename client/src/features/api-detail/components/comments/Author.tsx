import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../../shared/lib/relative-time';
import '../../../../shared/i18n';
import '../../i18n';

/** The server's name for anonymous authors, shown in the reader's language. */
export const ANONYMOUS_NICKNAME = '匿名用户';

export function useDisplayName() {
  const { t } = useTranslation();
  return (nickname: string) => (nickname === ANONYMOUS_NICKNAME ? t('detail.comments.anonymous') : nickname);
}

/** Initial-letter avatar, name, optional reply target and the relative time. */
export function Author({
  nickname,
  replyTo,
  at,
  now,
  small,
}: {
  nickname: string;
  replyTo?: string | null;
  at: string;
  now: Date;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const name = useDisplayName();
  const size = small ? '6' : '8';
  return (
    <Flex align="center" gap="2" minW="0" wrap="wrap">
      <Box
        w={size}
        h={size}
        flex="none"
        borderRadius="full"
        bg="blue.subtle"
        color="blue.fg"
        fontSize={small ? 'xs' : 'sm'}
        fontWeight="bold"
        display="flex"
        alignItems="center"
        justifyContent="center"
        aria-hidden
      >
        {[...name(nickname)][0]?.toUpperCase() ?? '?'}
      </Box>
      <Text fontWeight="semibold" fontSize="sm" data-testid="author-name">
        {name(nickname)}
      </Text>
      {replyTo && (
        <Text fontSize="sm" color="fg.muted" data-testid="reply-target">
          {t('detail.comments.replyTo', { name: name(replyTo) })}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" title={new Date(at).toLocaleString()} data-testid="comment-time">
        {relativeTime(at, t, now)}
      </Text>
    </Flex>
  );
}
