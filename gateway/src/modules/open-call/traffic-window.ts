/** Counts over the last `seconds` seconds, in one-second buckets (a ring, so memory stays constant). */
export interface WindowCounts {
  /** Calls (with `perCaller`, at most that many of each caller in the window). */
  calls: number;
  failed: number;
  slow: number;
  /** Calls that failed or were slow (each counted once). */
  bad: number;
  grayCalls: number;
  grayBad: number;
  /** Gray calls that failed (answered ≥ 500 or not at all). */
  grayFailed: number;
}

const FIELDS = ['calls', 'failed', 'slow', 'bad', 'grayCalls', 'grayBad', 'grayFailed'] as const;
const zero = (): WindowCounts => ({ calls: 0, failed: 0, slow: 0, bad: 0, grayCalls: 0, grayBad: 0, grayFailed: 0 });

export class SlidingWindow {
  private readonly buckets: WindowCounts[];
  /** Per bucket: the calls of each caller counted in it. */
  private readonly callers: Array<Map<string, number>>;
  private readonly stamps: number[];

  constructor(
    private readonly seconds: number,
    /** The most calls one caller contributes to the counts a verdict is taken on. */
    private readonly perCaller = Number.POSITIVE_INFINITY,
  ) {
    this.buckets = Array.from({ length: seconds }, zero);
    this.callers = Array.from({ length: seconds }, () => new Map<string, number>());
    this.stamps = new Array<number>(seconds).fill(-1);
  }

  /** Counts one call; false when its caller already supplied its share of the window (then it is not counted). */
  add(now: number, c: { failed: boolean; slow: boolean; gray: boolean }, caller = ''): boolean {
    const second = Math.floor(now / 1000);
    const i = second % this.seconds;
    const b = this.buckets[i]!;
    if (this.stamps[i] !== second) {
      for (const f of FIELDS) b[f] = 0;
      this.callers[i]!.clear();
      this.stamps[i] = second;
    }
    if (this.countedFor(second, caller) >= this.perCaller) return false;
    this.callers[i]!.set(caller, (this.callers[i]!.get(caller) ?? 0) + 1);
    b.calls++;
    if (c.failed) b.failed++;
    if (c.slow) b.slow++;
    if (c.failed || c.slow) b.bad++;
    if (c.gray) {
      b.grayCalls++;
      if (c.failed || c.slow) b.grayBad++;
      if (c.failed) b.grayFailed++;
    }
    return true;
  }

  private countedFor(second: number, caller: string): number {
    let n = 0;
    for (let i = 0; i < this.seconds; i++) {
      if (second - this.stamps[i]! < this.seconds) n += this.callers[i]!.get(caller) ?? 0;
    }
    return n;
  }

  totals(now: number): WindowCounts {
    const second = Math.floor(now / 1000);
    const sum = zero();
    for (let i = 0; i < this.seconds; i++) {
      if (second - this.stamps[i]! >= this.seconds) continue;
      for (const f of FIELDS) sum[f] += this.buckets[i]![f];
    }
    return sum;
  }

  reset(): void {
    this.stamps.fill(-1);
  }
}
