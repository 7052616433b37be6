import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { READ_CACHE_DEFAULTS, type ReadCacheLimits } from '../config.js';
import type { CachedBody } from './cached-reply.js';

/**
 * What a cached answer can depend on, each with a write generation of its own:
 * - `catalog`: everything written by a request (APIs, categories, creators, content, stars, follows…).
 *   Every entry depends on it, so an acknowledged write leaves nothing older behind.
 * - `calls`: the call records (counts, weekly figures, ratings, the popular order), written by the
 *   call recorder's batches several times a second under traffic: only the answers that show them go.
 * - `presence`: a creator's online dot, written when a signed-in user comes online.
 */
export const CACHE_SCOPES = ['catalog', 'calls', 'presence'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];

/** The generations of every scope read at one moment (one Redis MGET), in this process's epoch. */
export interface Generations {
  epoch: number;
  of: Record<CacheScope, string>;
}

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

interface Entry {
  body: CachedBody;
  /** The generations it was computed under, of the scopes it depends on. */
  at: Partial<Record<CacheScope, string>>;
}

/** Bytes an entry holds: its key (UTF-16 in memory), the body and each compressed form. */
const entrySize = (entry: Entry, key: string): number =>
  key.length * 2 + entry.body.body.length + (entry.body.encoded.br?.length ?? 0) + (entry.body.encoded.gzip?.length ?? 0);

/**
 * The catalogue's read cache: each answer is kept with the write generations of the scopes it
 * depends on. Every write bumps its scope's generation before it is acknowledged (`bump`); a reader
 * first reads the current generations (`generations`) and only uses an entry computed under the
 * same ones. So no reader ever gets an answer older than a write acknowledged to it — on this
 * gateway, and with REDIS_URL on every gateway sharing the Redis (one MGET per request).
 *
 * When Redis cannot be reached, or a command fails or goes unanswered, the cache steps aside (every
 * read goes to the database) and what was kept before is dropped; one probe at a time asks Redis
 * again (with the bumps that failed), and only once it answers does the cache serve again.
 */
export class ReadCache {
  private readonly redis: Redis | undefined;
  private readonly keys: string[];
  private readonly local: Record<CacheScope, number> = { catalog: 1, calls: 1, presence: 1 };
  /** The newest generations this process knows of (read or bumped): a store under older ones is dropped. */
  private latest: Partial<Record<CacheScope, string>> = {};
  /** Counts the times Redis was lost: what was computed before a loss is never kept after it. */
  private epoch = 0;
  private readonly entries: LRUCache<string, Entry>;
  private readonly maxEntryBytes: number;
  /** One computation per key and generations at a time: concurrent misses wait for the first. */
  private readonly inFlight = new Map<string, Promise<CachedBody>>();
  /** Bumps that have not reached Redis yet: readers step aside until they have. */
  private readonly pendingBumps = new Set<CacheScope>();
  /** A command failed on an open connection (timed out): readers step aside until a probe succeeds. */
  private failing = false;
  private probing: Promise<void> | null = null;
  private followed: AsyncIterator<unknown> | undefined;
  hits = 0;
  misses = 0;

  constructor(opts: ReadCacheOptions = {}) {
    const maxBytes = opts.maxBytes ?? READ_CACHE_DEFAULTS.maxBytes;
    // An answer larger than a quarter of the room is not kept: with both compressed forms added later
    // (each at most about its size) it still fits.
    this.maxEntryBytes = Math.floor(maxBytes / 4);
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: entrySize,
      ttl: opts.maxAgeMs ?? READ_CACHE_DEFAULTS.maxAgeMs,
      // A clock of the caller's is read at each lookup (the LRU otherwise reuses a reading for 1 ms).
      ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
    });
    this.keys = CACHE_SCOPES.map((s) => `${opts.prefix ?? ''}catalog-cache:${s}`);
    if (opts.redisUrl) {
      this.redis = new Redis(opts.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: opts.redisTimeoutMs ?? READ_CACHE_DEFAULTS.redisTimeoutMs,
      });
      // A lost connection: Redis may come back without the counters (or with older ones).
      for (const event of ['error', 'close'] as const) this.redis.on(event, () => this.clear());
      this.redis.on('ready', () => this.recover());
    }
  }

  /** Bytes held by the entries now. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** The current generations, or null when they cannot be known (Redis away or behind): then do not cache. */
  async generations(): Promise<Generations | null> {
    const epoch = this.epoch;
    if (!this.redis) return this.observe(epoch, this.localGenerations());
    if (this.redis.status !== 'ready') return null;
    if (this.pendingBumps.size || this.failing) {
      this.recover();
      return null;
    }
    try {
      const values = await this.redis.mget(...this.keys);
      if (values.every((v): v is string => v !== null)) {
        if (epoch !== this.epoch || this.pendingBumps.size || this.failing) return null;
        return this.observe(epoch, Object.fromEntries(CACHE_SCOPES.map((s, i) => [s, values[i]])) as Generations['of']);
      }
      // A new (or flushed) Redis: start from a random point, so an entry of an earlier counter can
      // never be taken for this one's.
      await Promise.all(
        this.keys.map((k, i) => (values[i] === null ? this.redis!.set(k, String(Math.floor(Math.random() * 2 ** 48)), 'NX') : null)),
      );
      return null;
    } catch {
      this.failed();
      return null;
    }
  }

  /** A command failed: step aside (nothing kept from before is trusted) until a probe succeeds. */
  private failed(): void {
    this.failing = true;
    this.clear();
  }

  /** One probe at a time: the bumps that failed, then a PING; the cache serves again once both answer. */
  private recover(): void {
    if (this.probing || !this.redis) return;
    this.probing = (async () => {
      try {
        for (const scope of [...this.pendingBumps]) {
          await this.redis!.incr(this.keys[CACHE_SCOPES.indexOf(scope)]!);
          this.pendingBumps.delete(scope);
        }
        await this.redis!.ping();
        this.failing = false;
      } catch {
        // Still away: the next reader probes again.
      } finally {
        this.probing = null;
      }
    })();
  }

  /** A write to `scope` committed: what was cached of it before is out of date on every gateway. */
  async bump(scope: CacheScope = 'catalog'): Promise<void> {
    this.local[scope]++;
    delete this.latest[scope];
    // Every entry depends on the catalogue: none is left worth its room.
    if (scope === 'catalog') this.entries.clear();
    if (!this.redis) return;
    try {
      await this.redis.incr(this.keys[CACHE_SCOPES.indexOf(scope)]!);
    } catch {
      // Readers step aside until the bump reaches Redis (retried by the next probe).
      this.pendingBumps.add(scope);
      this.failed();
    }
  }

  /** The entry of `key` if it was computed under `current` (for every scope it depends on). */
  lookup(key: string, current: Generations): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    for (const scope in entry.at) {
      if (entry.at[scope as CacheScope] !== current.of[scope as CacheScope]) {
        this.entries.delete(key);
        return undefined;
      }
    }
    return entry.body;
  }

  /**
   * Keeps `body` for `key`, computed from what `depends` names under `generations` (read before it was
   * computed). A body whose generations are no longer the newest known may predate a write: dropped.
   */
  store(key: string, generations: Generations, depends: Iterable<CacheScope>, body: CachedBody): void {
    if (generations.epoch !== this.epoch) return;
    const at: Entry['at'] = { catalog: generations.of.catalog };
    for (const scope of depends) at[scope] = generations.of[scope];
    for (const scope in at) if (at[scope as CacheScope] !== this.latest[scope as CacheScope]) return;
    const entry = { body, at };
    if (entrySize(entry, key) > this.maxEntryBytes) return;
    this.entries.set(key, entry);
  }

  /**
   * Counts again the bytes of `key`'s entry, which grew (a compressed form was added), if it is still
   * the one holding `body`.
   */
  grew(key: string, body: CachedBody): void {
    const entry = this.entries.peek(key);
    // A new object: the LRU measures a value again only when it changes.
    if (entry?.body === body) this.entries.set(key, { ...entry }, { noUpdateTTL: true });
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

  private localGenerations(): Generations['of'] {
    return { catalog: String(this.local.catalog), calls: String(this.local.calls), presence: String(this.local.presence) };
  }

  /** The generations just read are the newest known (a newer catalogue drops every entry). */
  private observe(epoch: number, of: Generations['of']): Generations {
    if (this.latest.catalog !== undefined && this.latest.catalog !== of.catalog) this.entries.clear();
    this.latest = { ...of };
    return { epoch, of };
  }

  /** Drops every entry, and what is being computed will not be kept. */
  clear(): void {
    this.entries.clear();
    this.latest = {};
    this.epoch++;
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
    this.redis?.disconnect();
  }
}

/**
 * A resolver says that the answer it is part of shows data of `scope` (call figures, online dots):
 * a cached answer then goes when that scope is written, not only when the catalogue is.
 */
export function readsScope(ctx: { readScope?: { depends: Set<CacheScope> } }, scope: CacheScope): void {
  ctx.readScope?.depends.add(scope);
}
