/** Counts over the last `seconds` seconds, in one-second buckets (a ring, so memory stays constant). */
export interface WindowCounts {
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
  private readonly stamps: number[];

  constructor(private readonly seconds: number) {
    this.buckets = Array.from({ length: seconds }, zero);
    this.stamps = new Array<number>(seconds).fill(-1);
  }

  add(now: number, c: { failed: boolean; slow: boolean; gray: boolean }): void {
    const second = Math.floor(now / 1000);
    const i = second % this.seconds;
    const b = this.buckets[i]!;
    if (this.stamps[i] !== second) {
      for (const f of FIELDS) b[f] = 0;
      this.stamps[i] = second;
    }
    b.calls++;
    if (c.failed) b.failed++;
    if (c.slow) b.slow++;
    if (c.failed || c.slow) b.bad++;
    if (c.gray) {
      b.grayCalls++;
      if (c.failed || c.slow) b.grayBad++;
      if (c.failed) b.grayFailed++;
    }
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
