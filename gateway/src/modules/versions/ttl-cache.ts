/**
 * A small read-through cache for what every open call reads of versions (and the drift check of an API's
 * declared shape): an entry younger than `ttlMs` is served from memory, concurrent loads of one key are
 * shared, `invalidate` makes the next read load anew. Bounded: past `maxEntries` it starts over.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: V }>();
  private readonly loading = new Map<K, Promise<V>>();

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: K): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const started = this.load(key)
      .then((value) => {
        // An invalidation during the load leaves the answer unremembered.
        if (this.loading.get(key) === started) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { at: Date.now(), value });
        }
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === started) this.loading.delete(key);
      });
    this.loading.set(key, started);
    return started;
  }

  invalidate(key: K): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }
}
