import { READ_CACHE_DEFAULTS, type ReadCacheLimits } from '../config.js';
import type { CachedBody } from './cached-reply.js';
import {
  type CacheDep,
  type CacheScope,
  type CacheTag,
  type Generations,
  isScope,
  WriteGenerations,
} from './read-cache-generations.js';
import { LagTimers } from './read-cache-lag.js';
import { ReadCacheStore } from './read-cache-store.js';

export {
  callsTag,
  starsTag,
  CACHE_SCOPES,
  type CacheDep,
  type CacheScope,
  type CacheTag,
  type Generations,
} from './read-cache-generations.js';

/**
 * READ_CACHE_* (config.ts; READ_CACHE_DEFAULTS when not given): `maxBytes` the entries may take (bodies,
 * their compressed forms and keys; the least recently used go first), `maxAgeMs` an entry is served at
 * most even without a write (what changes with the clock alone — an API's "new" badge, an online dot
 * going out — is at most this old), `redisTimeoutMs` after which a Redis command has failed (a hung
 * Redis must not hold the reads up), `lagMs` by which a count in a lagged scope (`LAGGED_SCOPES`: call
 * figures and stars as lists show them) or a lagged tag (`LAGGED_TAG`: one API's star count) may be late.
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
  /** READ_CACHE_MAX_BYTES=0: the cache steps aside for good (every read computed). */
  private readonly off: boolean;
  /** The newest generations this process knows of (read or bumped): a store under older ones is dropped. */
  private latest: Partial<Record<CacheDep, string>> = {};
  /** One computation per key and generations at a time: concurrent misses wait for the first. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** When the lagged scopes and tags are bumped (`read-cache-lag.ts`). */
  private readonly lag: LagTimers;
  private followed: AsyncIterator<unknown> | undefined;
  hits = 0;
  misses = 0;
  /** Answers computed by a miss (one per concurrent group of misses: single-flight). */
  computed = 0;

  constructor(opts: ReadCacheOptions = {}) {
    this.off = opts.maxBytes === 0;
    this.entries = new ReadCacheStore({
      maxBytes: opts.maxBytes || READ_CACHE_DEFAULTS.maxBytes,
      maxAgeMs: opts.maxAgeMs ?? READ_CACHE_DEFAULTS.maxAgeMs,
      now: opts.now,
    });
    this.lag = new LagTimers(opts.lagMs ?? READ_CACHE_DEFAULTS.lagMs, (dep) => this.bump(dep));
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

  /** The current generations (every scope's, and `tags`'), or null when they cannot be known (Redis away or behind): then do not cache. */
  async generations(tags: readonly CacheTag[] = []): Promise<Generations | null> {
    if (this.off) return null;
    const current = await this.writes.read(tags);
    return current && this.observe(current);
  }

  /** The catalogue's version, `epoch:generation` (the search index follows it; also when the cache is off), or null when unknown. */
  async catalogVersion(): Promise<string | null> {
    const g = await this.writes.read();
    return g && `${g.epoch}:${g.of.catalog}`;
  }

  /** A write to `dep` committed: what was cached of it before is out of date on every gateway, now. */
  async bump(dep: CacheDep = 'catalog'): Promise<void> {
    delete this.latest[dep];
    // Every entry depends on the catalogue: none is left worth its room.
    if (dep === 'catalog') this.entries.clear();
    await this.writes.bump(dep);
  }

  /** Lagged bumps still to come (`LagTimers.pending`): 0 once every lagged write shows. */
  get lagPending(): number {
    return this.lag.pending;
  }

  /**
   * Writes to `deps` committed: each unlagged tag and scope is bumped now (awaited), each lagged scope
   * and tag within READ_CACHE_LAG_MS (`LagTimers`: the bound README states).
   */
  async touch(deps: Iterable<CacheDep>): Promise<void> {
    await Promise.all(this.lag.touch(deps));
  }

  /** The entry of `key` if it was computed under `current` (for every scope and tag it depends on). */
  lookup(key: string, current: Generations): CachedBody | undefined {
    return this.entries.lookup(key, current.of);
  }

  /**
   * The current generations (with those of the tags `key`'s entry depends on, and of `tags`; one read)
   * and the entry of `key` if it is still current.
   */
  async find(key: string, tags: readonly CacheTag[] = []): Promise<{ generations: Generations | null; entry?: CachedBody }> {
    const kept = this.entries.tagsOf(key);
    const generations = await this.generations(kept.length ? [...new Set([...kept, ...tags])] : tags);
    if (generations === null) return { generations };
    return { generations, entry: this.lookup(key, generations) };
  }

  /**
   * Keeps `body` for `key`, computed from what `depends` names under `generations` (read before it was
   * computed, with the generations of every tag among `depends`). A body whose generations are no
   * longer the newest known may predate a write: dropped.
   */
  store(key: string, generations: Generations, depends: Iterable<CacheDep>, body: CachedBody): void {
    if (generations.epoch !== this.writes.epoch) return;
    const at: Partial<Record<CacheDep, string>> = { catalog: generations.of.catalog };
    for (const dep of depends) {
      const g = generations.of[dep];
      if (g === undefined) return; // a tag whose generation was not read first: not safe to keep
      at[dep] = g;
    }
    for (const dep in at) if (at[dep as CacheDep] !== this.latest[dep as CacheDep]) return;
    this.entries.set(key, at, body);
  }

  /**
   * Counts again the bytes of `key`'s entry, which grew (a compressed form was added), if it is still
   * the one holding `body`.
   */
  grew(key: string, body: CachedBody): void {
    this.entries.grew(key, body);
  }

  /**
   * The cached body of `key`, computed by `compute` from what `depends` names when missing (once for
   * concurrent readers: they wait for the first and take what it kept, if it is still current). `compute`
   * answers `keep: false` for a body that may not be shared (e.g. one only its reader may see): it is
   * not kept, and the readers that waited compute their own.
   */
  async read(
    key: string,
    depends: readonly CacheDep[],
    compute: () => Promise<CachedBody | { body: CachedBody; keep: false }>,
  ): Promise<CachedBody> {
    const tags = depends.filter((d): d is CacheTag => !isScope(d));
    const own = async () => {
      this.computed++;
      const out = await compute();
      return 'keep' in out ? out.body : out;
    };
    let found = await this.find(key, tags);
    if (found.generations === null) return own();
    if (found.entry !== undefined) {
      this.hits++;
      return found.entry;
    }
    this.misses++;
    const flight = this.join(key, found.generations);
    if ('wait' in flight) {
      await flight.wait;
      found = await this.find(key, tags);
      return found.entry ?? own();
    }
    try {
      const out = await compute();
      if ('keep' in out) return out.body;
      this.store(key, found.generations, depends, out);
      return out;
    } finally {
      flight.lead();
    }
  }

  /**
   * Single-flight: the first miss of `key` under `generations` leads (and must call `lead()` once it
   * kept its answer, or gave up); a concurrent miss gets a promise of the leader's end, after which it
   * looks for the entry again (`find`) and computes its own only if none is current.
   */
  join(key: string, generations: Generations): { wait: Promise<void> } | { lead: () => void } {
    const flightKey = this.flightKey(key, generations);
    const running = this.inFlight.get(flightKey);
    if (running) return { wait: running };
    let resolve!: () => void;
    this.inFlight.set(flightKey, new Promise<void>((r) => (resolve = r)));
    this.computed++;
    let done = false;
    return {
      lead: () => {
        if (done) return;
        done = true;
        this.inFlight.delete(flightKey);
        resolve();
      },
    };
  }

  private flightKey(key: string, generations: Generations): string {
    const deps = Object.keys(generations.of).sort() as CacheDep[];
    return `${generations.epoch}\u0000${deps.map((d) => `${d}=${generations.of[d]}`).join('\u0000')}\u0000${key}`;
  }

  /** The generations just read are the newest known (a newer catalogue drops every entry). */
  private observe(current: Generations): Generations {
    if (this.latest.catalog !== undefined && this.latest.catalog !== current.of.catalog) {
      this.entries.clear();
      this.latest = {};
    }
    Object.assign(this.latest, current.of);
    return current;
  }

  /** Drops every entry, and what is being computed will not be kept. */
  clear(): void {
    this.writes.drop();
  }

  /**
   * Touches what each event of `changes` says it touches (API_CHANGED from any gateway: a declaration
   * such as a deprecation's `[]`), the catalogue when it says nothing (a status or address changed).
   */
  follow(changes: AsyncIterable<{ touches?: readonly CacheDep[] }>): void {
    const it = changes[Symbol.asyncIterator]();
    this.followed = it;
    void (async () => {
      for (let next = await it.next(); !next.done; next = await it.next()) await this.touch(next.value.touches ?? ['catalog']);
    })().catch(() => undefined);
  }

  close(): void {
    // Lagged bumps still pending go now (best effort, before the connection closes): the other gateways
    // must not keep an older count until their entries expire.
    for (const dep of this.lag.close()) void this.writes.bump(dep);
    void this.followed?.return?.();
    this.writes.close();
  }
}

/**
 * A resolver says that the answer it is part of shows data of `scope` (call figures, online dots):
 * a cached answer then goes when that scope is written, not only when the catalogue is.
 */
export function readsScope(ctx: { readScope?: { depends: Set<CacheDep> } }, scope: CacheScope): void {
  ctx.readScope?.depends.add(scope);
}

/**
 * A resolver says that the answer shows `tags` (one API's star count, its call figures), before it reads them:
 * their generations are read now, so a cached answer goes when one of them is written, and only then.
 * When they cannot be read the answer is not kept.
 */
export async function readsTags(
  ctx: { readScope?: { depends: Set<CacheDep>; generations: Generations; personal: boolean; tagGenerations?: (tags: readonly CacheTag[]) => Promise<Generations | null> } },
  tags: readonly CacheTag[],
): Promise<void> {
  const scope = ctx.readScope;
  if (!scope || !tags.length) return;
  const missing = tags.filter((t) => !scope.depends.has(t));
  if (!missing.length) return;
  const read = await scope.tagGenerations?.(missing);
  if (!read || read.epoch !== scope.generations.epoch || read.of.catalog !== scope.generations.of.catalog) {
    scope.personal = true; // not safe to keep
    return;
  }
  for (const t of missing) {
    scope.generations.of[t] = read.of[t];
    scope.depends.add(t);
  }
}
