/** Where outages are told: the gateway's logger (one JSON object per line with LOG_FORMAT=json). */
export interface OutageLog {
  warn(obj: Record<string, unknown>, msg: string): void;
  info(obj: Record<string, unknown>, msg: string): void;
}

/**
 * A dependency (the database, Redis) that went away: one line when the outage starts and one when it
 * ends (with how long it lasted), however many requests or rounds fail in between.
 */
export class Outage {
  private since: number | null = null;

  constructor(
    private readonly dependency: 'database' | 'redis',
    private readonly log?: OutageLog,
  ) {}

  get active(): boolean {
    return this.since !== null;
  }

  begin(reason: string): void {
    if (this.since !== null) return;
    this.since = Date.now();
    this.log?.warn({ outage: this.dependency, event: 'start', reason }, `${this.dependency} unavailable: ${reason}`);
  }

  end(): void {
    if (this.since === null) return;
    const ms = Date.now() - this.since;
    this.since = null;
    this.log?.info({ outage: this.dependency, event: 'end', ms }, `${this.dependency} available again after ${(ms / 1000).toFixed(1)} s`);
  }

  /** Shutting down: whatever is still out is not announced as ended. */
  stop(): void {
    this.since = null;
  }
}
