import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The gateway's own message (already in the caller's language), else the transport's. */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
