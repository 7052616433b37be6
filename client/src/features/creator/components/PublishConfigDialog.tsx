import { Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { usePublishConfig } from '../hooks/usePublishConfig';
import { DialogFrame } from '../../../shared/components/DialogFrame';
import { initialValues } from '../lib/publish-config';
import { PublishForm } from './PublishForm';


/** The author's publish configuration: gray or full, the gray share, parameter rows and a three-step progress. */
export function PublishConfigDialog({
  api,
  onClose,
}: {
  api: { id: number; name: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { data, error, refetch } = usePublishConfig(api?.id);
  return (
    <DialogFrame
      open={!!api}
      // The separator belongs to the language: a full-width “：” read “Publish configuration：QR code”.
      title={t('creator.publish.title', { name: api?.name ?? '' })}
      onClose={onClose}
      size="lg"
      testId="publish-dialog"
    >
      {error ? (
        <Dialog.Body>
          <BlockError title={t('creator.publish.loadFailed')} onRetry={() => void refetch()} />
        </Dialog.Body>
      ) : !data || !api ? (
        <Dialog.Body>
          <BlockSkeleton lines={5} h="8" />
        </Dialog.Body>
      ) : (
        <PublishForm
          key={api.id}
          apiId={api.id}
          initial={initialValues(data)}
          revision={data.myApi.pendingRevision}
          approved={data.myApi.awaitingRelease}
          onClose={onClose}
        />
      )}
    </DialogFrame>
  );
}
