import { LRUCache } from 'lru-cache';
import type { CachedBody } from './cached-reply.js';
import { type CacheDep, type CacheTag, type Generations, isScope } from './read-cache-generations.js';

/** One kept answer and the generations it was computed under, of the scopes and tags it depends on. */
interface Entry {
  body: CachedBody;
  at: Partial<Record<CacheDep, string>>;
  /** The tags among `at` (their generations are read with the scopes' before the entry is used). */
  tags: CacheTag[];
}

/**
 * What an entry holds besides its key and bytes: the entry, its generations and tags, the `CachedBody`
 * with its entity tag, the `Buffer` objects and their backing stores' native bookkeeping, the LRU's own
 * slots. Measured on Node 24 (issue #35): 1.3 KB of heap per entry whatever its size — uncounted, 16 MiB
 * of answers of 200 bytes held 53 MB; counted, small answers fill the room as large ones do.
 */
export const ENTRY_OVERHEAD_BYTES = 1536;

/** The answer's own bytes: its key (UTF-16 in memory), the body and each compressed form. */
const answerSize = (entry: Entry, key: string): number =>
  key.length * 2 + entry.body.body.length + (entry.body.encoded.br?.length ?? 0) + (entry.body.encoded.gzip?.length ?? 0);

/** Bytes an entry holds: the answer's own and its fixed cost. */
const entrySize = (entry: Entry, key: string): number => ENTRY_OVERHEAD_BYTES + answerSize(entry, key);

export interface ReadCacheStoreOptions {
  /** Bytes the entries may take (bodies, their compressed forms, keys and each entry's fixed cost); the least recently used go first. */
  maxBytes: number;
  /** Longest an entry is kept, in milliseconds. */
  maxAgeMs: number;
  /** The clock entries expire by (tests); `performance.now()` when not given. */
  now?: () => number;
}

/**
 * The read cache's entries: an LRU bounded by bytes, each entry expiring after `maxAgeMs`, and served
 * only under the generations it was computed under.
 */
export class ReadCacheStore {
  private readonly entries: LRUCache<string, Entry>;
  private readonly maxEntryBytes: number;

  constructor({ maxBytes, maxAgeMs, now }: ReadCacheStoreOptions) {
    // An answer larger than a quarter of the room is not kept: with both compressed forms added later
    // (each at most about its size) it still fits. The answer's own bytes are compared, not its entry's
    // fixed cost: counted in, a room under 6 KiB (READ_CACHE_MAX_BYTES may be 4096) would keep nothing.
    this.maxEntryBytes = Math.floor(maxBytes / 4);
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: entrySize,
      ttl: maxAgeMs,
      // A clock of the caller's is read at each lookup (the LRU otherwise reuses a reading for 1 ms).
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    });
  }

  /** Bytes held by the entries now. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** The tags the entry of `key` depends on (none when there is no entry), without touching its recency. */
  tagsOf(key: string): readonly CacheTag[] {
    return this.entries.peek(key)?.tags ?? [];
  }

  /** The entry of `key` if it was computed under `current` (for every scope and tag it depends on); an older one is dropped. */
  lookup(key: string, current: Generations['of']): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    for (const dep in entry.at) {
      if (entry.at[dep as CacheDep] !== current[dep as CacheDep]) {
        this.entries.delete(key);
        return undefined;
      }
    }
    return entry.body;
  }

  /** Keeps `body` for `key`, computed under the generations `at`, unless it is larger than a quarter of the room. */
  set(key: string, at: Entry['at'], body: CachedBody): void {
    const entry: Entry = { body, at, tags: (Object.keys(at) as CacheDep[]).filter((d): d is CacheTag => !isScope(d)) };
    if (answerSize(entry, key) > this.maxEntryBytes) return;
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

  clear(): void {
    this.entries.clear();
  }
}
