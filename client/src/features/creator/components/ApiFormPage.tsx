import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import '../i18n';
import { useConsoleTitle } from '../../console';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useMyApi } from '../hooks/useApiForm';
import { blank, fromApi } from '../lib/api-form-values';
import { ApiForm } from './ApiForm';
import { ClassifiedChanges } from '../../versions';
import { VersionManager } from '../../versions';

/** Create (`myapi/new`, mobile `create`) or edit (`myapi/:id/edit`, mobile `edit/:id`) an API. */
export function ApiFormPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || null;
  const { data, error, refetch } = useMyApi(id);
  // Its tab is not named as the same API's analytics tab (both were just the API's name).
  useConsoleTitle(data ? t('creator.form.editTab', { name: data.myApi.name }) : undefined);
  if (!id) return <ApiForm id={null} initial={blank} />;
  if (error) return <BlockError title={t('creator.form.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <BlockSkeleton lines={8} h="10" />;
  const api = data.myApi;
  const notice = api.pendingRevision
    ? t('creator.revision.editing', { number: api.pendingRevision.number })
    : api.status === 1
      ? t('creator.revision.editingPublished')
      : null;
  const rev = api.pendingRevision;
  return (
    <Stack gap="5">
      {rev && <ClassifiedChanges changes={rev.changes} breaking={rev.breaking} override={rev.versionOverride} />}
      <ApiForm key={id} id={id} initial={fromApi(api)} notice={notice} />
      {api.status >= 0 && <VersionManager apiId={id} />}
    </Stack>
  );
}
