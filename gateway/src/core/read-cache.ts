import { READ_CACHE_DEFAULTS, type ReadCacheLimits } from '../config.js';
import type { CachedBody } from './cached-reply.js';
import { CACHE_SCOPES, type CacheScope, type Generations, WriteGenerations } from './read-cache-generations.js';
import { ReadCacheStore } from './read-cache-store.js';

export { CACHE_SCOPES, type CacheScope, type Generations } from './read-cache-generations.js';

/**
 * READ_CACHE_* (config.ts; READ_CACHE_DEFAULTS when not given): `maxBytes` the entries may take (bodies,
 * their compressed forms and keys; the least recently used go first), `maxAgeMs` an entry is served at
 * most even without a write (what changes with the clock alone — an API's "new" badge, an online dot
 * going out — is at most this old), `redisTimeoutMs` after which a Redis command has failed (a hung
 * Redis must not hold the reads up).
 */
export interface ReadCacheOptions extends Partial<ReadCacheLimits> {
  /** With a URL the write generations live in Redis, shared by every gateway; else in this process. */
  redisUrl?: string;
  /** REDIS_PREFIX: put before the generations' keys. */
  prefix?: string;
  /** The clock entries expire by, in milliseconds (tests); `performance.now()` when not given. */
  now?: () => number;
}

/**
 * The catalogue's read cache: each answer is kept (`read-cache-store.ts`) with the write generations
 * (`read-cache-generations.ts`) of the scopes it depends on. Every write bumps its scope's generation
 * before it is acknowledged (`bump`); a reader first reads the current generations (`generations`) and
 * only uses an entry computed under the same ones. So no reader ever gets an answer older than a write
 * acknowledged to it — on this gateway, and with REDIS_URL on every gateway sharing the Redis (one MGET
 * per request).
 *
 * When Redis cannot be reached, or a command fails or goes unanswered, the cache steps aside (every
 * read goes to the database) and what was kept before is dropped; one probe at a time asks Redis
 * again (with the bumps that failed), and only once it answers does the cache serve again.
 */
export class ReadCache {
  private readonly entries: ReadCacheStore;
  private readonly writes: WriteGenerations;
  /** The newest generations this process knows of (read or bumped): a store under older ones is dropped. */
  private latest: Partial<Record<CacheScope, string>> = {};
  /** One computation per key and generations at a time: concurrent misses wait for the first. */
  private readonly inFlight = new Map<string, Promise<CachedBody>>();
  private followed: AsyncIterator<unknown> | undefined;
  hits = 0;
  misses = 0;

  constructor(opts: ReadCacheOptions = {}) {
    this.entries = new ReadCacheStore({
      maxBytes: opts.maxBytes ?? READ_CACHE_DEFAULTS.maxBytes,
      maxAgeMs: opts.maxAgeMs ?? READ_CACHE_DEFAULTS.maxAgeMs,
      now: opts.now,
    });
    this.writes = new WriteGenerations(
      { redisUrl: opts.redisUrl, prefix: opts.prefix, redisTimeoutMs: opts.redisTimeoutMs ?? READ_CACHE_DEFAULTS.redisTimeoutMs },
      () => {
        this.entries.clear();
        this.latest = {};
      },
    );
  }

  /** Bytes held by the entries now. */
  get bytes(): number {
    return this.entries.bytes;
  }

  /** The current generations, or null when they cannot be known (Redis away or behind): then do not cache. */
  async generations(): Promise<Generations | null> {
    const current = await this.writes.read();
    return current && this.observe(current);
  }

  /** A write to `scope` committed: what was cached of it before is out of date on every gateway. */
  async bump(scope: CacheScope = 'catalog'): Promise<void> {
    delete this.latest[scope];
    // Every entry depends on the catalogue: none is left worth its room.
    if (scope === 'catalog') this.entries.clear();
    await this.writes.bump(scope);
  }

  /** The entry of `key` if it was computed under `current` (for every scope it depends on). */
  lookup(key: string, current: Generations): CachedBody | undefined {
    return this.entries.lookup(key, current.of);
  }

  /**
   * Keeps `body` for `key`, computed from what `depends` names under `generations` (read before it was
   * computed). A body whose generations are no longer the newest known may predate a write: dropped.
   */
  store(key: string, generations: Generations, depends: Iterable<CacheScope>, body: CachedBody): void {
    if (generations.epoch !== this.writes.epoch) return;
    const at: Partial<Record<CacheScope, string>> = { catalog: generations.of.catalog };
    for (const scope of depends) at[scope] = generations.of[scope];
    for (const scope in at) if (at[scope as CacheScope] !== this.latest[scope as CacheScope]) return;
    this.entries.set(key, at, body);
  }

  /**
   * Counts again the bytes of `key`'s entry, which grew (a compressed form was added), if it is still
   * the one holding `body`.
   */
  grew(key: string, body: CachedBody): void {
    this.entries.grew(key, body);
  }

  /** The cached body of `key`, computed by `compute` from what `depends` names when missing (once for concurrent readers). */
  async read(key: string, depends: readonly CacheScope[], compute: () => Promise<CachedBody>): Promise<CachedBody> {
    const generations = await this.generations();
    if (generations === null) return compute();
    const cached = this.lookup(key, generations);
    if (cached !== undefined) {
      this.hits++;
      return cached;
    }
    this.misses++;
    const flightKey = `${generations.epoch}\u0000${CACHE_SCOPES.map((s) => generations.of[s]).join('\u0000')}\u0000${key}`;
    const running = this.inFlight.get(flightKey);
    if (running) return running;
    const computing = compute().then((value) => {
      this.store(key, generations, depends, value);
      return value;
    });
    this.inFlight.set(flightKey, computing);
    try {
      return await computing;
    } finally {
      this.inFlight.delete(flightKey);
    }
  }

  /** The generations just read are the newest known (a newer catalogue drops every entry). */
  private observe(current: Generations): Generations {
    if (this.latest.catalog !== undefined && this.latest.catalog !== current.of.catalog) this.entries.clear();
    this.latest = { ...current.of };
    return current;
  }

  /** Drops every entry, and what is being computed will not be kept. */
  clear(): void {
    this.writes.drop();
  }

  /** Bumps the catalogue's generation on each event of `changes` (e.g. API_CHANGED from any gateway). */
  follow(changes: AsyncIterable<unknown>): void {
    const it = changes[Symbol.asyncIterator]();
    this.followed = it;
    void (async () => {
      for (let next = await it.next(); !next.done; next = await it.next()) await this.bump('catalog');
    })().catch(() => undefined);
  }

  close(): void {
    void this.followed?.return?.();
    this.writes.close();
  }
}

/**
 * A resolver says that the answer it is part of shows data of `scope` (call figures, online dots):
 * a cached answer then goes when that scope is written, not only when the catalogue is.
 */
export function readsScope(ctx: { readScope?: { depends: Set<CacheScope> } }, scope: CacheScope): void {
  ctx.readScope?.depends.add(scope);
}
