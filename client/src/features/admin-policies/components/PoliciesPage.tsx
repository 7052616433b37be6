import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '../../../shared/admin/components/DataTable';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { usePolicies } from '../hooks/usePolicies';
import '../i18n';
import { DeletePolicyDialog } from './DeletePolicyDialog';
import { NewPolicyDialog } from './NewPolicyDialog';
import { PlatformDefaults } from './PlatformDefaults';
import { ThresholdDialog } from './ThresholdDialog';
import { type Target, usePolicyColumns } from './usePolicyColumns';

/** SPEC §2.14 policy management: the alarm and shutdown policies of basePolicy, edited for real. */
export function PoliciesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePolicies();
  const [editing, setEditing] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  const [adding, setAdding] = useState(false);
  const defaults = data?.platformDefaults;
  const actions = { onEdit: setEditing, onDelete: setDeleting };
  const alarmColumns = usePolicyColumns('ALARM', defaults, actions);
  const shutdownColumns = usePolicyColumns('SHUTDOWN', defaults, actions);

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
      <PlatformDefaults defaults={data.platformDefaults} />
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
      <DeletePolicyDialog target={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
