import { Button, Dialog, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { useRejectReason } from '../hooks/useCreatorReads';
import { BlockError } from '../../../shared/components/BlockStates';
import { DialogFrame } from '../../../shared/components/DialogFrame';

/** Why a review failed (the server's reason, 未提供具体原因 when none was given) and 重新提交. */
export function RejectReasonDialog({
  api,
  busy,
  onResubmit,
  onClose,
}: {
  api: { id: number; name: string } | null;
  busy: boolean;
  onResubmit(id: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useRejectReason(api?.id);
  return (
    <DialogFrame
      open={!!api}
      title={t('creator.actions.rejectTitle', { name: api?.name ?? '' })}
      onClose={onClose}
      testId="reject-dialog"
    >
      <Dialog.Body>
        {error ? (
          <BlockError title={t('creator.actions.rejectLoadFailed')} onRetry={() => void refetch()} />
        ) : loading || !data ? (
          <Skeleton h="6" />
        ) : (
          <Text whiteSpace="pre-wrap" data-testid="reject-reason">
            {data.apiRejectReason}
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('creator.actions.cancel')}
        </Button>
        <Button colorPalette="blue" loading={busy} onClick={() => api && onResubmit(api.id)}>
          {t('creator.actions.resubmit')}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
