import { LRUCache } from 'lru-cache';

/**
 * Apollo's stores — parsed and validated documents (`documentStore`) and the texts of automatic persisted
 * queries (`cache`) — bounded by a number of entries. Apollo's own default bounds each by an estimate
 * of 30 MiB of JSON, which it computes with a `JSON.stringify` of every new document, and which is
 * 30–60 MB of heap once full (a parsed document holds ~10 KB of tokens and locations): every distinct
 * query text a client sends, a scanner's included, stays until then (issue #35's memory goal).
 * The shape is Apollo's `KeyValueCache` (get, set with an optional ttl in seconds, delete).
 */
export class BoundedStore<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V>;

  constructor(readonly max: number) {
    this.lru = new LRUCache<string, V>({ max });
  }

  async get(key: string): Promise<V | undefined> {
    return this.lru.get(key);
  }

  async set(key: string, value: V, options?: { ttl?: number | null }): Promise<void> {
    this.lru.set(key, value, options?.ttl ? { ttl: options.ttl * 1000 } : undefined);
  }

  async delete(key: string): Promise<boolean> {
    return this.lru.delete(key);
  }

  /** How many entries it holds. */
  get size(): number {
    return this.lru.size;
  }
}

/** Parsed documents kept (each ~10 KB of heap): far more than the client's operations and a tool's. */
export const DOCUMENTS_KEPT = 1000;
/** Persisted query texts kept (automatic persisted queries, for third-party clients that use them). */
export const PERSISTED_QUERIES_KEPT = 1000;
