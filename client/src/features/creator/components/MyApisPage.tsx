import { Button, Stack } from '@chakra-ui/react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFolderPlus, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import '../i18n';
import { EmptyBlock } from '../../../shared/components/EmptyBlock';
import { toaster } from '../../../app/toaster';
import type { MyApiRowFragment } from '../../../gql/graphql';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useConsoleLink } from '../hooks/useConsoleLink';
import { useMyApis } from '../hooks/useMyApis';
import { useStatusActions } from '../hooks/useStatusActions';
import { matchesFilter, toggleFor, type StatusFilter } from '../lib/status';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { MyApiStats } from './MyApiStats';
import { MyApisToolbar } from './MyApisToolbar';
import { MyApiTable } from './MyApiTable';
import { lazyComponent } from '../../../app/lazy-page';
import { RejectReasonDialog } from './RejectReasonDialog';
import type { RowAction } from './RowActions';

// The publish settings (a form, steps, sliders) load when first opened, not with the table (issue #35).
const PublishConfigDialog = lazyComponent(() => import('./PublishConfigDialog'), 'PublishConfigDialog');

type Open =
  | { kind: 'confirm'; api: MyApiRowFragment; to: 0 | 1 }
  | { kind: 'reject' | 'publish'; api: MyApiRowFragment }
  | null;

/** SPEC §2.13 My API (我的接口): figures, search, status filter, the table and its actions. */
export function MyApisPage() {
  const { t } = useTranslation();
  const link = useConsoleLink();
  const { apis, loading, error, refetch } = useMyApis();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [open, setOpen] = useState<Open>(null);
  // Once opened, the publish dialog stays mounted so that it closes with its animation.
  const [publishUsed, setPublishUsed] = useState(false);
  const { toggle, resubmit, busy } = useStatusActions();
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (apis ?? []).filter(
      (a) => matchesFilter(a.status, filter) && (!q || a.name.toLowerCase().includes(q)),
    );
  }, [apis, search, filter]);

  const onAction = useCallback(
    (api: MyApiRowFragment, a: RowAction) => {
      // Approved and not released: publishing is choosing its rollout (gray share or full) — #34.6.
      if (a === 'toggle' && api.awaitingRelease) {
        setPublishUsed(true);
        setOpen({ kind: 'publish', api });
      } else if (a === 'toggle') {
        const move = toggleFor(api);
        if ('refused' in move)
          toaster.create({ type: 'warning', title: t(`creator.actions.${move.refused}`) });
        else setOpen({ kind: 'confirm', api, to: move.to });
      } else if (a === 'resubmit') void resubmit(api.id);
      else {
        if (a !== 'reject') setPublishUsed(true);
        setOpen({ kind: a === 'reject' ? 'reject' : 'publish', api });
      }
    },
    [resubmit, t],
  );

  const createButton = (
    <Button asChild colorPalette="blue" size="sm" minH={{ base: '11', md: '8' }}>
      <RouterLink to={link('apiCreate')}>
        <LuPlus /> {t('creator.list.create')}
      </RouterLink>
    </Button>
  );
  if (error && !apis)
    return <BlockError title={t('creator.list.loadFailed')} onRetry={() => void refetch()} />;
  if (loading && !apis) return <BlockSkeleton lines={8} h="10" />;
  const list = apis ?? [];
  const confirm = open?.kind === 'confirm' ? open : null;
  return (
    <Stack gap="4" py="4" data-testid="my-apis">
      <MyApiStats apis={list} />
      <MyApisToolbar
        search={search}
        onSearch={setSearch}
        filter={filter}
        onFilter={setFilter}
        createButton={createButton}
      />
      <MyApiTable
        rows={rows}
        onAction={onAction}
        empty={
          <EmptyBlock
            testId="my-apis-empty"
            icon={<LuFolderPlus />}
            text={list.length === 0 ? t('creator.list.empty') : t('creator.list.noMatch')}
            action={list.length === 0 && createButton}
          />
        }
      />
      <ConfirmDialog
        open={!!confirm}
        title={t(
          confirm?.to === 0 ? 'creator.actions.confirmOfflineTitle' : 'creator.actions.confirmPublishTitle',
        )}
        confirmLabel={t(confirm?.to === 0 ? 'creator.actions.offline' : 'creator.actions.publish')}
        danger={confirm?.to === 0}
        busy={busy}
        onClose={() => setOpen(null)}
        onConfirm={() => confirm && void toggle(confirm.api.id, confirm.to).then(() => setOpen(null))}
      >
        {t(confirm?.to === 0 ? 'creator.actions.confirmOffline' : 'creator.actions.confirmPublish', {
          name: confirm?.api.name ?? '',
        })}
      </ConfirmDialog>
      <RejectReasonDialog
        api={open?.kind === 'reject' ? open.api : null}
        busy={busy}
        onClose={() => setOpen(null)}
        onResubmit={(id) => void resubmit(id).then((ok) => ok && setOpen(null))}
      />
      {publishUsed && (
        <Suspense fallback={null}>
          <PublishConfigDialog api={open?.kind === 'publish' ? open.api : null} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
