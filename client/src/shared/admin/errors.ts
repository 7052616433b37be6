import { CombinedGraphQLErrors } from '@apollo/client/errors';

const codeOf = (error: unknown, code: string) =>
  CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.code === code) : undefined;

/** The server's refusal (FORBIDDEN, REST code 40001) as it worded it, else null. */
export function forbiddenMessage(error: unknown): string | null {
  return codeOf(error, 'FORBIDDEN')?.message ?? null;
}

/**
 * What to tell the user about a failed call: the server's own words for a refused input (already in
 * the caller's language), otherwise the page's message for that action.
 */
export function failureText(error: unknown, fallback: string): string {
  // CONFLICT says what changed (e.g. a review item changed since the desk was loaded, #26.3).
  const input = codeOf(error, 'BAD_USER_INPUT') ?? codeOf(error, 'NOT_FOUND') ?? codeOf(error, 'CONFLICT');
  return input ? `${fallback}: ${input.message}` : fallback;
}
