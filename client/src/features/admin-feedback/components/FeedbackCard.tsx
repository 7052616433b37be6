import { Badge, Box, Card, Grid, HStack, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { FeedbackItemFragment } from '../../../gql/graphql';
import { dateLocale, localized } from '../../../i18n/localized';
import { levelKey, STATUS, statusOf } from './labels';
import { StatusControl } from './StatusControl';
import '../i18n';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text color="fg.muted">{label}</Text>
      <Box minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/** One report: what, how bad, where it stands; administrators change its status here. */
export function FeedbackCard({ item, canChange }: { item: FeedbackItemFragment; canChange?: boolean }) {
  const { t, i18n } = useTranslation();
  const status = STATUS[statusOf(item.status)];
  const when = (d: unknown) => new Date(d as string).toLocaleString(dateLocale(i18n.language));
  const level = item.kind === 'admin' ? item.urgency : item.severity;
  return (
    <Card.Root as="li" size="sm" variant="outline" data-testid="feedback-item">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" overflowWrap="anywhere" minW="0">
            {item.summary}
          </Text>
          <HStack gap="1.5" flexShrink={0}>
            <Badge variant="outline">
              {t(item.kind === 'admin' ? 'adminFeedback.kindAdmin' : 'adminFeedback.kindPublic')}
            </Badge>
            <Badge colorPalette={status.color} data-testid="feedback-status">
              {t(status.key)}
            </Badge>
          </HStack>
        </HStack>
        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={4}>
          {item.description}
        </Text>
        <Grid templateColumns="max-content minmax(0, 1fr)" columnGap="3" rowGap="1" fontSize="xs">
          {item.problemType && (
            <Fact label={t('adminFeedback.problemType')}>
              {localized(i18n.language, item.problemType, item.problemTypeEn)}
            </Fact>
          )}
          {level && (
            <Fact label={t(item.kind === 'admin' ? 'adminFeedback.urgency' : 'adminFeedback.severity')}>
              {t(levelKey(level))}
            </Fact>
          )}
          {item.apiId && (
            <Fact label={t('adminFeedback.api')}>
              <Link asChild colorPalette="blue">
                <RouterLink to={`/api/details/${item.apiId}`}>{item.apiName ?? `#${item.apiId}`}</RouterLink>
              </Link>
            </Fact>
          )}
          {item.assignee && <Fact label={t('adminFeedback.assignee')}>{item.assignee}</Fact>}
          {item.workspaceName && <Fact label={t('adminFeedback.workspace')}>{item.workspaceName}</Fact>}
          {item.contact && <Fact label={t('adminFeedback.contact')}>{item.contact}</Fact>}
          {item.note && <Fact label={t('adminFeedback.note')}>{item.note}</Fact>}
          <Fact label={t('adminFeedback.createdAt')}>{when(item.createdAt)}</Fact>
          {item.resolvedAt && <Fact label={t('adminFeedback.resolvedAt')}>{when(item.resolvedAt)}</Fact>}
          {item.resolution && <Fact label={t('adminFeedback.resolution')}>{item.resolution}</Fact>}
        </Grid>
        {canChange && <StatusControl id={item.id} status={item.status} summary={item.summary} />}
      </Card.Body>
    </Card.Root>
  );
}
