import { Redis } from 'ioredis';

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
  private readonly local: Record<CacheScope, number> = { catalog: 1, calls: 1, presence: 1 };
  /** Counts the times what was known was dropped (Redis lost): what was computed before is never kept after. */
  private drops = 0;
  /** Bumps that have not reached Redis yet: readers step aside until they have. */
  private readonly pendingBumps = new Set<CacheScope>();
  /** A command failed on an open connection (timed out): readers step aside until a probe succeeds. */
  private failing = false;
  private probing: Promise<void> | null = null;

  constructor(
    opts: WriteGenerationsOptions,
    /** What was known before is out of date: drop it (entries, the newest generations seen). */
    private readonly onDrop: () => void,
  ) {
    this.keys = CACHE_SCOPES.map((s) => `${opts.prefix ?? ''}catalog-cache:${s}`);
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

  /** The current generations, or null when they cannot be known (Redis away or behind). */
  async read(): Promise<Generations | null> {
    const epoch = this.drops;
    if (!this.redis) return { epoch, of: this.localGenerations() };
    if (this.redis.status !== 'ready') return null;
    if (this.pendingBumps.size || this.failing) {
      this.recover();
      return null;
    }
    try {
      const values = await this.redis.mget(...this.keys);
      if (values.every((v): v is string => v !== null)) {
        if (epoch !== this.drops || this.pendingBumps.size || this.failing) return null;
        return { epoch, of: Object.fromEntries(CACHE_SCOPES.map((s, i) => [s, values[i]])) as Generations['of'] };
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

  /** A write to `scope` committed: a new generation, in this process at once, then in Redis. */
  async bump(scope: CacheScope): Promise<void> {
    this.local[scope]++;
    if (!this.redis) return;
    try {
      await this.redis.incr(this.keys[CACHE_SCOPES.indexOf(scope)]!);
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

  private localGenerations(): Generations['of'] {
    return { catalog: String(this.local.catalog), calls: String(this.local.calls), presence: String(this.local.presence) };
  }
}
