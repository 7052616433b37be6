import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItemFragment } from '../../../gql/graphql';
import { AdminListPage } from '../../../shared/admin/components/AdminListPage';
import { FilterBar } from '../../../shared/admin/components/FilterBar';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { useAdminList, type AdminListPage as Page } from '../../../shared/admin/hooks/useAdminList';
import { STATUS, STATUSES } from './labels';
import { useFeedbackColumns } from './useFeedbackColumns';
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
  const { t } = useTranslation();
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

  const columns = useFeedbackColumns(canChange);

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
