import { IDEMPOTENCY_HEADER, useIdempotencyKey } from '../../../app/idempotency-key';
import { toaster } from '../../../app/toaster';
import { serverMessage } from '../../../shared/admin/server-message';
import { useTranslation } from 'react-i18next';
import { useSubmitTenderRequest } from './useTender';
import '../i18n';

export interface TenderValues {
  title: string;
  description: string;
  categoryId: string;
  exampleUse: string;
  contact: string;
}

/**
 * Files the “request an API” form, with its toast; true once filed. One Idempotency-Key per filled-in
 * form, so a retried submit (a double click, a flaky network) files one request.
 */
export function useTenderSend() {
  const { t } = useTranslation();
  const [submit, { loading }] = useSubmitTenderRequest();
  const idempotency = useIdempotencyKey();
  const send = async (v: TenderValues): Promise<boolean> => {
    const input = {
      title: v.title.trim(),
      description: v.description.trim(),
      categoryId: v.categoryId ? Number(v.categoryId) : null,
      exampleUse: v.exampleUse.trim() || null,
      contact: v.contact.trim() || null,
    };
    // The same request sent again (a lost answer) keeps its key; an edited one gets a new key.
    const { key } = idempotency.attempt(input, () => null);
    try {
      await submit({
        variables: { input },
        context: { headers: { [IDEMPOTENCY_HEADER]: key } },
        refetchQueries: ['TenderRequests'],
        awaitRefetchQueries: true,
      });
      idempotency.done();
      toaster.create({ type: 'success', title: t('tender.form.submitted') });
      return true;
    } catch (e) {
      toaster.create({ type: 'error', title: t('tender.form.failed', { message: serverMessage(e) }) });
      return false;
    }
  };
  return { send, loading };
}
