import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Badge, Box, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockError } from '../../../shared/components/BlockStates';
import { useSocketReconnected } from '../../../app/ws-events';
import type { ActivityLogQuery as Result } from '../../../gql/graphql';
import { useActivityAdded, useActivityLog } from '../hooks/useMonitor';
import { dateLocale, localized } from '../../../i18n/localized';
import '../i18n';

type Entry = Result['activityLog'][number];

const KIND_COLOR: Record<string, string> = {
  API_PUBLISHED: 'green',
  API_SHUT_DOWN: 'red',
  ALERT_RAISED: 'orange',
  USER_REGISTERED: 'blue',
  FEEDBACK_RECEIVED: 'purple',
};

/** Platform events for administrators, newest first, with new ones arriving live. */
export function ActivityLog() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useActivityLog();
  const forbidden =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');
  const [live, setLive] = useState<Entry[]>([]);
  // Subscribed once the log has loaded: a caller without the role is refused once, not twice.
  useActivityAdded(!data, (e) => setLive((prev) => [e, ...prev.filter((p) => p.id !== e.id)]));
  // Events published while the socket was away are not replayed: read the log again once it is back.
  useSocketReconnected(() => {
    if (data) void refetch();
  });
  const stored = data?.activityLog ?? [];
  const entries = [...live, ...stored.filter((s) => !live.some((l) => l.id === s.id))];
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading size="sm">{t('controlCenter.activity')}</Heading>
        {forbidden ? (
          <Text color="fg.error" data-testid="activity-error">
            {t('errors.forbidden')}: {error.message}
          </Text>
        ) : error ? (
          <BlockError
            title={t('controlCenter.activityError')}
            onRetry={() => void refetch()}
            testId="activity-error"
          />
        ) : loading && !data ? (
          <Skeleton h="24" />
        ) : entries.length === 0 ? (
          <Text color="fg.muted">{t('controlCenter.noActivity')}</Text>
        ) : (
          <Stack gap="2" as="ul" data-testid="activity-log">
            {entries.map((e) => (
              <Box as="li" key={e.id} listStyleType="none" borderBottomWidth="1px" pb="2">
                <HStack justify="space-between" gap="2" align="start">
                  <Text fontSize="sm" wordBreak="break-word">
                    {localized(i18n.language, e.title, e.titleEn)}
                  </Text>
                  <Badge colorPalette={KIND_COLOR[e.kind] ?? 'gray'} flexShrink={0}>
                    {t(`controlCenter.kind.${e.kind}`)}
                  </Badge>
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {new Date(e.createdAt).toLocaleString(dateLocale(i18n.language))}
                  {e.actor ? ` · ${e.actor}` : ''}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
