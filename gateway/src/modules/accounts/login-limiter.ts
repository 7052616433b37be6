import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisLink, RedisLinks } from '../../core/redis-health.js';
import { tooManyRequests } from '../../core/errors.js';

/**
 * Sign-in attempts per account and IP, charged before the password is checked: after `points` attempts
 * that were not successes within the window, further attempts get 429 until the window ends. A success
 * clears the counter. Shared through Redis when REDIS_URL is set, so several gateways share the count;
 * the connection is one of the gateway's Redis links (REDIS_TIMEOUT_MS on every command, /readyz, one
 * outage line): a Redis that does not answer is not asked again until it answers a PING. This gateway
 * counts every attempt it sees in its memory too, always, and asks its memory first, so when Redis goes
 * away mid-window (a command past its deadline under load) the attempts this gateway already charged
 * still stand — the memory is not a fresh budget (a burst of 40 under load got 10 password checks for a
 * limit of 5). Its memory follows the shared count: once Redis has answered every attempt this gateway
 * sent for a key, the memory takes Redis's count (which holds every gateway's attempts, and a success or
 * a give-back on another gateway), so it never refuses what the shared count allows — a success on one
 * gateway is a fresh start on all of them.
 */
export class LoginLimiter {
  private readonly memory: RateLimiterMemory;
  private readonly redis: RateLimiterRedis | undefined;
  private readonly link: RedisLink | undefined;

  constructor(
    points: number,
    seconds: number,
    links: RedisLinks | undefined,
    keyPrefix = 'login',
    /** REDIS_PREFIX: before every Redis key, so deployments sharing a Redis stay apart. */
    redisKeyPrefix = '',
  ) {
    this.memory = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
    this.link = links?.connect({ enableOfflineQueue: false, maxRetriesPerRequest: 1, keyPrefix: redisKeyPrefix });
    if (this.link) this.redis = new RateLimiterRedis({ storeClient: this.link.client, keyPrefix, points, duration: seconds });
  }

  private key(account: string, ip: string): string {
    return `${account.toLowerCase()}|${ip}`;
  }

  /** Per key, the Redis commands this gateway has sent and not yet had answered. */
  private readonly inFlight = new Map<string, number>();

  /**
   * Runs `op` on this gateway's memory, then on Redis while it answers (a refusal from either is the
   * answer; memory first, so an attempt it refuses costs Redis nothing). When Redis's answer is the last
   * one outstanding for the key, the memory takes its count (`follow`).
   */
  private async both(key: string, op: (limiter: RateLimiterAbstract) => Promise<unknown>): Promise<void> {
    await op(this.memory);
    const link = this.link;
    if (!this.redis || !link?.up) return;
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    let shared: unknown;
    try {
      shared = await op(this.redis);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) link.failed(err);
      shared = err;
      if (err instanceof RateLimiterRes) throw err;
    } finally {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
      if (left === 0) await this.follow(key, shared);
    }
  }

  /**
   * The memory takes Redis's count for `key` (a consume's or a reward's answer, or its refusal), with the
   * time Redis's window has left. A command still on its way would be missing from that count, so this
   * runs only when none is.
   */
  private async follow(key: string, shared: unknown): Promise<void> {
    if (!(shared instanceof RateLimiterRes)) return;
    if (shared.consumedPoints <= 0) await this.memory.delete(key);
    else await this.memory.set(key, shared.consumedPoints, Math.max(1, Math.ceil(shared.msBeforeNext / 1000)));
  }

  /**
   * Charges one attempt before the password is verified, atomically (one INCR in Redis, shared by every
   * gateway): a burst of parallel guesses gets at most `points` verifications, the rest 429 (with
   * Retry-After) at once, without a hash. A success gives the point back (`success`/`refund`).
   */
  async take(account: string, ip: string): Promise<void> {
    try {
      const key = this.key(account, ip);
      await this.both(key, (l) => l.consume(key));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    }
  }

  /** Gives back the point `take` charged (an attempt that turned out not to be a failure). */
  async refund(account: string, ip: string): Promise<void> {
    const key = this.key(account, ip);
    await this.both(key, (l) => l.reward(key, 1));
  }

  async success(account: string, ip: string): Promise<void> {
    const key = this.key(account, ip);
    await this.both(key, (l) => l.delete(key));
  }

  async close(): Promise<void> {
    this.link?.close();
  }
}
