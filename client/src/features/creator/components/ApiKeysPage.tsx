import { API_KEY_NAME_MAX } from '@api-market/rules';
import { Alert, Badge, Box, Button, Code, Field, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuCopy, LuKeyRound } from 'react-icons/lu';
import '../i18n';
import { EmptyBlock } from './EmptyBlock';
import '../../api-detail/i18n';
import { toaster } from '../../../app/toaster';
import { useCopy } from '../../api-detail';
import { relativeTime } from '../../api-detail';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useApiKeys } from '../hooks/useApiKeys';
import { serverMessage } from '../lib/errors';
import { ConfirmDialog } from './ConfirmDialog';

/** The server's rule: a key name of 1–40 characters. */
const NAME_MAX = API_KEY_NAME_MAX;
/** Columns a phone leaves out (name, status, last use and the action stay). */
const WIDE_ONLY = new Set(['prefix', 'createdAt']);

/** API keys: create one (its secret shown once, with copy), the list with last use, revoke with confirmation. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch, create, revoke, revoking } = useApiKeys();
  const [secret, setSecret] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<{ id: number; name: string } | null>(null);
  const { copied, copy } = useCopy();
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
      toaster.create({ type: 'error', title: t('creator.keys.createFailed'), description: serverMessage(e) });
    }
  });
  const onRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke({ variables: { id: toRevoke.id } });
      toaster.create({ type: 'success', title: t('creator.keys.revokedOk') });
    } catch (e) {
      toaster.create({ type: 'error', title: t('creator.keys.revokeFailed'), description: serverMessage(e) });
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
        <Alert.Root status="warning" data-testid="new-key">
          <Alert.Indicator />
          <Alert.Content gap="2" minW="0">
            <Alert.Title>{t('creator.keys.once')}</Alert.Title>
            <Code wordBreak="break-all" whiteSpace="normal" p="2" data-testid="new-key-secret">
              {secret}
            </Code>
            <Flex gap="2" wrap="wrap">
              <Button size="sm" onClick={() => void copy(secret)}>
                {copied ? <LuCheck /> : <LuCopy />} {t(copied ? 'creator.keys.copied' : 'creator.keys.copy')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setSecret(null)}>
                {t('creator.keys.done')}
              </Button>
            </Flex>
          </Alert.Content>
        </Alert.Root>
      )}
      {error && !data ? (
        <BlockError title={t('creator.keys.loadFailed')} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <BlockSkeleton lines={3} h="10" />
      ) : keys.length === 0 ? (
        <EmptyBlock testId="keys-empty" icon={<LuKeyRound />} text={t('creator.keys.empty')} />
      ) : (
        <Box borderWidth="1px" borderRadius="md" overflowX="auto" bg="bg.panel">
          <Table.Root size="sm" aria-label={t('creator.keys.list')} data-testid="api-keys">
            <Table.Header>
              <Table.Row>
                {(['name', 'prefix', 'status', 'createdAt', 'lastUsed'] as const).map((c) => (
                  <Table.ColumnHeader
                    key={c}
                    whiteSpace="nowrap"
                    hideBelow={WIDE_ONLY.has(c) ? 'md' : undefined}
                  >
                    {t(`creator.keys.${c}`)}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {keys.map((k) => (
                <Table.Row key={k.id} data-testid="api-key-row">
                  <Table.Cell fontWeight="medium">{k.name}</Table.Cell>
                  <Table.Cell hideBelow="md">
                    <Code>{k.prefix}…</Code>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={k.revokedAt ? 'gray' : 'green'} data-testid="api-key-status">
                      {t(k.revokedAt ? 'creator.keys.revoked' : 'creator.keys.active')}
                    </Badge>
                    {k.revokedReason && (
                      <Text fontSize="xs" color="fg.muted" mt="1" data-testid="api-key-revoked-reason">
                        {t(`rules.keyRevokeReason.${k.revokedReason}`)}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums" hideBelow="md">
                    {dayjs(k.createdAt).format('YYYY-MM-DD HH:mm')}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" data-testid="api-key-last-used">
                    {k.lastUsedAt ? relativeTime(k.lastUsedAt, t) : t('creator.keys.never')}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {!k.revokedAt && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        minH={{ base: '11', md: '8' }}
                        aria-label={t('creator.keys.revokeLabel', { name: k.name })}
                        onClick={() => setToRevoke({ id: k.id, name: k.name })}
                      >
                        {t('creator.keys.revoke')}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ConfirmDialog
        open={!!toRevoke}
        title={t('creator.keys.confirmRevokeTitle')}
        body={t('creator.keys.confirmRevoke', { name: toRevoke?.name ?? '' })}
        confirmLabel={t('creator.keys.revoke')}
        danger
        busy={revoking}
        onClose={() => setToRevoke(null)}
        onConfirm={() => void onRevoke()}
      />
    </Stack>
  );
}
