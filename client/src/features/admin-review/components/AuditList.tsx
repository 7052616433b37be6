import { Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSend } from 'react-icons/lu';
import type { AdminAuditListQuery } from '../../../gql/graphql';
import { AuditStatusTag } from '../../../shared/admin/components/ApiStatusTag';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type adminTable } from '../../../shared/admin/components/DataTable';
import { BlockError } from '../../../shared/components/BlockStates';
import { formatTime } from '../../../shared/admin/format';
import { useAuditList } from '../hooks/useReviewReads';
import '../i18n';
import { PublishDialog } from './PublishDialog';

type Row = AdminAuditListQuery['auditList'][number];

/** Every review, newest first (SPEC §4 audit item): a rejected one shows its reason, a passed one offers publish. */
export function AuditList() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useAuditList();
  const [publishing, setPublishing] = useState<{ id: number; name: string } | null>(null);
  const columns = useMemo<Array<ColumnDef<typeof adminTable, Row>>>(
    () => [
      {
        id: 'name',
        header: () => t('adminReview.columns.name'),
        cell: ({ row }) => <Text fontWeight="medium">{row.original.name}</Text>,
      },
      {
        id: 'status',
        header: () => t('adminReview.columns.status'),
        cell: ({ row }) => <AuditStatusTag status={row.original.status} />,
      },
      {
        id: 'comment',
        header: () => t('adminReview.columns.comment'),
        cell: ({ row }) =>
          row.original.status === 0 ? (
            <Text color="fg.error" fontSize="sm">
              {row.original.comment || t('adminReview.noReason')}
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {row.original.comment || '—'}
            </Text>
          ),
      },
      {
        id: 'submitted',
        header: () => t('adminReview.columns.submitted'),
        cell: ({ row }) => (
          <Text as="span" whiteSpace="nowrap">
            {formatTime(row.original.createdAt)}
          </Text>
        ),
      },
      {
        id: 'reviewed',
        header: () => t('adminReview.columns.reviewed'),
        cell: ({ row }) => (
          <Text as="span" whiteSpace="nowrap">
            {formatTime(row.original.reviewedAt)}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: () => t('adminCommon.actions'),
        cell: ({ row }) =>
          row.original.status === 1 ? (
            <Button
              size="sm"
              minH="10"
              variant="outline"
              onClick={() => setPublishing({ id: row.original.apiId, name: row.original.name })}
              aria-label={t('adminReview.publish.openFor', { name: row.original.name })}
            >
              <LuSend aria-hidden />
              {t('adminReview.publish.open')}
            </Button>
          ) : null,
      },
    ],
    [t],
  );
  return (
    <Stack gap="3">
      {error && !data ? (
        <BlockError title={t('adminReview.audit.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label={t('adminReview.audit.label')}
          testId="audit-table"
          columns={columns}
          rows={data?.auditList}
          rowId={(r) => `${r.apiId}-${r.createdAt}`}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          empty={t('adminReview.audit.empty')}
        />
      )}
      <PublishDialog api={publishing} onClose={() => setPublishing(null)} />
    </Stack>
  );
}
