import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's own message (already in the caller's language), else the error's text. */
export function serverMessage(e: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(e)) return e.errors.map((x) => x.message).join('；') || undefined;
  return e instanceof Error ? e.message : undefined;
}
