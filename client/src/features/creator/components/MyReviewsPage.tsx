import { Alert, Badge, Button, Card, Flex, Link, Stack, Steps, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuClipboardCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { StatusPalette } from '../../../app/status-palettes';
import '../i18n';
import { EmptyBlock } from '../../../shared/components/EmptyBlock';
import type { AuditListQuery as Result } from '../../../gql/graphql';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useMyReviews } from '../hooks/useCreatorReads';
import { useConsoleLink } from '../hooks/useConsoleLink';
import { useLiveNotifications } from '../hooks/useLiveNotifications';
import { useStatusActions } from '../hooks/useStatusActions';
import { useSocketReconnected } from '../../../app/ws-events';
import { PublishConfigDialog } from './PublishConfigDialog';

type Review = Result['auditList'][number];
const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
/** SPEC §4 audit item: -1 not reviewed (step 0), 0 failed (step 1), 1 passed. */
const STEP: Record<number, number> = { [-1]: 1, 0: 1, 1: 3 };
const PALETTE: Record<number, StatusPalette> = { [-1]: 'pending', 0: 'failed', 1: 'published' };

/** SPEC §2.3 “my reviews”: every submission with its step, the reason of a failure and 重新审核. */
export function MyReviewsPage() {
  const { t } = useTranslation();
  const link = useConsoleLink();
  const { data, loading, error, refetch } = useMyReviews();
  // A review decided while the socket was away is not replayed: read the list again when it is back.
  useLiveNotifications(() => void refetch());
  useSocketReconnected(() => void refetch());
  const { resubmit, busy } = useStatusActions();
  const [publish, setPublish] = useState<{ id: number; name: string } | null>(null);
  if (error && !data)
    return <BlockError title={t('creator.reviews.loadFailed')} onRetry={() => void refetch()} />;
  if (loading && !data) return <BlockSkeleton lines={5} h="16" />;
  const reviews = data?.auditList ?? [];
  const apis = new Map((data?.myApis ?? []).map((a) => [a.id, a]));
  // Only the newest review of an API offers an action (older ones are history).
  const newest = new Set<Review>();
  const seen = new Set<number>();
  for (const r of reviews) if (!seen.has(r.apiId) && seen.add(r.apiId)) newest.add(r);
  if (reviews.length === 0) {
    return (
      <EmptyBlock
        testId="reviews-empty"
        icon={<LuClipboardCheck />}
        text={t('creator.reviews.empty')}
        action={
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={link('myapi')}>{t('creator.reviews.goMyApi')}</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <Stack
      as="ul"
      gap="3"
      py="4"
      listStyleType="none"
      aria-label={t('creator.reviews.list')}
      data-testid="my-reviews"
    >
      {reviews.map((r, i) => {
        const api = apis.get(r.apiId);
        const latest = newest.has(r);
        return (
          <Card.Root as="li" key={`${r.apiId}-${r.createdAt}-${i}`} size="sm" data-testid="review-item">
            <Card.Body gap="3">
              <Flex justify="space-between" gap="2" wrap="wrap" align="center">
                <Link asChild fontWeight="semibold" colorPalette="blue">
                  <RouterLink to={link('analytics', { id: r.apiId })}>{r.name}</RouterLink>
                </Link>
                <Badge colorPalette={PALETTE[r.status] ?? 'offline'} data-testid="review-status">
                  {t(`rules.reviewStatus.${r.status}`)}
                </Badge>
              </Flex>
              <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                {t('creator.reviews.submittedAt', { time: when(r.createdAt) })}
                {r.reviewedAt && ` · ${t('creator.reviews.reviewedAt', { time: when(r.reviewedAt) })}`}
              </Text>
              <Steps.Root
                step={STEP[r.status] ?? 0}
                count={3}
                size="xs"
                colorPalette={PALETTE[r.status] ?? 'offline'}
              >
                <Steps.List>
                  {(['submitted', 'review', 'passed'] as const).map((s, index) => (
                    <Steps.Item key={s} index={index}>
                      <Steps.Indicator />
                      <Steps.Title fontSize="xs">{t(`creator.reviews.steps.${s}`)}</Steps.Title>
                      <Steps.Separator />
                    </Steps.Item>
                  ))}
                </Steps.List>
              </Steps.Root>
              {r.status === -1 && (
                <Text fontSize="sm" color="pending.fg">
                  {t('creator.reviews.waiting')}
                </Text>
              )}
              {r.status === 0 && (
                <Alert.Root status="error" size="sm" role="note" data-testid="review-reason">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t('creator.reviews.failed')}</Alert.Title>
                    <Alert.Description>
                      {t('creator.reviews.reason', {
                        reason: r.comment?.trim() || t('creator.reviews.noReason'),
                      })}
                    </Alert.Description>
                  </Alert.Content>
                  {latest && api?.status === -3 && (
                    <Button
                      size="sm"
                      colorPalette="blue"
                      loading={busy}
                      onClick={() => void resubmit(r.apiId).then(() => refetch())}
                    >
                      {t('creator.reviews.reaudit')}
                    </Button>
                  )}
                </Alert.Root>
              )}
              {r.status === 1 && (
                <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                  <Text fontSize="sm" color="published.fg">
                    {t('creator.reviews.passed')}
                  </Text>
                  {latest && api?.status === 1 && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setPublish({ id: r.apiId, name: r.name })}
                    >
                      {t('creator.reviews.publishConfig')}
                    </Button>
                  )}
                </Flex>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
      <PublishConfigDialog api={publish} onClose={() => setPublish(null)} />
    </Stack>
  );
}
