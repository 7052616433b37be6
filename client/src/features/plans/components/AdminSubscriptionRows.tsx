import { Badge, Box, Button, Flex, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { AdminSubscriptionsQuery } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';

type Row = AdminSubscriptionsQuery['adminSubscriptions']['items'][number];

/** The plan's name in the page's language (its English name when it has one). */
const planOf = (s: Row, lang: string) => localized(lang, s.planName, s.planNameEn);

const PALETTE: Record<string, string> = { active: 'green', pending: 'orange', suspended: 'red', ended: 'gray' };
const COLUMNS = ['account', 'api', 'plan', 'status', 'today'] as const;

interface Props {
  items: readonly Row[];
  saving: boolean;
  onResume: (id: number) => void;
  onSuspend: (row: Row) => void;
}

/**
 * The administrators' subscriptions: a table from 768 px, and below that one card per subscription
 * (a list a phone reads top to bottom, nothing scrolling sideways inside a box).
 */
export function AdminSubscriptionRows(props: Props) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  return wide ? <SubscriptionTable {...props} /> : <SubscriptionCards {...props} />;
}

function StatusBadge({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[row.status] ?? 'gray'} title={row.suspendReason ?? undefined}>
      {t(`plans.usage.statusLabel.${row.status}`)}
    </Badge>
  );
}

const usedToday = (row: Row) => `${row.usedToday}${row.dailyLimit !== null ? ` / ${row.dailyLimit}` : ''}`;

function RowAction({ row, saving, onResume, onSuspend, wide }: Omit<Props, 'items'> & { row: Row; wide?: boolean }) {
  const { t } = useTranslation();
  const size = { size: 'xs', variant: 'outline', minH: { base: '11', md: '8' }, w: wide ? 'full' : undefined } as const;
  if (row.status === 'suspended')
    return (
      <Button {...size} loading={saving} onClick={() => onResume(row.id)}>
        {t('plans.admin.resume')}
      </Button>
    );
  if (row.status === 'ended') return null;
  return (
    <Button {...size} colorPalette="red" onClick={() => onSuspend(row)}>
      {t('plans.admin.suspend')}
    </Button>
  );
}

function SubscriptionTable({ items, ...actions }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" overflowX="auto" bg="bg.panel">
      <Table.Root size="sm" stickyHeader aria-label={t('console.pages.subscriptionmanagement')} data-testid="admin-subscriptions">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap">
                {t(`plans.admin.${c}`)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((s) => (
            <Table.Row key={s.id}>
              <Table.Cell>{s.account}</Table.Cell>
              <Table.Cell>{localized(i18n.language, s.apiName, s.apiNameEn)}</Table.Cell>
              <Table.Cell>{planOf(s, i18n.language)}</Table.Cell>
              <Table.Cell>
                <StatusBadge row={s} />
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{usedToday(s)}</Table.Cell>
              <Table.Cell textAlign="end">
                <RowAction row={s} {...actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function SubscriptionCards({ items, ...actions }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={t('console.pages.subscriptionmanagement')} data-testid="admin-subscription-cards">
      {items.map((s) => (
        <Box as="li" key={s.id} borderWidth="1px" borderRadius="md" bg="bg.panel" p="3" data-testid="admin-subscription-card">
          <Flex justify="space-between" align="start" gap="2">
            <Box minW="0">
              <Text fontWeight="semibold" wordBreak="break-word">
                {s.account}
              </Text>
              <Text fontSize="sm" wordBreak="break-word">
                {localized(i18n.language, s.apiName, s.apiNameEn)}
              </Text>
            </Box>
            <StatusBadge row={s} />
          </Flex>
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" mt="2" fontSize="sm">
            <Text as="dt" color="fg.muted">
              {t('plans.admin.plan')}
            </Text>
            <Text as="dd" wordBreak="break-word">
              {planOf(s, i18n.language)}
            </Text>
            <Text as="dt" color="fg.muted">
              {t('plans.admin.today')}
            </Text>
            <Text as="dd" fontVariantNumeric="tabular-nums">
              {usedToday(s)}
            </Text>
          </Box>
          {s.status !== 'ended' && (
            <Box mt="3">
              <RowAction row={s} wide {...actions} />
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
