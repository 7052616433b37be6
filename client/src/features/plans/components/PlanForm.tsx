import { PLAN_LIMIT_MAX, type PlanLimit } from '@api-market/rules';
import { Button, Checkbox, Field, Flex, Heading, Input, SimpleGrid } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { toaster } from '../../../app/toaster';
import type { PlanItemFragment } from '../../../gql/graphql';
import { readableServerMessage } from '../../../app/server-message';
import { useSavePlan } from '../hooks/usePlans';
import { limitCheck, nameCheck } from '../lib/plan-limits';

interface Form {
  name: string;
  nameEn: string;
  daily: string;
  monthly: string;
  rate: string;
  overage: boolean;
  approval: boolean;
  isDefault: boolean;
}

const EMPTY: Form = { name: '', nameEn: '', daily: '', monthly: '', rate: '', overage: false, approval: false, isDefault: false };
const num = (v: string) => (v.trim() === '' ? null : Number(v));
const text = (v: number | null) => (v === null ? '' : String(v));
const formOf = (p: PlanItemFragment): Form => ({
  name: p.name,
  nameEn: p.nameEn,
  daily: text(p.dailyQuota),
  monthly: text(p.monthlyQuota),
  rate: text(p.ratePerSecond),
  overage: p.overage === 'allow',
  approval: p.needsApproval,
  isDefault: p.isDefault,
});

/**
 * A new plan, or (with `editing`) an existing one: new limits apply to its subscribers from the next day /
 * month, and they are told (the server's rule).
 */
export function PlanForm({ apiId, editing, onDone }: { apiId: number; editing: PlanItemFragment | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useSavePlan(apiId);
  const { register, handleSubmit, reset, control, formState } = useForm<Form>({ defaultValues: EMPTY });
  useEffect(() => reset(editing ? formOf(editing) : EMPTY), [editing, reset]);

  const onSave = handleSubmit(async (f) => {
    const input = {
      name: f.name.trim(),
      nameEn: f.nameEn.trim() || null,
      dailyQuota: num(f.daily),
      monthlyQuota: num(f.monthly),
      ratePerSecond: num(f.rate),
      overage: f.overage ? 'allow' : 'refuse',
      needsApproval: f.approval,
      isDefault: f.isDefault,
    };
    try {
      if (editing) await update({ variables: { planId: editing.id, input } });
      else await create({ variables: { apiId, input } });
      reset(EMPTY);
      onDone();
      toaster.create({ type: 'success', title: t('plans.editor.saved') });
    } catch (e) {
      toaster.create({ type: 'error', title: t('plans.editor.saveFailed'), description: readableServerMessage(e) });
    }
  });
  const title = editing ? t('plans.editor.editTitle', { name: editing.name }) : t('plans.editor.add');
  // A limit: empty (no limit) or a whole number from 1 to its maximum (the server's rule, shared); daily ≤ monthly.
  const limitField = (k: 'daily' | 'monthly' | 'rate', limit: PlanLimit, label: string) => (
    <Field.Root invalid={!!formState.errors[k]}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="number"
        min={1}
        max={PLAN_LIMIT_MAX[limit]}
        placeholder={t('plans.editor.blank')}
        {...register(k, {
          validate: (v, all) => limitCheck(t, limit, num(v), k === 'daily' ? num(all.monthly) : null),
          // A new monthly quota checks the daily one against it again (its error would otherwise stay).
          deps: k === 'monthly' ? ['daily'] : undefined,
        })}
      />
      <Field.ErrorText>{formState.errors[k]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form onSubmit={(e) => void onSave(e)} noValidate aria-label={title} data-testid="plan-form">
      <Heading as="h4" size="xs" mb="2">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        <Field.Root required invalid={!!formState.errors.name}>
          <Field.Label>
            {t('plans.editor.name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input size="sm" {...register('name', { validate: (v) => nameCheck(t, v) })} />
          <Field.ErrorText>{formState.errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!formState.errors.nameEn}>
          <Field.Label>{t('plans.editor.nameEn')}</Field.Label>
          <Input size="sm" {...register('nameEn', { validate: (v) => nameCheck(t, v, true) })} />
          <Field.ErrorText>{formState.errors.nameEn?.message}</Field.ErrorText>
        </Field.Root>
        {limitField('daily', 'dailyQuota', t('plans.editor.daily'))}
        {limitField('monthly', 'monthlyQuota', t('plans.editor.monthly'))}
        {limitField('rate', 'ratePerSecond', t('plans.editor.rate'))}
      </SimpleGrid>
      <Flex gap="4" wrap="wrap" my="3">
        {(['overage', 'approval', 'isDefault'] as const).map((k) => (
          <Controller
            key={k}
            name={k}
            control={control}
            render={({ field: box }) => (
              <Checkbox.Root size="sm" checked={box.value} onCheckedChange={(e) => box.onChange(e.checked === true)}>
                <Checkbox.HiddenInput name={box.name} onBlur={box.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{t(`plans.editor.${k}`)}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        ))}
      </Flex>
      <Flex gap="2" wrap="wrap">
        <Button type="submit" size="sm" colorPalette="blue" minH={{ base: '11', md: '8' }} loading={formState.isSubmitting}>
          {t('plans.editor.save')}
        </Button>
        {editing && (
          <Button size="sm" variant="outline" minH={{ base: '11', md: '8' }} onClick={onDone}>
            {t('plans.editor.cancelEdit')}
          </Button>
        )}
      </Flex>
    </form>
  );
}
