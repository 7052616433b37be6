import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import type { AuthUser } from '../../core/auth-user.js';
import { AppError, badInput } from '../../core/errors.js';
import { declaredWrite, untrackedWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { idempotencyCache } from './idempotency.cache.js';

/** The request header a client sets to make a create safe to retry (IETF draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that is the replay of an earlier one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** One create that carries a key: which path, whose, the key, and the request it names. */
export interface IdempotentRequest {
  scope: string;
  principal: string;
  key: string;
  /** The request as the path understood it (body fields, a file's digest): a key names one request only. */
  request: unknown;
}

/**
 * A key committed without its answer can only come from the earlier version, which reserved keys in a
 * transaction of their own; after this long a retry may take it over.
 */
const STALE_RUNNING_SECONDS = 300;
/** Expired keys removed per new key: the table stays bounded without a job of its own. */
const SWEEP_BATCH = 100;

/** A key's identity: the path's scope, the caller, the key. */
type KeyId = [scope: string, principal: string, key: string];

const sweepCommand = command<[...KeyId, staleSeconds: number, batch: number]>(
  'idempotency.sweep',
  `DELETE FROM idempotency_key
    WHERE (scope = $1 AND principal = $2 AND key = $3
           AND (expires_at < now() OR (state = 0 AND created_at < now() - make_interval(secs => $4))))
       OR ctid IN (SELECT ctid FROM idempotency_key WHERE expires_at < now() LIMIT $5)`,
);
const lockRow = z.object({ held: z.boolean() });
const lockStatement = statement<[key: string], typeof lockRow>(
  'idempotency.lock',
  `SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS held`,
  lockRow,
);
const claimedRow = z.object({ claimed: z.number() });
const claimCommand = command<[...KeyId, fingerprint: string, ttlHours: number], typeof claimedRow>(
  'idempotency.claim',
  `INSERT INTO idempotency_key (scope, principal, key, fingerprint, expires_at)
   VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
   ON CONFLICT (scope, principal, key) DO NOTHING RETURNING 1 AS claimed`,
  claimedRow,
);
const answerCommand = command<[...KeyId, response: string]>(
  'idempotency.answer',
  `UPDATE idempotency_key SET state = 1, response = $4 WHERE scope = $1 AND principal = $2 AND key = $3`,
);
const storedRow = z.object({ fingerprint: z.string(), state: z.number(), response: z.string().nullable() });
type StoredKey = z.infer<typeof storedRow>;
const lookupStatement = statement<KeyId, typeof storedRow>(
  'idempotency.lookup',
  `SELECT fingerprint, state, response FROM idempotency_key WHERE scope = $1 AND principal = $2 AND key = $3`,
  storedRow,
);

/** JSON with object keys sorted at every level, so equal requests hash alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const fingerprint = (request: unknown) => createHash('sha256').update(canonical(request)).digest('hex');

/** The caller a key belongs to: the signed-in user, else the client address. */
export const principalOf = (user: AuthUser | null | undefined, ip: string) => (user ? `u:${user.id}` : `ip:${ip}`);

/**
 * The key of a request, or null when it has none; 1–255 visible ASCII characters (a UUID is typical),
 * else 400 in the caller's language.
 */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw badInput('Idempotency-Key 须为 1–255 个可见 ASCII 字符', 'Idempotency-Key must be 1–255 visible ASCII characters');
  }
  return key;
}

/**
 * What a create does inside the caller's key transaction: `em` is the transaction to write (and read back
 * its new row) with; `afterCommit` holds what must wait until that row is committed (events, activity).
 * A create given no unit runs on its own (a create without a key gets a unit of its own transaction).
 */
export interface CreateUnit {
  em: EntityManager;
  afterCommit(effect: () => unknown): void;
}

/** The transaction a create writes through: the unit's (a savepoint inside it), else its own. */
export function transactionOf<R>(ds: DataSource, unit: CreateUnit | undefined, work: (em: EntityManager) => Promise<R>): Promise<R> {
  return unit ? unit.em.transaction(work) : ds.transaction(work);
}

/** Runs an effect after the create is committed: at once without a unit, else when the unit commits. */
export async function afterCommitOf(unit: CreateUnit | undefined, effect: () => unknown): Promise<void> {
  if (unit) unit.afterCommit(effect);
  else await effect();
}

const stillRunning = () =>
  new AppError('CONFLICT', {
    zh: '使用该 Idempotency-Key 的请求仍在处理中，请稍后重试',
    en: 'A request with this Idempotency-Key is still being processed; retry shortly',
  });

/**
 * Idempotency keys of the create paths, kept in PostgreSQL for IDEMPOTENCY_TTL_HOURS. The key's
 * reservation, the create and its recorded answer are ONE transaction: either all three are committed
 * (a retry gets the recorded answer again, header Idempotent-Replayed) or none is (a crash, a cut
 * connection or an error in between leaves neither the row nor the key, so a retry creates it once). The
 * same key with another request is refused (422); a retry while the first attempt's transaction is still
 * open is refused (409, a transaction-scoped advisory lock on the key) — both in the caller's language.
 *
 * At most half the connection pool is held by keyed transactions at once (the others wait here): a create
 * also reads through the pool (checks, rate limits), so keyed transactions can never hold every connection
 * and wait for one more.
 */
export class IdempotencyService {
  /** Tests only: runs inside the key transaction between the create and the recording of its answer (the crash window). */
  beforeAnswer: ((em: EntityManager) => Promise<void>) | null = null;
  private readonly slots: number;
  private busy = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly ttlHours: number,
    /** Told when an after-commit effect (a notification, an event, an activity entry) fails: the create stands. */
    private readonly onEffectError: (err: unknown) => void = () => {},
  ) {
    const pool = Number((ds.options as { extra?: { max?: number } }).extra?.max ?? 10);
    this.slots = Math.max(1, Math.floor(pool / 2));
    this.sql = sqlOn(ds);
  }

  async run<T>(req: IdempotentRequest | null, work: (unit?: CreateUnit) => Promise<T>): Promise<{ result: T; replayed: boolean }> {
    if (!req) return { result: await this.inTransaction(work), replayed: false };
    const print = fingerprint(req.request);
    const id: KeyId = [req.scope, req.principal, req.key];
    // Expired keys of this caller are forgotten (and answerless ones of an earlier version, once stale);
    // a few other expired ones with them. Housekeeping, not the request's write: a refusal or a replay
    // that only swept keys must leave the catalogue's read cache alone.
    await untrackedWrite(() => this.sql.run(sweepCommand, [...id, STALE_RUNNING_SECONDS, SWEEP_BATCH]));
    // An answered key is replayed without opening a transaction.
    const known = await this.lookup(id);
    if (known) return { result: this.answerOf<T>(known, print), replayed: true };

    const effects: Array<() => unknown> = [];
    await this.acquire();
    let outcome: { replay: true } | { replay: false; result: T };
    try {
      outcome = await this.ds.transaction(async (em) => {
        const lock = await this.sql.first(lockStatement, [JSON.stringify(id)], em);
        if (!lock?.held) throw stillRunning();
        // The key and its answer are shown by no cached answer: they touch nothing (idempotency.cache.ts);
        // the create's own writes, in the same transaction, count as they are declared.
        const claimed = await declaredWrite(idempotencyCache.writes.key(), () => this.sql.run(claimCommand, [...id, print, this.ttlHours], em));
        // Committed by another attempt after the lookup above: its answer is replayed.
        if (!claimed.rows.length) return { replay: true as const };
        const result = await work({ em, afterCommit: (effect) => void effects.push(effect) });
        await this.beforeAnswer?.(em);
        await declaredWrite(idempotencyCache.writes.key(), () => this.sql.run(answerCommand, [...id, JSON.stringify(result)], em));
        return { replay: false as const, result };
      });
    } finally {
      this.release();
    }
    if (outcome.replay) {
      const row = await this.lookup(id);
      if (!row) throw stillRunning();
      return { result: this.answerOf<T>(row, print), replayed: true };
    }
    for (const effect of effects) await Promise.resolve().then(effect).catch(this.onEffectError);
    return { result: outcome.result, replayed: false };
  }

  /**
   * A create without a key is one transaction too (the row and its read-back), its effects after the
   * commit: a failure before the commit (the database gone between the insert and the answer) leaves
   * nothing written, so an error answer never hides a stored row.
   */
  private async inTransaction<T>(work: (unit?: CreateUnit) => Promise<T>): Promise<T> {
    const effects: Array<() => unknown> = [];
    await this.acquire();
    let result: T;
    try {
      result = await this.ds.transaction((em) => work({ em, afterCommit: (effect) => void effects.push(effect) }));
    } finally {
      this.release();
    }
    for (const effect of effects) await Promise.resolve().then(effect).catch(this.onEffectError);
    return result;
  }

  private async acquire(): Promise<void> {
    if (this.busy < this.slots) {
      this.busy += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy -= 1;
  }

  private lookup(id: KeyId): Promise<StoredKey | null> {
    return this.sql.first(lookupStatement, id);
  }

  private answerOf<T>(row: StoredKey, print: string): T {
    if (row.fingerprint !== print) {
      throw new AppError('UNPROCESSABLE', {
        zh: '该 Idempotency-Key 已用于另一个请求，请为新的请求使用新的键',
        en: 'This Idempotency-Key was used for a different request; use a new key for a new request',
      });
    }
    // Only a key written by an earlier version can be committed without its answer (until it is stale).
    if (row.state !== 1 || row.response === null) throw stillRunning();
    return JSON.parse(row.response) as T;
  }
}

/**
 * A create mutation over GraphQL under the Idempotency-Key of its HTTP request (scoped to the field, so a
 * key of the REST path is another key): a retried operation gets the first answer again.
 */
export async function idempotentMutation<T>(
  service: IdempotencyService,
  ctx: { headers: Record<string, string | string[] | undefined>; user: AuthUser | null; ip: string },
  field: string,
  input: unknown,
  work: (unit?: CreateUnit) => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(ctx.headers);
  const req = key === null ? null : { scope: `graphql ${field}`, principal: principalOf(ctx.user, ctx.ip), key, request: input };
  return (await service.run(req, work)).result;
}
