import { readableServerMessage } from '../../../app/server-message';

/** The server's own message when it was written for people (already in the caller's language), else undefined. */
export function serverMessage(e: unknown): string | undefined {
  return readableServerMessage(e);
}
