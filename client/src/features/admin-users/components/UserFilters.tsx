import { Field, Input } from '@chakra-ui/react';
import { FilterBar } from '../../../shared/admin/components/FilterBar';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import '../../../shared/admin/i18n';

export interface UserFilterValues {
  account: string;
  username: string;
  /** '' = all; '1' normal, '0' disabled. */
  status: string;
  /** '' = all; REST role numbers: '1' administrator, '0' user. */
  role: string;
}

export const NO_FILTER: UserFilterValues = { account: '', username: '', status: '', role: '' };

/** SPEC §2.14 user management filters: account, username, status, role. */
export function UserFilters({ onApply }: { onApply(values: UserFilterValues): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset } = useForm<UserFilterValues>({ defaultValues: NO_FILTER });
  return (
    <FilterBar
      label={t('adminUsers.filters')}
      onSubmit={handleSubmit((v) =>
        onApply({ ...v, account: v.account.trim(), username: v.username.trim() }),
      )}
      onReset={() => {
        reset(NO_FILTER);
        onApply(NO_FILTER);
      }}
    >
      <Field.Root>
        <Field.Label>{t('adminUsers.account')}</Field.Label>
        <Input size="sm" maxLength={64} {...register('account')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('adminUsers.username')}</Field.Label>
        <Input size="sm" maxLength={64} {...register('username')} />
      </Field.Root>
      <SelectField
        label={t('adminUsers.status')}
        field={register('status')}
        options={[
          { value: '', label: t('adminCommon.all') },
          { value: '1', label: t('rules.userStatus.1') },
          { value: '0', label: t('rules.userStatus.0') },
        ]}
      />
      <SelectField
        label={t('adminUsers.role')}
        field={register('role')}
        options={[
          { value: '', label: t('adminCommon.all') },
          { value: '1', label: t('adminUsers.roleAdmin') },
          { value: '0', label: t('adminUsers.roleUser') },
        ]}
      />
    </FilterBar>
  );
}
