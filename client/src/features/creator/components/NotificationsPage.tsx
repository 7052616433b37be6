import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBell, LuCheckCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import '../i18n';
import { EmptyBlock } from '../../../shared/components/EmptyBlock';
import { relativeTime } from '../../../shared/lib/relative-time';
import '../../../shared/i18n';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useNotifications } from '../hooks/useNotifications';
import { useConsoleLink } from '../hooks/useConsoleLink';

/** Kinds that name an API's new status: their words are the shared status labels. */
const KIND_STATUS: Record<string, string> = { published: 'published', offline: 'unlisted' };

const KIND_PALETTE: Record<string, string> = {
  passed: 'green',
  published: 'green',
  rejected: 'red',
  offline: 'gray',
  keys: 'red',
};

/** The account's notifications, newest first: unread ones marked; opening one reads it and shows its API. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useConsoleLink();
  // The header's bell keeps this list live (one subscription, one toast per notification).
  const { data, loading, error, refetch, markRead, markAll, marking } = useNotifications();
  if (error && !data)
    return <BlockError title={t('creator.notifications.loadFailed')} onRetry={() => void refetch()} />;
  if (loading && !data) return <BlockSkeleton lines={6} h="12" />;
  const { items, unread } = data!.notifications;
  if (items.length === 0) {
    return (
      <EmptyBlock testId="notifications-empty" icon={<LuBell />} text={t('creator.notifications.empty')} />
    );
  }
  return (
    <Stack gap="3" py="4">
      <Flex justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '11', md: '8' }}
          disabled={!unread}
          loading={marking}
          onClick={() => void markAll()}
        >
          <LuCheckCheck /> {t('creator.notifications.markAll')}
        </Button>
      </Flex>
      <Stack
        as="ul"
        gap="0"
        listStyleType="none"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.panel"
        aria-label={t('creator.notifications.list')}
        data-testid="notifications"
      >
        {items.map((n) => (
          <Box as="li" key={n.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            <Flex
              as="button"
              w="full"
              textAlign="start"
              gap="3"
              px="4"
              py="3"
              minH="14"
              align="start"
              _hover={{ bg: 'bg.subtle' }}
              data-testid="notification"
              data-read={n.read}
              onClick={() => {
                if (!n.read) void markRead({ variables: { id: n.id } });
                if (n.apiId) navigate(link('analytics', { id: n.apiId }));
              }}
            >
              <Box
                mt="1.5"
                boxSize="2"
                borderRadius="full"
                flexShrink={0}
                bg={n.read ? 'transparent' : 'blue.solid'}
                aria-hidden
              />
              <Stack gap="1" flex="1" minW="0">
                <Text fontWeight={n.read ? 'normal' : 'semibold'}>{n.message}</Text>
                <Flex gap="2" align="center" wrap="wrap" fontSize="xs" color="fg.muted">
                  <Badge size="sm" colorPalette={KIND_PALETTE[n.kind] ?? 'gray'}>
                    {KIND_STATUS[n.kind]
                      ? t(`rules.apiStatus.${KIND_STATUS[n.kind]}`)
                      : t(`creator.notifications.kind.${n.kind}`, { defaultValue: n.kind })}
                  </Badge>
                  <Text as="span">{relativeTime(n.createdAt, t)}</Text>
                  <Text as="span">
                    {t(n.read ? 'creator.notifications.read' : 'creator.notifications.unread')}
                  </Text>
                </Flex>
              </Stack>
            </Flex>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
