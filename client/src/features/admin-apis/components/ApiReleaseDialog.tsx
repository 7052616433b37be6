import { useTranslation } from 'react-i18next';
import { AdminDialog } from '../../../shared/admin/components/AdminDialog';
import { KeyValues } from '../../../shared/admin/components/KeyValues';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useApiRelease } from '../hooks/useAdminApis';
import '../i18n';

/** The rollout as the proxy applies it: type, share, previous version, rollback, self-promotion. */
export function ApiReleaseDialog({
  api,
  onClose,
}: {
  api: { id: number; name: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useApiRelease(api?.id ?? null);
  const r = data?.apiRelease;
  const yes = (b: boolean) => (b ? t('adminApis.release.yes') : t('adminApis.release.no'));
  return (
    <AdminDialog
      open={!!api}
      onClose={onClose}
      title={t('adminApis.release.title', { name: api?.name ?? '' })}
      testId="api-release-dialog"
    >
      {error ? (
        <BlockError title={t('adminApis.release.failed')} onRetry={() => void refetch()} />
      ) : loading || !r ? (
        <BlockSkeleton lines={4} />
      ) : (
        <KeyValues
          testPrefix="release"
          items={[
            [
              'type',
              t('adminApis.release.type'),
              t(`adminApis.release.types.${r.deployType === 'gray' ? 'gray' : 'full'}`),
            ],
            [
              'share',
              t('adminApis.release.share'),
              t('adminApis.release.shareValue', { share: r.share, percent: (r.share / 100).toFixed(2) }),
            ],
            ['previous', t('adminApis.release.previous'), yes(r.hasPreviousVersion)],
            ['rolledBack', t('adminApis.release.rolledBack'), yes(r.rolledBack)],
            [
              'promote',
              t('adminApis.release.promote'),
              t('adminApis.release.promoteValue', { done: r.healthyGrayCalls, after: r.promoteAfterCalls }),
            ],
          ]}
        />
      )}
    </AdminDialog>
  );
}
