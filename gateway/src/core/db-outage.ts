import { AppError } from './errors.js';
import { Outage, type OutageLog } from './outage.js';

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DB_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|terminating connection|Query read timeout/i;

/**
 * Whether `err` says the database cannot be reached (as opposed to a query it refused): network errors,
 * PostgreSQL's connection exceptions (SQLSTATE 08xxx), shutdown states (57P01–57P03) and a statement
 * ended by its deadline (57014, DB_STATEMENT_TIMEOUT_MS), pg's "Connection terminated" family and its
 * read deadline ("Query read timeout", DB_QUERY_TIMEOUT_MS). Looked for down the cause / driverError chain.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code) || code === '57014') return true;
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

/** How often a database that went away is asked again (SELECT 1) to tell when the outage ended. */
const PROBE_EVERY_MS = 1000;

/**
 * Watches for the database going away, from the errors the gateway meets anywhere (requests answered
 * 503, the call recorder, the metrics history, the activity log): the first such error logs one line
 * that the outage started, then a probe asks the database every second and logs one line when it
 * answers again. The errors in between are not logged one by one.
 */
export class DatabaseWatch {
  private readonly outage: Outage;
  private probing: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    log?: OutageLog,
  ) {
    this.outage = new Outage('database', log);
  }

  /** Whether `err` says the database is away (then the outage is under way, told once). */
  saw(err: unknown): boolean {
    if (!isDatabaseUnavailable(err)) return false;
    if (this.closed || this.outage.active) return true;
    this.outage.begin(err instanceof Error ? err.message : String(err));
    const ask = () => {
      this.probing = setTimeout(() => {
        this.probe().then(
          () => this.outage.end(),
          () => {
            if (!this.closed) ask();
          },
        );
      }, PROBE_EVERY_MS);
      this.probing.unref();
    };
    ask();
    return true;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.probing);
    this.outage.stop();
  }
}
