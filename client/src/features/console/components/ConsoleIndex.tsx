import { Navigate, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../../app/router';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useTranslation } from 'react-i18next';
import { useConsoleRole } from '../hooks/useConsoleRole';
import { homeEntry, mobileHome } from '../registry';

/** `/dashboard` and `/admin/mobile`: the first page the signed-in role may use. */
export function ConsoleIndex() {
  const { t } = useTranslation();
  const { role, error, refetch } = useConsoleRole();
  const area = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.consoleArea)
    .find(Boolean);
  if (error) return <BlockError title={t('errors.pageTitle')} onRetry={refetch} />;
  if (!role) return <BlockSkeleton lines={6} h="8" />;
  const to =
    area === 'mobile'
      ? `/admin/mobile/${mobileHome(role).mobile![0]!}`
      : `/dashboard/${homeEntry(role).desktop!}`;
  return <Navigate to={to} replace />;
}
