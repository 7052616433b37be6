import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Error codes whose message is about the query or the server, not for the people using the page. */
const FOR_MACHINES = new Set(['INTERNAL_SERVER_ERROR', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);

/** GraphQL's own validation texts (English, about the query, not the user's input). */
const MACHINE_TEXT = /^(Variable "\$|Field "|Cannot query field|Syntax Error|Unknown (argument|type)|Expected type|Int cannot|String cannot)/;

/** A toast or alert shows at most this many characters of a server's message. */
export const TOAST_TEXT_CHARS = 160;

/**
 * The gateway's own message for a refused call when it was written for people, shortened to
 * TOAST_TEXT_CHARS; undefined for anything else (GraphQL validation texts, server errors, network
 * failures), which the caller replaces with its own sentence.
 */
export function readableServerMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const texts = error.errors
    .filter((e) => !FOR_MACHINES.has(String(e.extensions?.code ?? '')) && !MACHINE_TEXT.test(e.message))
    .map((e) => e.message);
  const text = [...new Set(texts)].join('；');
  if (!text) return undefined;
  return [...text].length > TOAST_TEXT_CHARS ? `${[...text].slice(0, TOAST_TEXT_CHARS - 1).join('')}…` : text;
}
