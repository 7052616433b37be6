import { Alert, Badge, Button, Checkbox, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuX } from 'react-icons/lu';
import type { ReviewDeskQuery as ReviewDeskData } from '../../../gql/graphql';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type adminTable } from '../../../shared/admin/components/DataTable';
import { BlockError } from '../../../shared/components/BlockStates';
import { formatTime } from '../../../shared/admin/format';
import { useReviewDesk } from '../hooks/useReviewReads';
import { useReviewActions } from '../hooks/useReviewActions';
import '../i18n';
import { ClassifiedChanges } from '../../versions';
import { OverrideBreaking } from '../../versions';
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
        cell: ({ row }) => (
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium">{row.original.name}</Text>
            {row.original.isPrototype && (
              <Badge colorPalette="purple" variant="subtle" alignSelf="start" whiteSpace="normal">
                {t('adminReview.pending.prototype')}
              </Badge>
            )}
            {row.original.isPrototype && (
              <Text fontSize="xs" color="fg.muted" maxW="md">
                {t('adminReview.pending.prototypeHint')}
              </Text>
            )}
            {row.original.revision && (
              <Badge colorPalette="blue" variant="subtle" alignSelf="start" whiteSpace="normal">
                {t('adminReview.pending.revision', {
                  n: row.original.revision.number,
                  fields: row.original.revision.changedFields
                    .map((f) => t(`adminReview.fields.${f}`, { defaultValue: f }))
                    .join(t('adminReview.fields.separator')),
                })}
              </Badge>
            )}
            {row.original.revision && (
              <ClassifiedChanges
                changes={row.original.revision.changes}
                breaking={row.original.revision.breaking}
                override={row.original.revision.versionOverride}
              />
            )}
            {row.original.revision?.breaking && !row.original.revision.versionOverride && <OverrideBreaking apiId={row.original.apiId} />}
            <Text fontSize="xs" color="fg.muted" lineClamp={2} maxW="md">
              {row.original.description || '—'}
            </Text>
          </Stack>
        ),
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
          <HStack gap="2">
            <Button
              size="sm"
              colorPalette="green"
              // White on the palette's solid green is 3.3:1 (axe: colour contrast); green.700 is 5:1.
              bg="green.700"
              _hover={{ bg: 'green.800' }}
              minH="10"
              disabled={busy}
              onClick={() => void decide([row.original.apiId], true)}
              aria-label={t('adminReview.passOne', { name: row.original.name })}
            >
              <LuCheck aria-hidden />
              {t('adminReview.pass')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              minH="10"
              disabled={busy}
              onClick={() => setRejecting({ ids: [row.original.apiId], label: row.original.name })}
              aria-label={t('adminReview.rejectOne', { name: row.original.name })}
            >
              <LuX aria-hidden />
              {t('adminReview.reject.action')}
            </Button>
          </HStack>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toggle/decide are stable in effect; selection drives the checkboxes
    [t, selected, busy],
  );

  return (
    <Stack gap="3">
      {batchForbidden ? (
        <Alert.Root status="error" data-testid="batch-forbidden">
          <Alert.Indicator />
          <Alert.Title>{t('adminCommon.forbidden', { message: batchForbidden })}</Alert.Title>
        </Alert.Root>
      ) : (
        rows.length > 1 && (
          <Flex gap="2" align="center" wrap="wrap" data-testid="batch-bar">
            <Text fontSize="sm" color="fg.muted">
              {t('adminReview.pending.selected', { count: chosen.length })}
            </Text>
            <Button
              size="sm"
              minH="10"
              variant="outline"
              onClick={() => setSelected(chosen.length === rows.length ? [] : rows.map((r) => r.apiId))}
            >
              {chosen.length === rows.length ? t('adminReview.pending.none') : t('adminReview.pending.all')}
            </Button>
            <Button
              size="sm"
              minH="10"
              colorPalette="green"
              // White on the palette's solid green is 3.3:1 (axe: colour contrast); green.700 is 5:1.
              bg="green.700"
              _hover={{ bg: 'green.800' }}
              disabled={chosen.length < 2 || busy}
              onClick={async () => {
                if (await decide(chosen, true)) setSelected([]);
              }}
            >
              {t('adminReview.batchPass')}
            </Button>
            <Button
              size="sm"
              minH="10"
              colorPalette="red"
              variant="outline"
              disabled={chosen.length < 2 || busy}
              onClick={() =>
                setRejecting({ ids: chosen, label: t('adminReview.batchTarget', { count: chosen.length }) })
              }
            >
              {t('adminReview.batchReject')}
            </Button>
          </Flex>
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
