import { Alert, Button, Field, Flex, Heading, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import '../i18n';
import { toaster } from '../../../app/toaster';
import { useLeavePage } from '../../console';
import { useSaveApi } from '../hooks/useApiForm';
import { useConsoleLink } from '../hooks/useConsoleLink';
import { readableServerMessage } from '../../../app/server-message';
import { LIMITS, maxChars } from '../lib/api-form.rules';
import { toInput, type FormValues } from '../lib/api-form-values';
import { ApiAnswerFields } from './ApiAnswerFields';
import { ApiBasicFields } from './ApiBasicFields';
import { ApiLooks } from './ApiLooks';
import { PrototypeField } from './PrototypeField';
import { ParamRows } from './ParamRows';

/** The API form itself: fields, parameter rows, cancel and save (a change of a live API is a revision). */
export function ApiForm({ id, initial, notice }: { id: number | null; initial: FormValues; notice?: string | null }) {
  const { t } = useTranslation();
  // Saved or cancelled, the form's desktop tab closes and My API is shown.
  const leave = useLeavePage();
  const link = useConsoleLink();
  // Checked on 保存, then again as the creator types: not when a field loses focus, because that error
  // would push 保存 down between the press and the release of the click that left the field, and that
  // click would be lost (the schema field is the last one before the button).
  const methods = useForm<FormValues>({ defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, handleSubmit, formState } = methods;
  const { errors, isSubmitting } = formState;
  const [refusal, setRefusal] = useState<string | null>(null);
  const { create, update } = useSaveApi();

  const onSubmit = handleSubmit(async (v) => {
    setRefusal(null);
    const input = toInput(v);
    try {
      if (id) {
        const res = await update({ variables: { id, input } });
        const revision = res.data?.updateApi.pendingRevision;
        const waiting = revision?.status === 'PENDING';
        toaster.create({
          type: 'success',
          title: t('creator.form.updated'),
          // A breaking change is said at once (issue #30): its release starts a new version.
          description: [waiting ? t('creator.revision.submitted') : '', revision?.breaking ? t('versions.breakingNotice') : '']
            .filter(Boolean)
            .join(' ') || undefined,
        });
      } else {
        await create({ variables: { input } });
        toaster.create({ type: 'success', title: t('creator.form.created') });
      }
      leave(link('myapi'));
    } catch (e) {
      const message = readableServerMessage(e) ?? null;
      setRefusal(message);
      toaster.create({ type: 'error', title: t('creator.form.failed'), description: message ?? undefined });
    }
  });

  return (
    <FormProvider {...methods}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="api-form">
        <Stack gap="5" py="4" maxW="4xl">
          <Heading as="h2" size="md">
            {t(id ? 'creator.form.editTitle' : 'creator.form.createTitle')}
          </Heading>
          {notice && (
            <Alert.Root status="info" data-testid="revision-notice">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{notice}</Alert.Title>
            </Alert.Root>
          )}
          {refusal && (
            <Alert.Root status="error" role="alert" data-testid="form-refusal">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          <ApiBasicFields initial={initial} />
          <PrototypeField />
          {(
            [
              ['description', LIMITS.description, 3],
              ['note', LIMITS.note, 2],
            ] as const
          ).map(([name, max, rows]) => (
            <Field.Root key={name} invalid={!!errors[name]}>
              <Field.Label>{t(`creator.form.${name}`)}</Field.Label>
              <Textarea
                rows={rows}
                {...register(name, { validate: maxChars(t, t(`creator.form.${name}`), max) })}
              />
              <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
          <ApiLooks />
          <ApiAnswerFields />
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {t('creator.form.parameters')}
            </Heading>
            <ParamRows withExample />
          </Stack>
          <Flex gap="2" justify="flex-end" wrap="wrap">
            <Button asChild variant="outline" minH={{ base: '11', md: '10' }}>
              <RouterLink
                to={link('myapi')}
                onClick={(e) => {
                  // A modified click (new tab or window) is the browser's.
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  leave(link('myapi'));
                }}
              >
                {t('creator.form.cancel')}
              </RouterLink>
            </Button>
            <Button type="submit" colorPalette="blue" loading={isSubmitting} minH={{ base: '11', md: '10' }}>
              {t('creator.form.save')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </FormProvider>
  );
}
