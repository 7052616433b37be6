import { useMutation, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { useSocketReconnected } from '../../../app/ws-events';
import { failureText } from '../../../shared/admin/errors';
import { AcknowledgeAlertMutation, AlertRaisedSubscription } from '../graphql/alerts';
import '../i18n';

// The alerts page's live feed and its one write (components never call Apollo themselves).

/**
 * Reads the list again on every new alert (with a warning toast) and after the socket comes back:
 * alerts raised while it was away are not replayed.
 */
export function useAlertsLive(refetch: () => unknown) {
  const { t } = useTranslation();
  useSubscription(AlertRaisedSubscription, {
    onData: () => {
      refetch();
      toaster.create({ type: 'warning', title: t('adminAlerts.live') });
    },
  });
  useSocketReconnected(refetch);
}

/** Acknowledges one alert, toasting the outcome. */
export function useAcknowledgeAlert() {
  const { t } = useTranslation();
  const [ack, { loading }] = useMutation(AcknowledgeAlertMutation);
  const acknowledge = useCallback(
    (id: number) =>
      void ack({ variables: { id } }).then(
        () => toaster.create({ type: 'success', title: t('adminAlerts.ackDone') }),
        (e: unknown) => toaster.create({ type: 'error', title: failureText(e, t('adminAlerts.ackFailed')) }),
      ),
    [ack, t],
  );
  return { acknowledge, loading };
}
