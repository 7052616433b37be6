import type { GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, internalMessage, type Lang } from '../core/errors.js';
import { localizeLimitError } from './query-limits.js';
import { isDataException, outOfRange } from '../core/input-text.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../core/db-outage.js';
import { argumentMessages, type ArgumentProblem } from './validation-messages.js';

/**
 * One mapper for the GraphQL door: AppError codes become `extensions.code`, validation becomes
 * BAD_USER_INPUT, anything unexpected becomes a generic INTERNAL_SERVER_ERROR (details only in the log).
 */
export function makeFormatError(log: (err: unknown) => void, sawDatabaseError: (err: unknown) => boolean = () => false) {
  return (formatted: GraphQLFormattedError, error: unknown, lang: Lang = 'zh'): GraphQLFormattedError => {
    // Apollo's formatError has no context: AppError messages travel in both languages and
    // `localizeErrorsPlugin` keeps the caller's one.
    let original = unwrapResolverError(error);
    // Errors thrown by request plugins (e.g. the write rate limit) arrive wrapped, without a path,
    // sometimes twice: the AppError is looked for down the `originalError` chain.
    for (let e: unknown = original, depth = 0; e && depth < 4; depth++) {
      if (e instanceof AppError) {
        original = e;
        break;
      }
      e = (e as { originalError?: unknown }).originalError;
    }
    // A value the database refused as data (SQLSTATE class 22) is the caller's input, not our failure.
    if (isDataException(original)) original = outOfRange();
    else if (!(original instanceof AppError) && isDatabaseUnavailable(original)) {
      sawDatabaseError(original);
      original = databaseUnavailable();
    }
    if (original instanceof AppError) {
      return {
        message: original.messages[lang],
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: original.code,
          ...(original.reason ? { reason: original.reason } : {}),
          messages: original.messages,
          ...(original.retryAfter !== undefined ? { retryAfter: original.retryAfter } : {}),
        },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const details = ((original.extensions.validationErrors ?? []) as ArgumentProblem[]).map(
        ({ property, constraints }) => ({ property, constraints }),
      );
      const messages = argumentMessages(details);
      return {
        message: messages[lang],
        locations: formatted.locations,
        path: formatted.path,
        // `messages` lets localizeErrorsPlugin keep the caller's language (formatError has no context).
        extensions: { code: 'BAD_USER_INPUT', validationErrors: details, messages },
      };
    }
    const code = formatted.extensions?.code;
    // Parse/validation errors of the document itself are the caller's, and safe to show.
    if (code === 'GRAPHQL_PARSE_FAILED' || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT') {
      const limit = localizeLimitError(formatted);
      if (limit) return { message: limit[lang], extensions: { code, messages: limit } };
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    if (code === 'PERSISTED_QUERY_NOT_FOUND' || code === 'PERSISTED_QUERY_NOT_SUPPORTED' || code === 'BAD_REQUEST') {
      return formatted;
    }
    log(original);
    return { message: internalMessage[lang], path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** Keeps, for each error, the message in the caller's language and drops the other one. */
export function localizeErrorsPlugin<C extends { lang: Lang }>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) => localize(e, contextValue.lang));
        },
      };
    },
  };
}

export function localize(e: GraphQLFormattedError, lang: Lang): GraphQLFormattedError {
  const messages = e.extensions?.messages as Record<Lang, string> | undefined;
  if (!messages) return e;
  const { messages: _drop, ...extensions } = e.extensions ?? {};
  void _drop;
  return { ...e, message: messages[lang], extensions };
}
