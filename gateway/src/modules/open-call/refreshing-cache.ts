/**
 * A small read-through cache for what every open call reads (its API, its traffic policy), so a
 * call costs no query in the steady state and never waits for one that another call started:
 * - fresh (younger than `ttlMs`): answered from memory;
 * - stale but younger than `2 × ttlMs`: answered from memory while one refresh runs in the background;
 * - older or absent: loaded, and callers asking for the same key meanwhile share that one load.
 * So what is served is never older than 2 × ttlMs (other gateways' changes show within that);
 * `invalidate` makes the next read load anew (this gateway's own changes show at once).
 * When a load fails (the database is down) or takes longer than `slowLoadMs` (the database hangs), the
 * last value is served for up to `staleIfErrorMs`, so calls that need nothing else from the database
 * (built-in APIs) keep working through an outage.
 */
export class RefreshingCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: V; invalidated?: boolean }>();
  private readonly loading = new Map<K, Promise<V>>();

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly ttlMs: number,
    /** Entries kept at most; past it the map starts over (a scan of unknown ids stays bounded). */
    private readonly maxEntries = 10_000,
    private readonly staleIfErrorMs = 5 * 60_000,
    private readonly slowLoadMs = 1_000,
  ) {}

  async get(key: K): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && !hit.invalidated) {
      const age = Date.now() - hit.at;
      if (age < this.ttlMs) return hit.value;
      if (age < 2 * this.ttlMs) {
        // The background refresh's failure keeps the stale value until it is too old to serve.
        if (!this.loading.has(key)) this.refresh(key).catch(() => undefined);
        return hit.value;
      }
    }
    const loading = this.loading.get(key) ?? this.refresh(key);
    if (!hit || Date.now() - hit.at >= this.staleIfErrorMs) return loading;
    // A database that hangs rather than refuses: the last value is served once the load has taken
    // `slowLoadMs`, rather than after the query's own deadline (the load goes on and fills the entry).
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<V>((resolve) => {
      timer = setTimeout(() => resolve(hit.value), this.slowLoadMs);
      timer.unref();
    });
    return Promise.race([loading.catch(() => hit.value), patience]).finally(() => clearTimeout(timer));
  }

  /** The cached value, fresh or not, without loading. */
  peek(key: K): V | undefined {
    const hit = this.entries.get(key);
    return hit && !hit.invalidated ? hit.value : undefined;
  }

  /** The last value loaded, even one invalidated since (what a call already in flight was served by). */
  last(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  invalidate(key: K): void {
    // Kept only as the outage fallback: the next read loads anew.
    const hit = this.entries.get(key);
    if (hit) hit.invalidated = true;
    // A load already under way may have read the old row: its result must not be cached.
    this.loading.delete(key);
  }

  /** Every entry reads anew on its next use (kept only as the outage fallback). */
  invalidateAll(): void {
    for (const hit of this.entries.values()) hit.invalidated = true;
    this.loading.clear();
  }

  private refresh(key: K): Promise<V> {
    const p = this.load(key).then(
      (value) => {
        if (this.loading.get(key) === p) {
          this.loading.delete(key);
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { at: Date.now(), value });
        }
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === p) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, p);
    return p;
  }
}
