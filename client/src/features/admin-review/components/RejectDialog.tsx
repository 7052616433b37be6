import { REVIEW_LIMITS } from '@api-market/rules';
import { Button, Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDialog } from '../../../shared/admin/components/AdminDialog';
import '../i18n';

export const COMMENT_MAX = REVIEW_LIMITS.commentMax;

/** The reject reason for one API or a batch: up to 500 characters (the server's limit). */
export function RejectDialog({
  target,
  busy,
  onCancel,
  onConfirm,
}: {
  /** What is rejected (an API's name, or “3 APIs”); null when closed. */
  target: string | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(comment: string): void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const length = [...comment].length;
  const close = () => {
    setComment('');
    onCancel();
  };
  return (
    <AdminDialog
      open={target !== null}
      onClose={close}
      title={t('adminReview.reject.title', { target: target ?? '' })}
      testId="reject-dialog"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('adminCommon.cancel')}
          </Button>
          <Button
            colorPalette="red"
            loading={busy}
            disabled={length > COMMENT_MAX}
            onClick={() => {
              onConfirm(comment.trim());
              setComment('');
            }}
          >
            {t('adminReview.reject.confirm')}
          </Button>
        </>
      }
    >
      <Field.Root invalid={length > COMMENT_MAX}>
        <Field.Label>{t('adminReview.reject.comment')}</Field.Label>
        <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={4} autoFocus />
        <Field.HelperText>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {t('adminReview.reject.counter', { n: length, max: COMMENT_MAX })}
          </Text>
        </Field.HelperText>
        <Field.ErrorText>{t('adminReview.reject.tooLong', { max: COMMENT_MAX })}</Field.ErrorText>
      </Field.Root>
    </AdminDialog>
  );
}
