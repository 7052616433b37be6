import { Badge, Box, Grid, Link, Stack, Text } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { FeedbackItemFragment } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { AdminListPage } from '../../../shared/admin/components/AdminListPage';
import { columnsFor } from '../../../shared/admin/components/DataTable';
import { FilterBar } from '../../../shared/admin/components/FilterBar';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { TimeCell } from '../../../shared/admin/components/TimeCell';
import { useAdminList, type AdminListPage as Page } from '../../../shared/admin/hooks/useAdminList';
import { levelKey, STATUS, STATUSES, statusOf } from './labels';
import { StatusControl } from './StatusControl';
import '../i18n';

/** What every feedback list query takes (the inbox also takes `kind`). */
export type FeedbackListVariables = {
  status?: string | null;
  kind?: string | null;
  page: number;
  pageSize: number;
};
interface Filters {
  status: string;
  kind: string;
}
const NONE: Filters = { status: '', kind: '' };
const col = columnsFor<FeedbackItemFragment>();

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

/**
 * A page of reports on the admin list scaffold: status (and, for the inbox, source) filters, the
 * table (cards at ≤ 768 px) with what, how bad and where each stands, and — for administrators —
 * the status change of each report in its row.
 */
export function FeedbackList<TData>({
  query,
  select,
  withKind = false,
  canChange = false,
  empty,
}: {
  query: TypedDocumentNode<TData, FeedbackListVariables>;
  select(data: TData): Page<FeedbackItemFragment>;
  /** The source filter (public feedback or admin report). */
  withKind?: boolean;
  canChange?: boolean;
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NONE);
  const list = useAdminList({
    query,
    initialFilters: NONE,
    variables: (f, { page, pageSize }) => ({
      status: f.status || null,
      ...(withKind ? { kind: f.kind || null } : {}),
      page,
      pageSize,
    }),
    select,
  });
  const filtered = list.filters.status !== '' || list.filters.kind !== '';

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('summary', {
          header: () => t('adminFeedback.summary'),
          cell: ({ row: { original: item } }) => (
            <Stack gap="1" minW={{ md: '14rem' }} maxW={{ md: 'md' }}>
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {item.summary}
              </Text>
              <Text
                fontSize="sm"
                color="fg.muted"
                whiteSpace="pre-wrap"
                overflowWrap="anywhere"
                lineClamp={4}
              >
                {item.description}
              </Text>
            </Stack>
          ),
        }),
        col.accessor('kind', {
          header: () => t('adminFeedback.kind'),
          cell: (c) => (
            <Badge variant="outline">
              {t(c.getValue() === 'admin' ? 'adminFeedback.kindAdmin' : 'adminFeedback.kindPublic')}
            </Badge>
          ),
        }),
        col.accessor('status', {
          header: () => t('adminFeedback.status'),
          cell: (c) => {
            const status = STATUS[statusOf(c.getValue())];
            return (
              <Badge colorPalette={status.color} data-testid="feedback-status">
                {t(status.key)}
              </Badge>
            );
          },
        }),
        col.display({
          id: 'details',
          header: () => t('adminFeedback.details'),
          cell: ({ row: { original: item } }) => {
            const level = item.kind === 'admin' ? item.urgency : item.severity;
            return (
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
                      <RouterLink to={`/api/details/${item.apiId}`}>
                        {item.apiName ?? `#${item.apiId}`}
                      </RouterLink>
                    </Link>
                  </Fact>
                )}
                {item.assignee && <Fact label={t('adminFeedback.assignee')}>{item.assignee}</Fact>}
                {item.workspaceName && <Fact label={t('adminFeedback.workspace')}>{item.workspaceName}</Fact>}
                {item.contact && <Fact label={t('adminFeedback.contact')}>{item.contact}</Fact>}
                {item.note && <Fact label={t('adminFeedback.note')}>{item.note}</Fact>}
                {item.resolution && <Fact label={t('adminFeedback.resolution')}>{item.resolution}</Fact>}
              </Grid>
            );
          },
        }),
        col.accessor('createdAt', {
          header: () => t('adminFeedback.createdAt'),
          cell: (c) => <TimeCell value={c.getValue()} />,
        }),
        col.accessor('resolvedAt', {
          header: () => t('adminFeedback.resolvedAt'),
          cell: (c) => <TimeCell value={c.getValue()} />,
        }),
        ...(canChange
          ? [
              col.display({
                id: 'actions',
                header: () => t('adminCommon.actions'),
                cell: ({ row: { original: item } }) => (
                  <StatusControl id={item.id} status={item.status} summary={item.summary} />
                ),
              }),
            ]
          : []),
      ]),
    [t, i18n.language, canChange],
  );

  return (
    <AdminListPage
      list={list}
      toolbar={
        <FilterBar
          label={t('adminFeedback.filters')}
          onSubmit={() => list.applyFilters(draft)}
          onReset={() => {
            setDraft(NONE);
            list.applyFilters(NONE);
          }}
        >
          {withKind && (
            <SelectField
              label={t('adminFeedback.kind')}
              field={{ value: draft.kind, onChange: (e) => setDraft({ ...draft, kind: e.target.value }) }}
              options={[
                { value: '', label: t('adminCommon.all') },
                { value: 'public', label: t('adminFeedback.kindPublic') },
                { value: 'admin', label: t('adminFeedback.kindAdmin') },
              ]}
            />
          )}
          <SelectField
            label={t('adminFeedback.status')}
            field={{ value: draft.status, onChange: (e) => setDraft({ ...draft, status: e.target.value }) }}
            options={[
              { value: '', label: t('adminCommon.all') },
              ...STATUSES.map((s) => ({ value: s, label: t(STATUS[s].key) })),
            ]}
          />
        </FilterBar>
      }
      label={t('adminFeedback.list')}
      columns={columns}
      rowId={(item) => String(item.id)}
      loadFailed={t('adminFeedback.loadFailed')}
      empty={filtered ? t('adminFeedback.empty') : empty}
    />
  );
}
