import { readableServerMessage } from '../../app/server-message';
import { i18n } from '../../i18n';

/** The gateway's own message when it was written for people (already in the caller's language), else a plain sentence. */
export function serverMessage(error: unknown): string {
  return readableServerMessage(error) ?? i18n.t('errors.failed');
}
