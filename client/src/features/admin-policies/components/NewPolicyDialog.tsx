import { useMutation } from '@apollo/client/react';
import { Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import type { PolicyKind } from '../../../gql/graphql';
import { AdminFormDialog } from '../../admin-common/components/AdminFormDialog';
import { failureText } from '../../admin-common/errors';
import { CreatePolicyMutation } from '../graphql/policies';
import '../i18n';
import { checkThreshold, UNITS } from './units';

interface Form {
  kind: PolicyKind;
  name: string;
  nameEn: string;
  unit: string;
  threshold: string;
}
const EMPTY: Form = { kind: 'ALARM', name: '', nameEn: '', unit: 'permille', threshold: '' };

/** A new alarm or shutdown policy: names in zh and en, the unit and a threshold in its range. */
export function NewPolicyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<Form>({ defaultValues: EMPTY, mode: 'onTouched' });
  const [create, { loading }] = useMutation(CreatePolicyMutation, {
    refetchQueries: ['AdminPolicies'],
    awaitRefetchQueries: true,
  });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit(async (v) => {
    try {
      await create({
        variables: {
          input: {
            kind: v.kind,
            name: v.name.trim(),
            nameEn: v.nameEn.trim(),
            unit: v.unit,
            threshold: Number(v.threshold),
          },
        },
      });
      toaster.create({ type: 'success', title: t('adminPolicies.created') });
      close();
    } catch (e) {
      toaster.create({ type: 'error', title: failureText(e, t('adminPolicies.createFailed')) });
    }
  });
  const e = form.formState.errors;
  const named = (name: 'name' | 'nameEn') => (
    <Field.Root required invalid={!!e[name]}>
      <Field.Label>
        {t(`adminPolicies.form.${name}`)}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        maxLength={100}
        {...form.register(name, { validate: (v) => !!v.trim() || t(`adminPolicies.form.required.${name}`) })}
      />
      <Field.ErrorText>{e[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <AdminFormDialog
      open={open}
      onClose={close}
      title={t('adminPolicies.add')}
      formId="policy-form"
      submitLabel={t('adminPolicies.create')}
      busy={loading}
      onSubmit={submit}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t('adminPolicies.form.kind')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('kind')}>
              <option value="ALARM">{t('adminPolicies.kinds.ALARM')}</option>
              <option value="SHUTDOWN">{t('adminPolicies.kinds.SHUTDOWN')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {named('name')}
        {named('nameEn')}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root>
            <Field.Label>{t('adminPolicies.form.unit')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('unit')}>
                {Object.keys(UNITS).map((u) => (
                  <option key={u} value={u}>
                    {t(`adminPolicies.unitNames.${u}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required invalid={!!e.threshold}>
            <Field.Label>
              {t('adminPolicies.columns.threshold')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              {...form.register('threshold', {
                validate: (v, all) => {
                  const r = checkThreshold(all.unit, v);
                  return r === true || t('adminPolicies.range', r);
                },
              })}
            />
            <Field.ErrorText>{e.threshold?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
      </Stack>
    </AdminFormDialog>
  );
}
