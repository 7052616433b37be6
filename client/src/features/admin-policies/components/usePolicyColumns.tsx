import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import type { AdminPoliciesQuery, PolicyKind } from '../../../gql/graphql';
import type { adminTable } from '../../../shared/admin/components/DataTable';
import '../i18n';

export type PolicyRow = AdminPoliciesQuery['policies']['alarm'][number];
type Defaults = AdminPoliciesQuery['platformDefaults'];
export type Target = { kind: PolicyKind; row: PolicyRow };

/** Which platform default each (kind, unit) feeds (README: Platform policies). */
const DEFAULT_OF: Record<PolicyKind, Partial<Record<string, keyof Omit<Defaults, '__typename'>>>> = {
  ALARM: { ms: 'delayThreshold', permille: 'alertThreshold', perMinute: 'alertCallsPerMinute' },
  SHUTDOWN: { permille: 'offThreshold', count: 'offConsecutiveFailures' },
};

/** The columns of one kind's policy table: name (and whether it is in force), threshold, edit and delete. */
export function usePolicyColumns(
  kind: PolicyKind,
  defaults: Defaults | undefined,
  { onEdit, onDelete }: { onEdit(target: Target): void; onDelete(target: Target): void },
): Array<ColumnDef<typeof adminTable, PolicyRow>> {
  const { t } = useTranslation();
  return useMemo<Array<ColumnDef<typeof adminTable, PolicyRow>>>(
    () => [
      {
        id: 'name',
        header: () => t('adminPolicies.columns.name'),
        cell: ({ row }) => {
          const feeds = DEFAULT_OF[kind][row.original.unit];
          // The strictest policy of its unit is the one the proxy applies.
          const inForce = !!feeds && defaults?.[feeds] === row.original.threshold;
          return (
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{row.original.policy}</Text>
              {inForce && (
                <Badge colorPalette="green" size="sm" data-testid="policy-in-force">
                  {t('adminPolicies.inForce')}
                </Badge>
              )}
            </HStack>
          );
        },
      },
      {
        id: 'threshold',
        header: () => t('adminPolicies.columns.threshold'),
        cell: ({ row }) => (
          <Text as="span" fontVariantNumeric="tabular-nums" data-testid="policy-threshold">
            {t(`adminPolicies.units.${row.original.unit}`, {
              n: row.original.threshold,
              defaultValue: String(row.original.threshold),
            })}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: () => t('adminCommon.actions'),
        // Wraps on a phone: in English the two buttons are wider than the card's value column.
        cell: ({ row }) => (
          <HStack gap="1" wrap="wrap">
            <Button
              size="sm"
              minH="10"
              variant="ghost"
              aria-label={t('adminPolicies.editOne', { name: row.original.policy })}
              onClick={() => onEdit({ kind, row: row.original })}
            >
              <LuPencil aria-hidden />
              {t('adminPolicies.edit')}
            </Button>
            <Button
              size="sm"
              minH="10"
              variant="ghost"
              colorPalette="red"
              aria-label={t('adminPolicies.deleteOne', { name: row.original.policy })}
              onClick={() => onDelete({ kind, row: row.original })}
            >
              <LuTrash2 aria-hidden />
              {t('adminPolicies.delete')}
            </Button>
          </HStack>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `onEdit` and `onDelete` set state: the columns depend on the language and the defaults
    [kind, t, defaults],
  );
}
