import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItemFragment } from '../../../gql/graphql';
import { Pager } from '../../admin-common/components/Pager';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../layout/components/BlockStates';
import { FeedbackCard } from './FeedbackCard';
import '../i18n';

export const FEEDBACK_PAGE_SIZE = 10;

/** A page of reports with loading, empty and error states, and paging. */
export function FeedbackPagedList({
  page,
  loading,
  error,
  onRetry,
  onPage,
  pageNumber,
  empty,
  canChange,
}: {
  page: { total: number; items: FeedbackItemFragment[] } | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  onPage(page: number): void;
  pageNumber: number;
  empty: ReactNode;
  canChange?: boolean;
}) {
  const { t } = useTranslation();
  if (error && !page) return <BlockError title={t('adminCommon.loadFailed')} onRetry={onRetry} />;
  if (loading && !page) return <BlockSkeleton lines={4} h="20" />;
  if (!page?.items.length) return typeof empty === 'string' ? <BlockEmpty title={empty} /> : <>{empty}</>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t('adminFeedback.list')}>
        {page.items.map((item) => (
          <FeedbackCard key={item.id} item={item} canChange={canChange} />
        ))}
      </Stack>
      <Pager page={pageNumber} pageSize={FEEDBACK_PAGE_SIZE} total={page.total} onPage={onPage} />
    </Stack>
  );
}
