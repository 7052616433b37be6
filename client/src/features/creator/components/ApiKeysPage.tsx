import { API_KEY_NAME_MAX } from '@api-market/rules';
import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuKeyRound } from 'react-icons/lu';
import '../i18n';
import { EmptyBlock } from '../../../shared/components/EmptyBlock';
import { toaster } from '../../../app/toaster';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useApiKeys } from '../hooks/useApiKeys';
import { readableServerMessage } from '../../../app/server-message';
import { ApiKeyTable } from './ApiKeyTable';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { NewKeyAlert } from './NewKeyAlert';

/** The server's rule: a key name of 1–40 characters. */
const NAME_MAX = API_KEY_NAME_MAX;

/** API keys: create one (its secret shown once, with copy), the list with last use, revoke with confirmation. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch, create, revoke, revoking } = useApiKeys();
  const [secret, setSecret] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<{ id: number; name: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<{ name: string }>({
    defaultValues: { name: '' },
  });

  const onCreate = handleSubmit(async ({ name }) => {
    try {
      const res = await create({ variables: { name: name.trim() } });
      setSecret(res.data?.createApiKey.key ?? null);
      reset();
      toaster.create({ type: 'success', title: t('creator.keys.created') });
    } catch (e) {
      toaster.create({ type: 'error', title: t('creator.keys.createFailed'), description: readableServerMessage(e) });
    }
  });
  const onRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke({ variables: { id: toRevoke.id } });
      toaster.create({ type: 'success', title: t('creator.keys.revokedOk') });
    } catch (e) {
      toaster.create({ type: 'error', title: t('creator.keys.revokeFailed'), description: readableServerMessage(e) });
    }
    setToRevoke(null);
  };

  const keys = data?.myApiKeys ?? [];
  return (
    <Stack gap="4" py="4" maxW="5xl">
      <Text color="fg.muted" fontSize="sm">
        {t('creator.keys.intro')}
      </Text>
      <form onSubmit={(e) => void onCreate(e)} noValidate>
        <Flex gap="2" align="start" wrap="wrap">
          <Field.Root invalid={!!formState.errors.name} flex="1" minW="48">
            <Field.Label srOnly>{t('creator.keys.name')}</Field.Label>
            <Input
              minH={{ base: '11', md: '10' }}
              placeholder={t('creator.keys.namePlaceholder')}
              aria-label={t('creator.keys.name')}
              {...register('name', {
                validate: (v) =>
                  !v.trim()
                    ? t('creator.keys.nameRequired')
                    : [...v.trim()].length <= NAME_MAX || t('creator.keys.nameLength', { max: NAME_MAX }),
              })}
            />
            <Field.ErrorText>{formState.errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="blue"
            minH={{ base: '11', md: '10' }}
            loading={formState.isSubmitting}
          >
            <LuKeyRound /> {t('creator.keys.create')}
          </Button>
        </Flex>
      </form>
      {secret && (
        <NewKeyAlert secret={secret} onDone={() => setSecret(null)} />
      )}
      {error && !data ? (
        <BlockError title={t('creator.keys.loadFailed')} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <BlockSkeleton lines={3} h="10" />
      ) : keys.length === 0 ? (
        <EmptyBlock testId="keys-empty" icon={<LuKeyRound />} text={t('creator.keys.empty')} />
      ) : (
        <ApiKeyTable keys={keys} onRevoke={(k) => setToRevoke({ id: k.id, name: k.name })} />
      )}
      <ConfirmDialog
        open={!!toRevoke}
        title={t('creator.keys.confirmRevokeTitle')}
        confirmLabel={t('creator.keys.revoke')}
        danger
        busy={revoking}
        onClose={() => setToRevoke(null)}
        onConfirm={() => void onRevoke()}
      >
        {t('creator.keys.confirmRevoke', { name: toRevoke?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
