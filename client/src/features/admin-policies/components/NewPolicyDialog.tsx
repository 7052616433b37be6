import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import type { PolicyKind } from '../../../gql/graphql';
import { AdminFormDialog } from '../../../shared/admin/components/AdminFormDialog';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { failureText } from '../../../shared/admin/errors';
import { useCreatePolicy } from '../hooks/usePolicies';
import '../i18n';
import { checkThreshold, UNITS } from './units';

interface Form {
  kind: PolicyKind;
  name: string;
  nameEn: string;
  unit: string;
  threshold: string;
}
const KINDS: PolicyKind[] = ['ALARM', 'SHUTDOWN'];
const EMPTY: Form = { kind: 'ALARM', name: '', nameEn: '', unit: 'permille', threshold: '' };

/** A new alarm or shutdown policy: names in zh and en, the unit and a threshold in its range. */
export function NewPolicyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  // Checked on submit, then as one types — not on leaving a field: that error would move the button
  // between the press and the release of the click that left the field, and the click would be lost.
  const form = useForm<Form>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [create, { loading }] = useCreatePolicy();
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
  /** A required field with its message; `input` carries the registration and the input's own props. */
  const required = (name: keyof Form, label: string, input: ComponentProps<typeof Input>) => (
    <Field.Root required invalid={!!e[name]}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} />
      <Field.ErrorText>{e[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  const named = (name: 'name' | 'nameEn') =>
    required(name, t(`adminPolicies.form.${name}`), {
      maxLength: 100,
      ...form.register(name, { validate: (v) => !!v.trim() || t(`adminPolicies.form.required.${name}`) }),
    });
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
        <SelectField
          label={t('adminPolicies.form.kind')}
          size="md"
          field={form.register('kind')}
          options={KINDS.map((k) => ({ value: k, label: t(`adminPolicies.kinds.${k}`) }))}
        />
        {named('name')}
        {named('nameEn')}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField
            label={t('adminPolicies.form.unit')}
            size="md"
            field={form.register('unit')}
            options={Object.keys(UNITS).map((u) => ({ value: u, label: t(`rules.policyUnit.${u}`) }))}
          />
          {required('threshold', t('adminPolicies.columns.threshold'), {
            type: 'number',
            inputMode: 'numeric',
            ...form.register('threshold', {
              validate: (v, all) => {
                const r = checkThreshold(all.unit, v);
                return r === true || t('adminPolicies.range', r);
              },
            }),
          })}
        </SimpleGrid>
      </Stack>
    </AdminFormDialog>
  );
}
