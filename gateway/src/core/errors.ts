/** One error type for both doors (GraphQL and REST); `toRest` and the GraphQL formatter map its code. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'GATEWAY_TIMEOUT'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/**
 * Stable domain codes (issue #33): what went wrong, in the domain's words, for clients to branch on
 * instead of reading messages. GraphQL carries one in `extensions.reason` (beside the transport
 * `extensions.code`), REST in the envelope's `reason` (beside `code` and `message`); the OpenAPI
 * document lists them on every error envelope. A code, once published, keeps its meaning.
 */
export const DOMAIN_CODES = {
  LOGIN_REQUIRED: 'No token, or an expired, revoked or disabled account’s token.',
  ADMIN_ROLE_REQUIRED: 'Signed in without the administrator role.',
  CREATOR_ACCOUNT_REQUIRED: 'The action needs a creator profile.',
  RATE_LIMITED: 'Too many requests; retry after the given seconds.',
  API_NOT_FOUND: 'No such API, or one the caller may not see.',
  CREATOR_NOT_FOUND: 'No such creator.',
  STATUS_TRANSITION_NOT_ALLOWED: 'The API’s current status does not allow this operation.',
  ALREADY_IN_REVIEW: 'The API already has a submission waiting for review.',
  NO_PENDING_REVIEW: 'The API has no submission waiting for review.',
  CATEGORY_IN_USE: 'APIs still use the category.',
  QUOTA_EXCEEDED: 'The subscription’s daily or monthly quota is used up; retry after the given seconds.',
  SUBSCRIPTION_SUSPENDED: 'The key’s subscription to this API is suspended (the message gives the reason).',
  CHANGED_SINCE_OPENED: 'The item changed after the caller loaded it; reload it and decide again.',
  API_VERSION_NOT_FOUND: 'The API has no version of that name (Api-Version header or version query parameter).',
  API_VERSION_SUNSET: 'The version is past its sunset; the message names its successor.',
  BREAKING_CHANGE_NEEDS_VERSION: 'A breaking revision starts a new version unless an administrator records an override.',
  IMPORT_DOCUMENT_INVALID: 'The import document (or its URL) cannot be read: malformed, not an API document, too large, a $ref cycle, or refused by the SSRF guard; nothing was written.',
  IMPORT_TOO_MANY_APIS: 'The import would write more APIs (new and updated) than one import may; skip some in the preview and import the rest in another batch; nothing was written.',
  PARAMETER_INVALID: 'A request parameter the API’s parameter table requires is missing, or one has the wrong type (the message names them).',
} as const;
export type DomainCode = keyof typeof DOMAIN_CODES;

export type Lang = 'zh' | 'en';

/** A message in both languages; the caller's language picks one. */
export interface Bilingual {
  zh: string;
  en: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messages: Bilingual;
  /** Seconds, for TOO_MANY_REQUESTS. */
  readonly retryAfter?: number;
  /** The stable domain code (DOMAIN_CODES), when the failure has one. */
  readonly reason?: DomainCode;

  constructor(
    code: ErrorCode,
    messages: Bilingual,
    options: { retryAfter?: number; cause?: unknown; reason?: DomainCode } = {},
  ) {
    super(messages.en, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messages = messages;
    this.retryAfter = options.retryAfter;
    this.reason = options.reason;
  }
}

export const badInput = (zh: string, en: string) => new AppError('BAD_USER_INPUT', { zh, en });
export const notFound = (zh: string, en: string, reason?: DomainCode) => new AppError('NOT_FOUND', { zh, en }, { reason });
export const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', { zh: '请先登录', en: 'Please log in first' }, { reason: 'LOGIN_REQUIRED' });
export const forbidden = (zh = '没有权限', en = 'You do not have permission for this operation', reason?: DomainCode) =>
  new AppError('FORBIDDEN', { zh, en }, { reason });
/** An API that does not exist, or that the caller may not see (they answer alike). */
export const apiNotFound = () => notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
export const tooManyRequests = (retryAfter: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    { zh: `请求过于频繁，请 ${retryAfter} 秒后再试`, en: `Too many requests, retry in ${retryAfter} s` },
    { retryAfter, reason: 'RATE_LIMITED' },
  );

/** HTTP status and envelope `code` per error code (SPEC §8: permission errors are HTTP 200 with code 40001). */
export const restMapping: Record<ErrorCode, { status: number; code: number }> = {
  BAD_USER_INPUT: { status: 400, code: 400 },
  UNAUTHENTICATED: { status: 401, code: 401 },
  FORBIDDEN: { status: 200, code: 40001 },
  NOT_FOUND: { status: 404, code: 404 },
  GONE: { status: 410, code: 410 },
  CONFLICT: { status: 409, code: 409 },
  UNPROCESSABLE: { status: 422, code: 422 },
  TOO_MANY_REQUESTS: { status: 429, code: 429 },
  BAD_GATEWAY: { status: 502, code: 502 },
  GATEWAY_TIMEOUT: { status: 504, code: 504 },
  SERVICE_UNAVAILABLE: { status: 503, code: 503 },
  INTERNAL_SERVER_ERROR: { status: 500, code: 500 },
};

export const internalMessage: Bilingual = { zh: '服务器内部错误', en: 'Internal server error' };
