import { API_STATUS, authorStatusKey, KEYWORD_MAX } from '@api-market/rules';
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../shared/admin/components/FilterBar';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { useAdminFilters } from '../hooks/useAdminApis';
import '../i18n';
import { localized } from '../../../i18n/localized';

export interface ApiFilterValues {
  tenantId: number;
  name: string;
  type: number | null;
  status: number | null;
}

export const DEFAULT_FILTERS: ApiFilterValues = { tenantId: 1, name: '', type: null, status: null };

/** Statuses an administrator filters by (SPEC §4, the author's reading). */
const { Published, Offline, Draft, ReviewFailed, Disabled, Updating } = API_STATUS;
const STATUSES = [Published, Offline, Draft, ReviewFailed, Disabled, Updating];

const num = (v: string) => (v === '' ? null : Number(v));

/** Workspace (default 1), name, category and status above the API table (SPEC §2.14). */
export function ApiFilters({ onApply }: { onApply(f: ApiFilterValues): void }) {
  const { t, i18n } = useTranslation();
  const { data } = useAdminFilters();
  const [f, setF] = useState<ApiFilterValues>(DEFAULT_FILTERS);
  return (
    <FilterBar
      testId="api-filters"
      onSubmit={() => onApply({ ...f, name: f.name.trim() })}
      onReset={() => {
        setF(DEFAULT_FILTERS);
        onApply(DEFAULT_FILTERS);
      }}
    >
      <SelectField
        label={t('adminApis.filters.workspace')}
        field={{
          value: String(f.tenantId),
          onChange: (e) => setF({ ...f, tenantId: Number(e.target.value) }),
        }}
        options={(data?.workspaces ?? [{ id: 1, name: t('adminApis.filters.defaultWorkspace') }]).map(
          (w) => ({
            value: String(w.id),
            label: w.name,
          }),
        )}
      />
      <Field.Root>
        <Field.Label>{t('adminApis.filters.name')}</Field.Label>
        <Input
          size="sm"
          maxLength={KEYWORD_MAX}
          value={f.name}
          onChange={(e) => setF({ ...f, name: e.target.value })}
        />
      </Field.Root>
      <SelectField
        label={t('adminApis.filters.type')}
        field={{ value: String(f.type ?? ''), onChange: (e) => setF({ ...f, type: num(e.target.value) }) }}
        options={[
          { value: '', label: t('adminCommon.all') },
          ...(data?.categories ?? []).map((c) => ({
            value: String(c.id),
            label: localized(i18n.language, c.name, c.nameEn),
          })),
        ]}
      />
      <SelectField
        label={t('adminApis.filters.status')}
        field={{
          value: String(f.status ?? ''),
          onChange: (e) => setF({ ...f, status: num(e.target.value) }),
        }}
        options={[
          { value: '', label: t('adminCommon.all') },
          ...STATUSES.map((s) => ({ value: String(s), label: t(`rules.apiStatus.${authorStatusKey(s)}`) })),
        ]}
      />
    </FilterBar>
  );
}
