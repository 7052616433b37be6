import { Redis, type RedisOptions } from 'ioredis';
import { Outage, type OutageLog } from './outage.js';

/** How often a Redis that failed a command is asked again (a PING with the same deadline). */
const PROBE_EVERY_MS = 500;

/**
 * Every Redis connection of the gateway, and whether Redis can be used now. A connection counts as
 * down when it is not connected, and also when a command on it went unanswered past the deadline (a
 * hung Redis keeps the TCP connection open): then it is left alone — rate limits count in memory,
 * events stay on this gateway — until a PING on it is answered again. `/readyz` reports `down` while
 * any is down, and the outage is logged once when it starts and once when it ends.
 */
export class RedisLinks {
  private readonly links: RedisLink[] = [];
  private readonly outage: Outage;

  constructor(
    readonly url: string | undefined,
    /** Deadline of every command (REDIS_TIMEOUT_MS). */
    readonly timeoutMs: number,
    log?: OutageLog,
  ) {
    this.outage = new Outage('redis', log);
  }

  /** A new connection with the command deadline; `undefined` without REDIS_URL. */
  connect(options: RedisOptions = {}): RedisLink | undefined {
    if (!this.url) return undefined;
    const client = new Redis(this.url, { commandTimeout: this.timeoutMs, ...options });
    const link = new RedisLink(client, () => this.changed());
    this.links.push(link);
    return link;
  }

  state(): 'up' | 'down' | 'not configured' {
    if (!this.url) return 'not configured';
    return this.links.every((l) => l.up) ? 'up' : 'down';
  }

  /**
   * The state after asking: a PING on every connection that looks up (a hung Redis keeps its
   * connections open and only a command unanswered past its deadline tells).
   */
  async probe(): Promise<'up' | 'down' | 'not configured'> {
    await Promise.all(this.links.filter((l) => l.up).map((l) => l.run((c) => c.ping()).catch(() => undefined)));
    return this.state();
  }

  close(): void {
    for (const link of this.links.splice(0)) link.close();
    this.outage.stop();
  }

  private changed(): void {
    // Connections still making their first connection are not an outage (yet): the start is not logged as one.
    const down = this.links.filter((l) => !l.up && l.connectedOnce);
    if (down.length) this.outage.begin(down[0]!.reason);
    else this.outage.end();
  }
}

/** One Redis connection and whether it answers. */
export class RedisLink {
  private failing: string | null = null;
  private probing: NodeJS.Timeout | undefined;
  private closed = false;
  /** Has been connected (and so can be lost). */
  connectedOnce = false;
  private lastError = '';

  constructor(
    readonly client: Redis,
    private readonly onChange: () => void,
  ) {
    client.on('error', (err: Error) => {
      this.lastError = err.message;
    });
    client.on('ready', () => {
      this.connectedOnce = true;
      onChange();
      if (this.up) this.cameUp();
    });
    client.on('close', () => {
      if (this.connectedOnce) onChange();
    });
  }

  private waiting: Array<() => void> = [];

  /** Runs `then` once this connection is up again (reconnected, or a hung Redis answering again). */
  whenUp(then: () => void): void {
    this.waiting.push(then);
  }

  private cameUp(): void {
    for (const then of this.waiting.splice(0)) then();
  }

  /** Connected, and no command has gone unanswered since the last PING that was. */
  get up(): boolean {
    return this.client.status === 'ready' && this.failing === null;
  }

  get reason(): string {
    if (this.failing) return this.failing;
    return this.lastError || `connection ${this.client.status}`;
  }

  /** A command on this connection failed: leave it alone until a PING is answered. */
  failed(err: unknown): void {
    if (this.closed || this.failing !== null) return;
    this.failing = err instanceof Error ? err.message : String(err);
    this.onChange();
    const probe = () => {
      this.probing = setTimeout(() => {
        this.client.ping().then(
          () => {
            this.failing = null;
            this.probing = undefined;
            this.onChange();
            if (this.up) this.cameUp();
          },
          () => {
            if (!this.closed) probe();
          },
        );
      }, PROBE_EVERY_MS);
      this.probing.unref();
    };
    probe();
  }

  /** Runs `command` on this connection; a failure (a deadline passed included) marks it failed and rethrows. */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    try {
      return await command(this.client);
    } catch (err) {
      if (isConnectionFailure(err)) this.failed(err);
      throw err;
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.probing);
    this.client.disconnect();
  }
}

/** A failure of Redis itself (deadline, connection), not a refused command such as a wrong type. */
export function isConnectionFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return !/^(ERR|WRONGTYPE|NOSCRIPT|BUSY|READONLY|OOM|EXECABORT|NOAUTH)\b/.test(err.message);
}
