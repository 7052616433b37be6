import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether one request wrote: the database layer (`db/request-writes.subscriber.ts`) records every write
 * it commits while the request's work runs — an INSERT, UPDATE, DELETE or other data-changing statement
 * outside a transaction, or a transaction that wrote and committed — whatever the request answers in
 * the end. The work is found by AsyncLocalStorage: whatever the request's handler starts, awaited or
 * not, is that request's work.
 */
export class RequestWrites {
  /** The database committed a write of this request. */
  wrote = false;
  private late: (() => void) | undefined;

  /** A write of this request committed. */
  record(): void {
    this.wrote = true;
    this.late?.();
  }

  /**
   * The answer is about to go: whether the request wrote so far. A write committed after this (work the
   * request left running) calls `late` as it commits.
   */
  settle(late: () => void): boolean {
    this.late = late;
    return this.wrote;
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
 * Runs `work` as no request's: for writes that are not the request's catalogue writes — those whose
 * writer bumps a cache scope of its own (call records, a user coming online) and those no cached answer
 * shows (an article's view count, a visit in the access log, an API key's last use, expired idempotency
 * keys swept).
 */
export function untrackedWrite<T>(work: () => T): T {
  return storage.exit(work);
}
