import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { toaster } from '../../../app/toaster';
import type { AdminPoliciesQuery, PolicyKind } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/admin/components/ConfirmDialog';
import { DataTable, type adminTable } from '../../../shared/admin/components/DataTable';
import { failureText } from '../../../shared/admin/errors';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { DeletePolicyMutation, PoliciesQuery } from '../graphql/policies';
import '../i18n';
import { NewPolicyDialog } from './NewPolicyDialog';
import { ThresholdDialog } from './ThresholdDialog';

type Row = AdminPoliciesQuery['policies']['alarm'][number];
type Defaults = AdminPoliciesQuery['platformDefaults'];
export type Target = { kind: PolicyKind; row: Row };

/** Which platform default each (kind, unit) feeds (README: Platform policies). */
const DEFAULT_OF: Record<PolicyKind, Partial<Record<string, keyof Omit<Defaults, '__typename'>>>> = {
  ALARM: { ms: 'delayThreshold', permille: 'alertThreshold', perMinute: 'alertCallsPerMinute' },
  SHUTDOWN: { permille: 'offThreshold', count: 'offConsecutiveFailures' },
};
const DEFAULT_ROWS = [
  ['delayThreshold', 'ms'],
  ['alertThreshold', 'permille'],
  ['alertCallsPerMinute', 'perMinute'],
  ['offThreshold', 'permille'],
  ['offConsecutiveFailures', 'count'],
] as const;

/** SPEC §2.14 policy management: the alarm and shutdown policies of basePolicy, edited for real. */
export function PoliciesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(PoliciesQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  const [adding, setAdding] = useState(false);
  const [remove, removeState] = useMutation(DeletePolicyMutation, {
    refetchQueries: ['AdminPolicies'],
    awaitRefetchQueries: true,
  });

  const defaults = data?.platformDefaults;
  const columns = (kind: PolicyKind): Array<ColumnDef<typeof adminTable, Row>> => [
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
      cell: ({ row }) => (
        <HStack gap="1">
          <Button
            size="sm"
            minH="10"
            variant="ghost"
            aria-label={t('adminPolicies.editOne', { name: row.original.policy })}
            onClick={() => setEditing({ kind, row: row.original })}
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
            onClick={() => setDeleting({ kind, row: row.original })}
          >
            <LuTrash2 aria-hidden />
            {t('adminPolicies.delete')}
          </Button>
        </HStack>
      ),
    },
  ];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns depend on the language and the defaults only
  const alarmColumns = useMemo(() => columns('ALARM'), [t, defaults]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns depend on the language and the defaults only
  const shutdownColumns = useMemo(() => columns('SHUTDOWN'), [t, defaults]);

  if (error && !data)
    return <BlockError title={t('adminPolicies.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return loading ? <BlockSkeleton lines={6} h="10" /> : null;
  return (
    <Stack gap="6" data-testid="policies-page">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          {t('adminPolicies.intro')}
        </Text>
        <Button size="sm" minH="10" onClick={() => setAdding(true)}>
          <LuPlus aria-hidden />
          {t('adminPolicies.add')}
        </Button>
      </HStack>
      <Box
        as="section"
        aria-labelledby="policies-defaults"
        borderWidth="1px"
        borderRadius="md"
        p="4"
        bg="bg.subtle"
        data-testid="platform-defaults"
      >
        <Heading as="h2" size="sm" id="policies-defaults">
          {t('adminPolicies.defaults.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1" mb="3">
          {t('adminPolicies.defaults.help')}
        </Text>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(0, 20rem) 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '1.5' }} fontSize="sm">
          {DEFAULT_ROWS.map(([key, unit]) => (
            <Fragment key={key}>
              <Box as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
                {t(`adminPolicies.defaults.${key}`)}
              </Box>
              <Box as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums" data-testid={`default-${key}`}>
                {data.platformDefaults[key] != null
                  ? t(`adminPolicies.units.${unit}`, { n: data.platformDefaults[key] })
                  : t('adminPolicies.defaults.unset')}
              </Box>
            </Fragment>
          ))}
        </Box>
      </Box>
      {(['ALARM', 'SHUTDOWN'] as const).map((kind) => (
        <Stack key={kind} gap="2" as="section" aria-labelledby={`policies-${kind}`}>
          <Heading as="h2" size="sm" id={`policies-${kind}`}>
            {t(`adminPolicies.kinds.${kind}`)}
          </Heading>
          <DataTable
            label={t(`adminPolicies.kinds.${kind}`)}
            columns={kind === 'ALARM' ? alarmColumns : shutdownColumns}
            rows={kind === 'ALARM' ? data.policies.alarm : data.policies.shutdown}
            rowId={(r) => String(r.policyId)}
            empty={t('adminPolicies.empty')}
          />
        </Stack>
      ))}
      <ThresholdDialog target={editing} onClose={() => setEditing(null)} />
      <NewPolicyDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!deleting}
        danger
        busy={removeState.loading}
        title={t('adminPolicies.confirmDelete', { name: deleting?.row.policy ?? '' })}
        confirmLabel={t('adminPolicies.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove({ variables: { kind: deleting.kind, id: deleting.row.policyId } });
            toaster.create({ type: 'success', title: t('adminPolicies.deleted') });
          } catch (e) {
            toaster.create({ type: 'error', title: failureText(e, t('adminPolicies.deleteFailed')) });
          }
          setDeleting(null);
        }}
      >
        {t('adminPolicies.confirmDeleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
