import { Redis } from 'ioredis';

/**
 * What a cached answer can depend on, each with a write generation of its own:
 * - `catalog`: every write a request makes that declares nothing narrower (APIs, categories, creators,
 *   content, follows…). Every entry depends on it, so such a write leaves nothing older behind.
 * - `calls`: the call records as lists show them (counts, weekly figures, ratings, the popular order).
 *   Bumped at most once per READ_CACHE_LAG_MS under traffic (`LAGGED_SCOPES`).
 * - `presence`: a creator's online dot, written when a signed-in user comes online.
 * - `lists`: counts that lists of many APIs show and that writes change every second (stars): bumped at
 *   most once per READ_CACHE_LAG_MS (`LAGGED_SCOPES`).
 * Beside them, tags (`CacheTag`) name one thing: `stars:<id>` (an API's star count) and `calls:<id>` (an
 * API's call figures). A write to a tag takes away only the answers that show that one thing: `calls:<id>`
 * at once; `stars:<id>` (`LAGGED_TAG`: stars change every second under traffic) at once when it was quiet,
 * else once at the end of READ_CACHE_LAG_MS — at most one bump per tag and bound under a burst.
 */
export const CACHE_SCOPES = ['catalog', 'calls', 'presence', 'lists'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];
/** One thing a cached answer shows: an API's star count, or its call figures. */
export type CacheTag = `stars:${number}` | `calls:${number}`;
/** A scope or a tag: what a cached answer depends on, and what a write touches. */
export type CacheDep = CacheScope | CacheTag;
/** Scopes whose writes may reach readers late, by at most READ_CACHE_LAG_MS (counts that change every second). */
export const LAGGED_SCOPES: ReadonlySet<CacheDep> = new Set<CacheDep>(['calls', 'lists']);

/** Tags whose writes may reach readers late, by at most READ_CACHE_LAG_MS (throttled per tag: `ReadCache.touch`). */
export const LAGGED_TAG = /^stars:/;

export const starsTag = (id: number): CacheTag => `stars:${id}`;
export const callsTag = (id: number): CacheTag => `calls:${id}`;
export const isScope = (dep: string): dep is CacheScope => (CACHE_SCOPES as readonly string[]).includes(dep);

/**
 * The generations read at one moment (one Redis MGET), in this process's epoch: every scope's, and those
 * of the tags asked for.
 */
export interface Generations {
  epoch: number;
  of: Record<CacheScope, string> & Partial<Record<CacheTag, string>>;
}

export interface WriteGenerationsOptions {
  /** With a URL the write generations live in Redis, shared by every gateway; else in this process. */
  redisUrl?: string;
  /** REDIS_PREFIX: put before the generations' keys. */
  prefix?: string;
  /** A Redis command unanswered for this long has failed (a hung Redis must not hold the reads up). */
  redisTimeoutMs: number;
}

/**
 * The write generation of each scope: counters in this process, or with REDIS_URL counters in Redis
 * shared by every gateway (one MGET to read them all, one INCR per bump).
 *
 * When Redis cannot be reached, or a command fails or goes unanswered, the generations cannot be known
 * (`read` answers null, so nothing is served from or kept in the cache) and what was known is dropped
 * (`onDrop`; a new epoch); one probe at a time asks Redis again (with the bumps that failed), and only
 * once it answers are the generations read again.
 */
export class WriteGenerations {
  private readonly redis: Redis | undefined;
  private readonly keys: string[];
  private readonly local: Record<CacheScope, number> = { catalog: 1, calls: 1, presence: 1, lists: 1 };
  /** Tags' generations in this process (without Redis): a tag never bumped is at 0. */
  private readonly localTags = new Map<CacheTag, number>();
  private readonly tagPrefix: string;
  /** Counts the times what was known was dropped (Redis lost): what was computed before is never kept after. */
  private drops = 0;
  /** Bumps that have not reached Redis yet: readers step aside until they have. */
  private readonly pendingBumps = new Set<CacheDep>();
  /** A command failed on an open connection (timed out): readers step aside until a probe succeeds. */
  private failing = false;
  private probing: Promise<void> | null = null;

  constructor(
    opts: WriteGenerationsOptions,
    /** What was known before is out of date: drop it (entries, the newest generations seen). */
    private readonly onDrop: () => void,
  ) {
    this.keys = CACHE_SCOPES.map((s) => `${opts.prefix ?? ''}catalog-cache:${s}`);
    this.tagPrefix = `${opts.prefix ?? ''}catalog-cache:tag:`;
    if (opts.redisUrl) {
      this.redis = new Redis(opts.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: opts.redisTimeoutMs,
      });
      // A lost connection: Redis may come back without the counters (or with older ones).
      for (const event of ['error', 'close'] as const) this.redis.on(event, () => this.drop());
      this.redis.on('ready', () => this.recover());
    }
  }

  /** The epoch: what was computed under an earlier one is never kept. */
  get epoch(): number {
    return this.drops;
  }

  /** The current generations (every scope's and those of `tags`), or null when they cannot be known (Redis away or behind). */
  async read(tags: readonly CacheTag[] = []): Promise<Generations | null> {
    const epoch = this.drops;
    if (!this.redis) return { epoch, of: this.localGenerations(tags) };
    if (this.redis.status !== 'ready') return null;
    if (this.pendingBumps.size || this.failing) {
      this.recover();
      return null;
    }
    try {
      const values = await this.redis.mget(...this.keys, ...tags.map((t) => this.tagPrefix + t));
      const scopes = values.slice(0, this.keys.length);
      if (scopes.every((v): v is string => v !== null)) {
        if (epoch !== this.drops || this.pendingBumps.size || this.failing) return null;
        const of = Object.fromEntries(CACHE_SCOPES.map((s, i) => [s, scopes[i]])) as Generations['of'];
        // A tag never bumped (or bumped before the catalogue's counter was set anew) is at 0.
        tags.forEach((t, i) => (of[t] = values[this.keys.length + i] ?? '0'));
        return { epoch, of };
      }
      // A new (or flushed) Redis: start from a random point, so an entry of an earlier counter can
      // never be taken for this one's.
      await Promise.all(
        this.keys.map((k, i) => (scopes[i] === null ? this.redis!.set(k, String(Math.floor(Math.random() * 2 ** 48)), 'NX') : null)),
      );
      return null;
    } catch {
      this.failed();
      return null;
    }
  }

  /** A write to `scope` (or a tag) committed: a new generation, in this process at once, then in Redis. */
  async bump(scope: CacheDep): Promise<void> {
    if (isScope(scope)) this.local[scope]++;
    else this.localTags.set(scope, (this.localTags.get(scope) ?? 0) + 1);
    if (!this.redis) return;
    try {
      await this.redis.incr(this.keyOf(scope));
    } catch {
      // Readers step aside until the bump reaches Redis (retried by the next probe).
      this.pendingBumps.add(scope);
      this.failed();
    }
  }

  /** Drops what was known (a new epoch): nothing computed before is kept after. */
  drop(): void {
    this.drops++;
    this.onDrop();
  }

  close(): void {
    this.redis?.disconnect();
  }

  /** A command failed: step aside (nothing known from before is trusted) until a probe succeeds. */
  private failed(): void {
    this.failing = true;
    this.drop();
  }

  /** One probe at a time: the bumps that failed, then a PING; the generations are read again once both answer. */
  private recover(): void {
    if (this.probing || !this.redis) return;
    this.probing = (async () => {
      try {
        for (const scope of [...this.pendingBumps]) {
          await this.redis!.incr(this.keyOf(scope));
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

  private keyOf(dep: CacheDep): string {
    return isScope(dep) ? this.keys[CACHE_SCOPES.indexOf(dep)]! : this.tagPrefix + dep;
  }

  private localGenerations(tags: readonly CacheTag[]): Generations['of'] {
    const of = Object.fromEntries(CACHE_SCOPES.map((s) => [s, String(this.local[s])])) as Generations['of'];
    for (const t of tags) of[t] = String(this.localTags.get(t) ?? 0);
    return of;
  }
}
