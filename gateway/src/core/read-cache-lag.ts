import { type CacheDep, type CacheTag, isScope, LAGGED_SCOPES, LAGGED_TAG } from './read-cache-generations.js';

/**
 * When the read cache bumps what a write touched (README "Read cache", the lag bound READ_CACHE_LAG_MS):
 * - an unlagged tag or scope: now;
 * - a lagged scope (`LAGGED_SCOPES`: counts lists show): once, `lagMs` after its first write since its last bump;
 * - a lagged tag (`LAGGED_TAG`: one API's star count): now when it was not bumped in the last `lagMs`
 *   (a quiet API shows a star at once), else once when that window ends, which opens the next — a busy
 *   one is emptied at most once per `lagMs`, and no write waits longer than that.
 */
export class LagTimers {
  /** Lagged scopes written and not bumped yet. */
  private readonly soon = new Map<CacheDep, NodeJS.Timeout>();
  /** Lagged tags bumped less than `lagMs` ago, and whether they were written since. At most the tags written in the last `lagMs`. */
  private readonly windows = new Map<CacheTag, { dirty: boolean; timer: NodeJS.Timeout }>();

  constructor(
    private readonly lagMs: number,
    private readonly bump: (dep: CacheDep) => Promise<void>,
  ) {}

  /** The bumps due now for writes to `deps` (the others are scheduled). */
  touch(deps: Iterable<CacheDep>): Array<Promise<void>> {
    const now: Array<Promise<void>> = [];
    for (const dep of new Set(deps)) {
      if (this.lagMs <= 0) now.push(this.bump(dep));
      else if (LAGGED_SCOPES.has(dep)) this.later(dep);
      else if (!isScope(dep) && LAGGED_TAG.test(dep)) {
        const open = this.windows.get(dep);
        if (open) open.dirty = true;
        else {
          now.push(this.bump(dep));
          this.openWindow(dep);
        }
      } else now.push(this.bump(dep));
    }
    return now;
  }

  /** Lagged scopes waiting for their bump and lagged tags in their window: 0 once every lagged write has shown. */
  get pending(): number {
    return this.soon.size + this.windows.size;
  }

  /** Stops the timers and answers what was written and not bumped yet (to bump at once: the gateway stops). */
  close(): CacheDep[] {
    const due: CacheDep[] = [...this.soon.keys()];
    for (const timer of this.soon.values()) clearTimeout(timer);
    for (const [tag, { dirty, timer }] of this.windows) {
      clearTimeout(timer);
      if (dirty) due.push(tag);
    }
    this.soon.clear();
    this.windows.clear();
    return due;
  }

  private later(dep: CacheDep): void {
    if (this.soon.has(dep)) return;
    const timer = setTimeout(() => {
      this.soon.delete(dep);
      void this.bump(dep);
    }, this.lagMs);
    timer.unref();
    this.soon.set(dep, timer);
  }

  private openWindow(tag: CacheTag): void {
    const window = {
      dirty: false,
      timer: setTimeout(() => {
        this.windows.delete(tag);
        if (!window.dirty) return;
        void this.bump(tag);
        this.openWindow(tag);
      }, this.lagMs),
    };
    window.timer.unref();
    this.windows.set(tag, window);
  }
}
