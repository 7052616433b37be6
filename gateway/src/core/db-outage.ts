import { AppError } from './errors.js';

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DB_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|terminating connection/i;

/**
 * Whether `err` says the database cannot be reached (as opposed to a query it refused): network errors,
 * PostgreSQL's connection exceptions (SQLSTATE 08xxx) and shutdown states (57P01–57P03), pg's
 * "Connection terminated" family. Looked for down the cause / driverError chain.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code)) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  if (err instanceof AggregateError && err.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}

export const databaseUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    {
      zh: `数据库暂时不可用，请 ${DB_RETRY_AFTER_SECONDS} 秒后重试`,
      en: `The database is temporarily unavailable; retry in ${DB_RETRY_AFTER_SECONDS} s`,
    },
    { retryAfter: DB_RETRY_AFTER_SECONDS },
  );
