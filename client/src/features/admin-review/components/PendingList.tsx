import { Alert, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewDeskQuery as ReviewDeskData } from '../../../gql/graphql';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type adminTable } from '../../../shared/admin/components/DataTable';
import { BlockError } from '../../../shared/components/BlockStates';
import { formatTime } from '../../../shared/admin/format';
import { useReviewDesk } from '../hooks/useReviewReads';
import { useReviewActions } from '../hooks/useReviewActions';
import '../i18n';
import { BatchBar } from './BatchBar';
import { DecisionButtons } from './DecisionButtons';
import { PendingName } from './PendingName';
import { RejectDialog } from './RejectDialog';

type Row = ReviewDeskData['pendingReviews'][number];

/** Submissions waiting for review: pass or reject each (with a comment), or a selection at once. */
export function PendingList() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useReviewDesk();
  const rows = useMemo(() => data?.pendingReviews ?? [], [data]);
  // Read at decision time: the table's cells keep the first render's `decide`, so the rows come through a ref.
  const rowsNow = useRef(rows);
  rowsNow.current = rows;
  const { decide, busy, batchForbidden } = useReviewActions((id) => rowsNow.current.find((r) => r.apiId === id)?.version);
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<{ ids: number[]; label: string } | null>(null);
  const chosen = selected.filter((id) => rows.some((r) => r.apiId === id));
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  const columns = useMemo<Array<ColumnDef<typeof adminTable, Row>>>(
    () => [
      {
        id: 'select',
        header: () => t('adminReview.pending.select'),
        cell: ({ row }) => (
          <Checkbox.Root
            size="sm"
            checked={selected.includes(row.original.apiId)}
            onCheckedChange={(e) => toggle(row.original.apiId, !!e.checked)}
            aria-label={t('adminReview.pending.selectOne', { name: row.original.name })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
      },
      {
        id: 'name',
        header: () => t('adminReview.columns.name'),
        cell: ({ row }) => <PendingName row={row.original} />,
      },
      {
        id: 'creator',
        header: () => t('adminReview.columns.creator'),
        cell: ({ row }) => row.original.creatorName ?? '—',
      },
      {
        id: 'submitted',
        header: () => t('adminReview.columns.submitted'),
        cell: ({ row }) => (
          <Text as="span" whiteSpace="nowrap">
            {formatTime(row.original.submittedAt)}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: () => t('adminCommon.actions'),
        cell: ({ row }) => (
          <DecisionButtons
            name={row.original.name}
            busy={busy}
            onPass={() => void decide([row.original.apiId], true)}
            onReject={() => setRejecting({ ids: [row.original.apiId], label: row.original.name })}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toggle/decide are stable in effect; selection drives the checkboxes
    [t, selected, busy],
  );

  return (
    <Stack gap="3">
      {batchForbidden ? (
        <Alert.Root status="error" role="alert" data-testid="batch-forbidden">
          <Alert.Indicator />
          <Alert.Title>{t('adminCommon.forbidden', { message: batchForbidden })}</Alert.Title>
        </Alert.Root>
      ) : (
        rows.length > 1 && (
          <BatchBar
            count={chosen.length}
            all={chosen.length === rows.length}
            busy={busy}
            onToggleAll={() => setSelected(chosen.length === rows.length ? [] : rows.map((r) => r.apiId))}
            onPass={async () => {
              if (await decide(chosen, true)) setSelected([]);
            }}
            onReject={() =>
              setRejecting({ ids: chosen, label: t('adminReview.batchTarget', { count: chosen.length }) })
            }
          />
        )
      )}
      {error && !data ? (
        <BlockError title={t('adminReview.pending.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label={t('adminReview.pending.label')}
          testId="pending-table"
          columns={columns}
          rows={data?.pendingReviews}
          rowId={(r) => String(r.reviewId)}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          empty={t('adminReview.pending.empty')}
        />
      )}
      <RejectDialog
        target={rejecting?.label ?? null}
        busy={busy}
        onCancel={() => setRejecting(null)}
        onConfirm={async (comment) => {
          if (!rejecting) return;
          if (await decide(rejecting.ids, false, comment))
            setSelected((s) => s.filter((id) => !rejecting.ids.includes(id)));
          setRejecting(null);
        }}
      />
    </Stack>
  );
}
