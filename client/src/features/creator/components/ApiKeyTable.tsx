import { Badge, Box, Button, Code, Table, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { relativeTime } from '../../../shared/lib/relative-time';
import '../../../shared/i18n';
import type { MyApiKeysQuery } from '../../../gql/graphql';

/** Columns a phone leaves out (name, status, last use and the action stay). */
const WIDE_ONLY = new Set(['prefix', 'createdAt']);

type Key = MyApiKeysQuery['myApiKeys'][number];

/** The caller's keys with their status, creation and last use; revoke asks first. */
export function ApiKeyTable({ keys, onRevoke }: { keys: Key[]; onRevoke(k: Key): void }) {
  const { t } = useTranslation();
  return (
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
                    onClick={() => onRevoke(k)}
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
  );
}
