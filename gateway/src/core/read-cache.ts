import { Redis } from 'ioredis';

export interface ReadCacheOptions {
  /** With a URL the write generation lives in Redis, shared by every gateway; else in this process. */
  redisUrl?: string;
  /** REDIS_PREFIX: put before the generation's key. */
  prefix?: string;
  /**
   * Longest an entry is served even without a write: what changes with the clock alone (an API's
   * "new" badge) is at most this old.
   */
  maxAgeMs?: number;
  /** Entries kept per generation (the oldest go first). */
  maxEntries?: number;
}

interface Entry {
  value: unknown;
  storedAt: number;
}

/**
 * The catalogue's read cache: answers are kept per *write generation*. Every write bumps the
 * generation before it is acknowledged (`bump`); a reader first asks for the current generation
 * (`generation`) and only uses what was computed under it. So no reader ever gets an answer older
 * than a write acknowledged to it — on this gateway, and with REDIS_URL on every gateway sharing
 * the Redis (the generation is one Redis counter; reading it is one GET per request).
 *
 * When Redis cannot be reached the cache steps aside (every read goes to the database) and a bump
 * that failed is retried once Redis is back, so no gateway keeps serving what it cached before.
 */
export class ReadCache {
  private readonly redis: Redis | undefined;
  private readonly key: string;
  private localGeneration = 1;
  /** The generation whose entries `entries` holds; entries of any other are dropped on sight. */
  private current: string | null = null;
  private entries = new Map<string, Entry>();
  /** One computation per key and generation at a time: concurrent misses wait for the first. */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private pendingBump = false;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private followed: AsyncIterator<unknown> | undefined;
  hits = 0;
  misses = 0;

  constructor(opts: ReadCacheOptions = {}) {
    this.maxAgeMs = opts.maxAgeMs ?? 60_000;
    this.maxEntries = opts.maxEntries ?? 2_000;
    this.key = `${opts.prefix ?? ''}catalog-cache:generation`;
    if (opts.redisUrl) {
      this.redis = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.redis.on('error', () => this.clear());
      this.redis.on('ready', () => {
        if (this.pendingBump) void this.bump();
      });
    }
  }

  /** The current write generation, or null when it cannot be known (Redis away): then do not cache. */
  async generation(): Promise<string | null> {
    if (!this.redis) return this.observe(String(this.localGeneration));
    if (this.redis.status !== 'ready' || this.pendingBump) return null;
    try {
      const value = await this.redis.get(this.key);
      if (value !== null) return this.observe(value);
      // A new (or flushed) Redis: start from a random point, so a gateway's entries of an earlier
      // counter can never be taken for this one's.
      await this.redis.set(this.key, String(Math.floor(Math.random() * 2 ** 48)), 'NX');
      return null;
    } catch {
      return null;
    }
  }

  /** A write committed: everything cached before it is out of date on every gateway. */
  async bump(): Promise<void> {
    this.localGeneration++;
    this.clear();
    if (!this.redis) return;
    try {
      await this.redis.incr(this.key);
      this.pendingBump = false;
    } catch {
      // Readers step aside until the bump reaches Redis (retried on reconnection).
      this.pendingBump = true;
    }
  }

  /** The entry of `key` computed under `generation`, if any and not too old. */
  lookup<T>(key: string, generation: string): T | undefined {
    if (generation !== this.current) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /**
   * Keeps `value` for `key` under `generation` (read before the value was computed). A value whose
   * generation is no longer the current one may predate a write: it is dropped.
   */
  store(key: string, generation: string, value: unknown): void {
    if (generation !== this.current) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, storedAt: Date.now() });
  }

  /** The cached value of `key`, computed by `compute` when missing (once for concurrent readers). */
  async read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const generation = await this.generation();
    if (generation === null) return compute();
    const cached = this.lookup<T>(key, generation);
    if (cached !== undefined) {
      this.hits++;
      return cached;
    }
    this.misses++;
    const flightKey = `${generation}\u0000${key}`;
    const running = this.inFlight.get(flightKey) as Promise<T> | undefined;
    if (running) return running;
    const computing = compute().then(
      (value) => {
        this.store(key, generation, value);
        return value;
      },
    );
    this.inFlight.set(flightKey, computing);
    try {
      return await computing;
    } finally {
      this.inFlight.delete(flightKey);
    }
  }

  /** The generation just read: entries of any other one are dropped. */
  private observe(generation: string): string {
    if (generation !== this.current) {
      this.entries = new Map();
      this.current = generation;
    }
    return generation;
  }

  clear(): void {
    this.entries = new Map();
    this.current = null;
  }

  /** Bumps the generation on each event of `changes` (e.g. API_CHANGED from any gateway). */
  follow(changes: AsyncIterable<unknown>): void {
    const it = changes[Symbol.asyncIterator]();
    this.followed = it;
    void (async () => {
      for (let next = await it.next(); !next.done; next = await it.next()) await this.bump();
    })().catch(() => undefined);
  }

  close(): void {
    void this.followed?.return?.();
    this.redis?.disconnect();
  }
}
