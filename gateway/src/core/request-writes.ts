import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheDep } from './read-cache-generations.js';

/**
 * Whether one request wrote: the database layer (`db/request-writes.subscriber.ts`) records every write
 * it commits while the request's work runs — an INSERT, UPDATE, DELETE or other data-changing statement
 * outside a transaction, or a transaction that wrote and committed — whatever the request answers in
 * the end. The work is found by AsyncLocalStorage: whatever the request's handler starts, awaited or
 * not, is that request's work.
 */
export class RequestWrites {
  /** The database committed a write of this request (declared or not). */
  wrote = false;
  /** What the committed writes touch: `catalog` for a write that declared nothing narrower. */
  readonly touched = new Set<CacheDep>();
  private late: ((touched: readonly CacheDep[]) => void) | undefined;

  /** A write of this request committed (one that declared nothing: the whole catalogue). */
  record(): void {
    this.touch(['catalog']);
  }

  /** A write of this request committed that touches `deps` only (`declaredWrite`). */
  touch(deps: readonly CacheDep[]): void {
    this.wrote = true;
    for (const d of deps) this.touched.add(d);
    this.late?.(deps);
  }

  /**
   * The answer is about to go: what the request's writes touched so far. A write committed after this
   * (work the request left running) calls `late` with what it touches as it commits.
   */
  settle(late: (touched: readonly CacheDep[]) => void): readonly CacheDep[] {
    this.late = late;
    return [...this.touched];
  }
}

/** The writes made inside `declaredWrite`: they count for the request as touching `deps` only. */
class DeclaredWrites extends RequestWrites {
  constructor(
    private readonly request: RequestWrites,
    private readonly deps: readonly CacheDep[],
  ) {
    super();
  }

  override record(): void {
    this.request.touch(this.deps);
  }

  override touch(deps: readonly CacheDep[]): void {
    this.request.touch(deps);
  }
}

const storage = new AsyncLocalStorage<RequestWrites>();

/** Runs `work`, and everything it starts, as the work of the request `writes` belongs to. */
export function trackWrites<T>(writes: RequestWrites, work: () => T): T {
  return storage.run(writes, work);
}

/** The request whose work is running, if any. */
export function currentWrites(): RequestWrites | undefined {
  return storage.getStore();
}

/**
 * Runs `work`, whose writes touch only what `deps` names (cache scopes and tags: e.g. a star on API 5
 * touches `stars:5` and the lagged `lists`; `[]`: no cached answer shows it). The request's answer then
 * bumps those instead of the whole catalogue. Declared next to the feature's service (`<f>.cache.ts`),
 * so the cache rules live in one place.
 */
export function declaredWrite<T>(deps: readonly CacheDep[], work: () => T): T {
  const request = storage.getStore();
  if (!request) return work();
  return storage.run(new DeclaredWrites(request, deps), work);
}

/**
 * Runs `work` as no request's: for writes that are not the request's catalogue writes — those whose
 * writer bumps a cache scope of its own (call records, a user coming online) and those no cached answer
 * shows (an article's view count, a visit in the access log, an API key's last use, expired idempotency
 * keys swept).
 */
export function untrackedWrite<T>(work: () => T): T {
  return storage.exit(work);
}

/**
 * Runs `work`, ONE statement that writes through a data-modifying CTE beside a read (PostgreSQL's
 * command tag of such a SELECT cannot say whether it changed a row, so the data source counts it as a
 * write whatever it did): its write counts as touching nothing, and then as touching `deps` if
 * `changed(result)` — the statement's own count of the rows it changed. So a star that changed nothing
 * (a repeated click) empties nothing, as a plain INSERT that inserted no row would not.
 */
export async function countedWrite<T>(deps: readonly CacheDep[], work: () => Promise<T>, changed: (result: T) => boolean): Promise<T> {
  const result = await declaredWrite([], work);
  if (changed(result)) storage.getStore()?.touch(deps);
  return result;
}
