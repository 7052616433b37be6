import { Alert, Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { IDEMPOTENCY_HEADER, useIdempotencyKey } from '../../../app/idempotency-key';
import { toaster } from '../../../app/toaster';
import { failureText } from '../../../shared/admin/errors';
import '../../../shared/admin/i18n';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useAddApi, useApiFormChoices } from '../hooks/useAdminApis';
import '../i18n';
import { AddApiFields, EMPTY_API_FORM, type AddApiForm } from './AddApiFields';
import { splitList } from './api-form.rules';

/** SPEC §5 the administrator's new API form (`apiAdd`, `/admin/mobile/add-interface`): a draft in the chosen category. */
export function AddApiPage() {
  const { t } = useTranslation();
  const choices = useApiFormChoices();
  // Checked on submit, then as one types — not on leaving a field: that error would move the button
  // between the press and the release of the click that left the field, and the click would be lost.
  const form = useForm<AddApiForm>({ defaultValues: EMPTY_API_FORM, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const [add, { loading }] = useAddApi();
  // One key per composed API: submitting the same form again after a lost answer adds it once.
  const addKey = useIdempotencyKey();

  const submit = form.handleSubmit(async (v) => {
    const input = {
      name: v.name.trim(),
      testLink: v.testLink.trim(),
      apiUrl: v.apiUrl.trim(),
      provider: v.provider.trim(),
      description: v.description.trim(),
      type: Number(v.type),
      tags: v.tags.map(Number),
      visibility: v.visibility,
      copyright: v.copyright.trim(),
      relatedArticles: splitList(v.relatedArticles),
      needToken: v.needToken,
    };
    try {
      const res = await add({
        variables: { input },
        context: { headers: { [IDEMPOTENCY_HEADER]: addKey.attempt(input, () => null).key } },
      });
      addKey.done();
      setCreated({ id: res.data!.addApi, name: v.name.trim() });
      toaster.create({ type: 'success', title: t('adminApis.form.created') });
      form.reset(EMPTY_API_FORM);
    } catch (e) {
      toaster.create({ type: 'error', title: failureText(e, t('adminApis.form.failed')) });
    }
  });

  if (choices.error && !choices.data) {
    return <BlockError title={t('adminApis.form.choicesFailed')} onRetry={() => void choices.refetch()} />;
  }
  if (!choices.data) return <BlockSkeleton lines={8} h="10" />;
  return (
    <Stack gap="4" maxW="3xl" data-testid="admin-api-form">
      {created && (
        <Alert.Root status="success" data-testid="api-created">
          <Alert.Indicator />
          <HStack gap="3" wrap="wrap">
            <Alert.Title fontWeight="normal">
              {t('adminApis.form.createdBody', { name: created.name, id: created.id })}
            </Alert.Title>
            <Link asChild fontSize="sm" color="blue.fg">
              <NavLink to="/dashboard/apimanagement">{t('adminApis.form.toList')}</NavLink>
            </Link>
          </HStack>
        </Alert.Root>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('adminApis.form.label')}>
        <Stack gap="4">
          <AddApiFields form={form} tags={choices.data.tags} categories={choices.data.categories} />
          <HStack gap="2" justify="flex-end">
            <Button type="button" variant="outline" onClick={() => form.reset(EMPTY_API_FORM)}>
              {t('adminCommon.reset')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('adminApis.form.submit')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
