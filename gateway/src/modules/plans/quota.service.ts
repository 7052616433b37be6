import type { Redis } from 'ioredis';
import type { RedisLink, RedisLinks } from '../../core/redis-health.js';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { AppError } from '../../core/errors.js';
import { type Overage, windowsAt, type Windows } from './plan.rules.js';
import type { UsageMeter } from './usage-meter.js';

/** A subscription's limits as its rows carry them: the plan's quotas and this window's overrides (one shape for both readers). */
export const quotaColumns = {
  dailyQuota: z.number().nullable(),
  monthlyQuota: z.number().nullable(),
  ratePerSecond: z.number().nullable(),
  overage: z.enum(['refuse', 'allow']) satisfies z.ZodType<Overage>,
  prevDailyDay: z.string().nullable(),
  prevDailyQuota: z.number().nullable(),
  prevMonthlyMonth: z.string().nullable(),
  prevMonthlyQuota: z.number().nullable(),
  dayWindow: z.string().nullable(),
  dayLimit: z.number().nullable(),
  monthWindow: z.string().nullable(),
  monthLimit: z.number().nullable(),
};

/** A live subscription as the proxy meters it: its plan's limits and this window's overrides. */
const meteredSubscriptionRow = z.object({
  id: z.number(),
  userId: z.number(),
  apiId: z.number(),
  planId: z.number(),
  status: z.enum(['pending', 'active', 'suspended']),
  suspendReason: z.string().nullable(),
  ...quotaColumns,
});
export type MeteredSubscription = z.infer<typeof meteredSubscriptionRow>;

const meteringRow = z.object({ plans: z.boolean(), required: z.boolean() });
const meteringStatement = statement<[apiId: number], typeof meteringRow>(
  'plans.metering',
  `SELECT EXISTS (SELECT 1 FROM api_plan p WHERE p.api_id = a.id AND p.deleted_at IS NULL) AS plans,
          a.requires_subscription AS required
     FROM api a WHERE a.id = $1`,
  meteringRow,
);
const subscriptionStatement = statement<[keyId: number, apiId: number], typeof meteredSubscriptionRow>(
  'plans.key-subscription',
  `SELECT s.id, s.user_id AS "userId", s.api_id AS "apiId", s.plan_id AS "planId", s.status,
          s.suspend_reason AS "suspendReason", p.daily_quota AS "dailyQuota", p.monthly_quota AS "monthlyQuota",
          p.rate_per_second AS "ratePerSecond", p.overage,
          to_char(p.prev_daily_day, 'YYYY-MM-DD') AS "prevDailyDay", p.prev_daily_quota AS "prevDailyQuota",
          to_char(p.prev_monthly_month, 'YYYY-MM-DD') AS "prevMonthlyMonth", p.prev_monthly_quota AS "prevMonthlyQuota",
          to_char(s.day_window, 'YYYY-MM-DD') AS "dayWindow", s.day_limit AS "dayLimit",
          to_char(s.month_window, 'YYYY-MM-DD') AS "monthWindow", s.month_limit AS "monthLimit"
     FROM api_subscription s JOIN api_plan p ON p.id = s.plan_id
    WHERE s.key_id = $1 AND s.api_id = $2 AND s.status <> 'ended'`,
  meteredSubscriptionRow,
);
const usedRow = z.object({ n: z.number() });
/** The stored count of a caller's window on an API: every subscription they held to it, ended ones too. */
const usedStatement = statement<[userId: number, apiId: number, from: string, which: 'day' | 'month'], typeof usedRow>(
  'plans.used-of-caller',
  `SELECT coalesce(sum(u.billable), 0)::int AS n FROM api_usage_day u JOIN api_subscription s ON s.id = u.subscription_id
    WHERE s.user_id = $1 AND s.api_id = $2 AND u.day >= $3::date AND ($4 = 'month' OR u.day = $3::date)`,
  usedRow,
);

/**
 * Whose windows a count is: the caller and the API, not one subscription of theirs. One caller holds one
 * live subscription per API, and a day's (month's) count goes on across an unsubscribe and a new
 * subscription — with the same key or another — as it does across a plan switch: leaving and coming
 * back is no fresh quota.
 */
export interface QuotaHolder {
  userId: number;
  apiId: number;
}

export interface Limits {
  daily: number | null;
  monthly: number | null;
  rate: number | null;
  overage: Overage;
}

/**
 * The limits in force in the windows `w`: a plan switch's pro-rata limit for the window it was made
 * in, else the old limit for the rest of the window a plan change was made in, else the plan's own.
 */
export function limitsIn(s: MeteredSubscription, w: Windows): Limits {
  const daily =
    s.dayWindow === w.day ? s.dayLimit : s.prevDailyDay === w.day ? s.prevDailyQuota : s.dailyQuota;
  const monthly =
    s.monthWindow === w.month
      ? s.monthLimit
      : s.prevMonthlyMonth === w.month
        ? s.prevMonthlyQuota
        : s.monthlyQuota;
  return { daily, monthly, rate: s.ratePerSecond, overage: s.overage };
}

/** What the proxy needs to know about an API's plans. */
export interface Metering {
  plans: boolean;
  /** Keyed calls without a live subscription are refused (api-key-only APIs only). */
  requiresSubscription: boolean;
}

export type RefusalReason = 'daily' | 'monthly' | 'rate' | 'suspended';

/** What the answer says about the quota: the IETF RateLimit fields and the remaining quota. */
export type QuotaHeaders = Record<string, string>;

/** A reserved call: `finish` counts it (upstream 2xx) or gives the reservation back. */
export interface QuotaTicket {
  headers: QuotaHeaders;
  finish(status: number, ms: number): void;
}

/** A 429 (or a suspended subscription's 403-like refusal) that carries the quota headers. */
export class QuotaRefused extends AppError {
  constructor(
    readonly refusal: RefusalReason,
    readonly quotaHeaders: QuotaHeaders,
    messages: { zh: string; en: string },
    retryAfter?: number,
  ) {
    super(refusal === 'suspended' ? 'UNAUTHENTICATED' : 'TOO_MANY_REQUESTS', messages, {
      retryAfter,
      reason: refusal === 'suspended' ? 'SUBSCRIPTION_SUSPENDED' : refusal === 'rate' ? 'RATE_LIMITED' : 'QUOTA_EXCEEDED',
    });
  }
}

/** A window's count reached 80 % or 100 % of its quota (exactly one call sees each crossing). */
export interface QuotaCrossing {
  subscription: MeteredSubscription;
  window: 'daily' | 'monthly';
  /** The window's own name (`YYYY-MM-DD`: the day, or the month's first day, UTC+8): one crossing per window and mark. */
  windowId: string;
  percent: 80 | 100;
  used: number;
  limit: number;
}

// Atomic reserve: the rate window first, then both quotas; a call is counted (INCR) only when every
// limit allows it, so parallel calls on any number of gateways never overshoot. Returns
// {verdict, day, month, second}: 1 allowed, -1 daily quota, -2 monthly quota, -3 rate.
const RESERVE = `
local daily = tonumber(ARGV[1])
local monthly = tonumber(ARGV[2])
local rate = tonumber(ARGV[3])
local d = tonumber(redis.call('GET', KEYS[1]) or '0')
local m = tonumber(redis.call('GET', KEYS[2]) or '0')
local s = 0
if rate >= 0 then
  s = redis.call('INCR', KEYS[3])
  if s == 1 then redis.call('PEXPIRE', KEYS[3], 2000) end
  if s > rate then return {-3, d, m, s} end
end
if ARGV[4] == 'refuse' then
  if daily >= 0 and d >= daily then return {-1, d, m, s} end
  if monthly >= 0 and m >= monthly then return {-2, d, m, s} end
end
d = redis.call('INCR', KEYS[1])
if d == 1 then redis.call('EXPIRE', KEYS[1], ARGV[5]) end
m = redis.call('INCR', KEYS[2])
if m == 1 then redis.call('EXPIRE', KEYS[2], ARGV[6]) end
return {1, d, m, s}`;

// A reservation given back (the upstream did not answer 2xx): never below zero.
const RELEASE = `
for i = 1, 2 do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 1`;

type QuotaRedis = Redis & {
  quotaReserve(d: string, m: string, s: string, ...args: Array<string | number>): Promise<number[]>;
  quotaRelease(d: string, m: string): Promise<number>;
};

const CACHE_MS = 1000;

/**
 * Quota enforcement of open calls with a key. Counters live in Redis (REDIS_URL), shared by every
 * gateway and kept across restarts; each call reserves atomically (one Lua script, one round trip) and a
 * call the upstream did not answer with 2xx gives its reservation back. When Redis does not answer, each
 * gateway counts in its own memory from the last count it saw (or the stored usage), so the quota can be
 * exceeded by at most (gateways − 1) × what was left when Redis went away; `/readyz` says `degraded`.
 */
export class QuotaService {
  private readonly redis: QuotaRedis | undefined;
  private readonly subs = new Map<string, { at: number; value: Promise<MeteredSubscription | null> }>();
  private readonly meterings = new Map<number, { at: number; value: Promise<Metering> }>();
  /** Per-gateway counters while Redis is away, and the last counts Redis answered (their seeds). */
  private readonly memory = new Map<string, { n: number; until: number }>();
  private readonly lastSeen = new Map<string, number>();
  /**
   * Most counters and last counts this gateway keeps in memory (each map); past it a map starts again (a
   * fallback then seeds from the stored usage). Every caller, API and window adds keys, and a window's keys
   * were never dropped: a long-running gateway's `lastSeen` grew without end.
   */
  trackedMax = 100_000;
  private readonly warned = new Set<string>();
  private readonly link: RedisLink | undefined;
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly meter: UsageMeter,
    opts: { redis?: RedisLinks; prefix: string },
    private readonly onCrossing: (c: QuotaCrossing) => void,
  ) {
    this.sql = sqlOn(ds);
    // One of the gateway's Redis links: REDIS_TIMEOUT_MS on every command, and after one unanswered
    // command it is not asked again until it answers a PING (the counters go per gateway meanwhile).
    this.link = opts.redis?.connect({ enableOfflineQueue: false, maxRetriesPerRequest: 1, keyPrefix: opts.prefix });
    if (this.link) {
      const redis = this.link.client;
      redis.defineCommand('quotaReserve', { numberOfKeys: 3, lua: RESERVE });
      redis.defineCommand('quotaRelease', { numberOfKeys: 2, lua: RELEASE });
      this.redis = redis as QuotaRedis;
    }
  }

  /** Redis as the quota counters see it (for `/readyz`). */
  redisState(): 'up' | 'down' | 'not configured' {
    if (!this.link) return 'not configured';
    return this.link.up ? 'up' : 'down';
  }

  /** Whether an API has plans (its keyed calls are metered) and requires a subscription; cached for a second. */
  async metering(apiId: number): Promise<Metering> {
    return this.cached(this.meterings, apiId, async () => {
      const row = await this.sql.first(meteringStatement, [apiId]);
      return { plans: row?.plans ?? false, requiresSubscription: row?.required ?? false };
    });
  }

  /** The live subscription a key holds to an API, or null; cached for a second. */
  subscription(keyId: number, apiId: number): Promise<MeteredSubscription | null> {
    return this.cached(this.subs, `${keyId}:${apiId}`, async () => {
      return this.sql.first(subscriptionStatement, [keyId, apiId]);
    });
  }

  /** This gateway forgets what it cached about an API's plans and subscriptions (a change was made). */
  invalidate(apiId?: number): void {
    if (apiId === undefined) {
      this.subs.clear();
      this.meterings.clear();
      return;
    }
    this.meterings.delete(apiId);
    for (const k of this.subs.keys()) if (k.endsWith(`:${apiId}`)) this.subs.delete(k);
  }

  /** The counts of a subscription's current windows (usage page, switch pro rata). */
  async used(holder: QuotaHolder, now = Date.now()): Promise<{ day: number; month: number }> {
    const w = windowsAt(now);
    const k = keysOf(holder, w, now);
    if (this.redis && this.link?.up) {
      try {
        const [d, m] = await this.redis.mget(k.day, k.month);
        return { day: Number(d ?? 0), month: Number(m ?? 0) };
      } catch (err) {
        this.link?.failed(err);
      }
    }
    return { day: (await this.memoryCount(holder, k.day, 'day', w)).n, month: (await this.memoryCount(holder, k.month, 'month', w)).n };
  }

  /**
   * Reserves one call of a subscription, or throws QuotaRefused (429 with Retry-After, or the
   * suspension's reason). The ticket's `finish` must be called with the upstream's status.
   */
  async reserve(sub: MeteredSubscription, now = Date.now()): Promise<QuotaTicket> {
    const w = windowsAt(now);
    const day = w.day;
    const lim = limitsIn(sub, w);
    if (sub.status === 'suspended') {
      this.meter.add(sub.id, day, 'refused_suspended');
      const reason = sub.suspendReason ?? '';
      throw new QuotaRefused('suspended', {}, {
        zh: `该订阅已被管理员暂停${reason ? `：${reason}` : ''}`,
        en: `This subscription was suspended by an administrator${reason ? `: ${reason}` : ''}`,
      });
    }
    const k = keysOf(sub, w, now);
    const [verdict, d, m] = await this.take(sub, k, lim, w, now);
    const headers = quotaHeaders(lim, d, m, w, now);
    if (verdict !== 1) {
      const reason: RefusalReason = verdict === -1 ? 'daily' : verdict === -2 ? 'monthly' : 'rate';
      this.meter.add(sub.id, day, reason === 'daily' ? 'refused_daily' : reason === 'monthly' ? 'refused_monthly' : 'refused_rate');
      const retryAfter = Math.max(1, Math.ceil(((reason === 'daily' ? w.dayEnds : reason === 'monthly' ? w.monthEnds : (Math.floor(now / 1000) + 1) * 1000) - now) / 1000));
      const words = {
        daily: { zh: `今日调用次数已用完（每日 ${lim.daily} 次），请 ${retryAfter} 秒后再试或升级套餐`, en: `Daily quota of ${lim.daily} calls used up; retry in ${retryAfter} s or upgrade your plan` },
        monthly: { zh: `本月调用次数已用完（每月 ${lim.monthly} 次），请 ${retryAfter} 秒后再试或升级套餐`, en: `Monthly quota of ${lim.monthly} calls used up; retry in ${retryAfter} s or upgrade your plan` },
        rate: { zh: `调用过于频繁（每秒最多 ${lim.rate} 次），请 ${retryAfter} 秒后再试`, en: `Too many calls (at most ${lim.rate} per second); retry in ${retryAfter} s` },
      }[reason];
      throw new QuotaRefused(reason, { ...headers, 'Retry-After': String(retryAfter) }, words, retryAfter);
    }
    this.crossings(sub, lim, d, m, w);
    const overage = (lim.daily !== null && d > lim.daily) || (lim.monthly !== null && m > lim.monthly);
    let done = false;
    return {
      headers,
      finish: (status, ms) => {
        if (done) return;
        done = true;
        if (status >= 200 && status < 300) {
          this.meter.add(sub.id, day, 'billable', ms, overage ? 'overage' : undefined);
          this.meter.add(sub.id, day, 'calls');
        } else {
          this.meter.add(sub.id, day, 'calls', ms);
          void this.giveBack(k);
        }
      },
    };
  }

  private changes: AsyncIterator<{ apiId: number }> | undefined;

  /** Forgets each API whose plans or subscriptions changed (on any gateway, through the shared pubsub). */
  follow(changes: AsyncIterable<{ apiId: number }>): void {
    const it = changes[Symbol.asyncIterator]();
    this.changes = it;
    void (async () => {
      for (let next = await it.next(); !next.done; next = await it.next()) this.invalidate(next.value.apiId);
    })();
  }

  async close(): Promise<void> {
    await this.changes?.return?.();
    this.link?.close();
  }

  private async take(holder: QuotaHolder, k: QuotaKeys, lim: Limits, w: Windows, now: number): Promise<[number, number, number]> {
    if (this.redis && this.link?.up) {
      try {
        const [verdict, d, m] = await this.redis.quotaReserve(
          k.day, k.month, k.second,
          lim.daily ?? -1, lim.monthly ?? -1, lim.rate ?? -1, lim.overage,
          Math.ceil((w.dayEnds - now) / 1000) + 86_400, Math.ceil((w.monthEnds - now) / 1000) + 86_400,
        );
        if (verdict === 1) {
          if (this.lastSeen.size >= this.trackedMax) this.lastSeen.clear();
          this.lastSeen.set(k.day, d!);
          this.lastSeen.set(k.month, m!);
        }
        return [verdict!, d!, m!];
      } catch (err) {
        this.link?.failed(err);
      }
    }
    // Per-gateway counting (no Redis, or Redis away): the same rules, in this process.
    const dc = await this.memoryCount(holder, k.day, 'day', w);
    const mc = await this.memoryCount(holder, k.month, 'month', w);
    const s = this.bump(k.second, now + 2000, 0);
    if (lim.rate !== null && s > lim.rate) return [-3, dc.n, mc.n];
    if (lim.overage === 'refuse') {
      if (lim.daily !== null && dc.n >= lim.daily) return [-1, dc.n, mc.n];
      if (lim.monthly !== null && mc.n >= lim.monthly) return [-2, dc.n, mc.n];
    }
    dc.n++;
    mc.n++;
    return [1, dc.n, mc.n];
  }

  private bump(key: string, until: number, seed: number): number {
    let c = this.memory.get(key);
    if (!c || c.until < Date.now()) {
      this.roomInMemory();
      this.memory.set(key, (c = { n: seed, until }));
    }
    return ++c.n;
  }

  /** Before a new per-gateway counter: past windows go first (a second's key lives two), then all if still full. */
  private roomInMemory(): void {
    if (this.memory.size < this.trackedMax) return;
    const now = Date.now();
    for (const [key, c] of this.memory) if (c.until < now) this.memory.delete(key);
    if (this.memory.size >= this.trackedMax) this.memory.clear();
  }

  /** A memory counter, seeded from the last count Redis gave this gateway or else the stored usage. */
  private async memoryCount(holder: QuotaHolder, key: string, which: 'day' | 'month', w: Windows) {
    let c = this.memory.get(key);
    if (c) return c;
    let seed = this.lastSeen.get(key);
    if (seed === undefined) {
      seed = (await this.sql.first(usedStatement, [holder.userId, holder.apiId, which === 'day' ? w.day : w.month, which]))?.n ?? 0;
    }
    c = this.memory.get(key);
    if (c) return c;
    c = { n: seed, until: which === 'day' ? w.dayEnds : w.monthEnds };
    this.roomInMemory();
    this.memory.set(key, c);
    return c;
  }

  private async giveBack(k: QuotaKeys): Promise<void> {
    if (this.redis && this.link?.up) {
      try {
        await this.redis.quotaRelease(k.day, k.month);
        // The count a fallback would seed from (lastSeen) included this reservation: give it back there too.
        for (const key of [k.day, k.month]) {
          const seen = this.lastSeen.get(key);
          if (seen !== undefined && seen > 0) this.lastSeen.set(key, seen - 1);
        }
        return;
      } catch (err) {
        this.link?.failed(err);
      }
    }
    for (const key of [k.day, k.month]) {
      const c = this.memory.get(key);
      if (c && c.n > 0) c.n--;
    }
  }

  /** 80 % and 100 % of each quota: the call whose count lands on the mark reports it, once per window. */
  private crossings(sub: MeteredSubscription, lim: Limits, d: number, m: number, w: Windows): void {
    for (const [window, limit, used, id] of [
      ['daily', lim.daily, d, w.day],
      ['monthly', lim.monthly, m, w.month],
    ] as const) {
      if (limit === null) continue;
      for (const percent of [80, 100] as const) {
        const mark = percent === 100 ? limit : Math.ceil(limit * 0.8);
        if (used !== mark || (percent === 80 && mark >= limit)) continue;
        void this.once(`${holderKey(sub)}:warn:${window}:${id}:${percent}`, window === 'daily' ? w.dayEnds : w.monthEnds).then((first) => {
          if (first) this.onCrossing({ subscription: sub, window, windowId: id, percent, used, limit });
        });
      }
    }
  }

  /** True the first time a mark is reported in its window (a reservation given back may land on it again). */
  private async once(key: string, until: number): Promise<boolean> {
    if (this.redis && this.link?.up) {
      try {
        const px = Math.max(1000, until - Date.now() + 86_400_000);
        return (await this.redis.set(key, '1', 'PX', px, 'NX')) === 'OK';
      } catch (err) {
        this.link?.failed(err);
      }
    }
    if (this.warned.has(key)) return false;
    if (this.warned.size >= this.trackedMax) this.warned.clear();
    this.warned.add(key);
    return true;
  }

  private cached<K, V>(map: Map<K, { at: number; value: Promise<V> }>, key: K, load: () => Promise<V>): Promise<V> {
    const hit = map.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = load();
    if (map.size > 10_000) map.clear();
    map.set(key, { at: Date.now(), value });
    value.catch(() => {
      if (map.get(key)?.value === value) map.delete(key);
    });
    return value;
  }
}

interface QuotaKeys {
  day: string;
  month: string;
  second: string;
}

const holderKey = (h: QuotaHolder) => `q:u${h.userId}:a${h.apiId}`;

const keysOf = (h: QuotaHolder, w: Windows, now: number): QuotaKeys => ({
  day: `${holderKey(h)}:d:${w.day}`,
  month: `${holderKey(h)}:m:${w.month}`,
  second: `${holderKey(h)}:s:${Math.floor(now / 1000)}`,
});

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy` names each
 * policy with its quota `q` and window `w` in seconds; `RateLimit` gives what is left `r` and the
 * seconds until the window resets `t`. Plus the remaining daily and monthly quota in plain numbers.
 */
function quotaHeaders(lim: Limits, d: number, m: number, w: Windows, now: number): QuotaHeaders {
  const policy: string[] = [];
  const state: string[] = [];
  const h: QuotaHeaders = {};
  const dayT = Math.ceil((w.dayEnds - now) / 1000);
  const monthT = Math.ceil((w.monthEnds - now) / 1000);
  if (lim.daily !== null) {
    policy.push(`"daily";q=${lim.daily};w=86400`);
    state.push(`"daily";r=${Math.max(0, lim.daily - d)};t=${dayT}`);
    h['X-Quota-Remaining-Day'] = String(Math.max(0, lim.daily - d));
  }
  if (lim.monthly !== null) {
    policy.push(`"monthly";q=${lim.monthly};w=${w.monthSeconds}`);
    state.push(`"monthly";r=${Math.max(0, lim.monthly - m)};t=${monthT}`);
    h['X-Quota-Remaining-Month'] = String(Math.max(0, lim.monthly - m));
  }
  if (lim.rate !== null) policy.push(`"burst";q=${lim.rate};w=1`);
  if (policy.length) h['RateLimit-Policy'] = policy.join(', ');
  if (state.length) h['RateLimit'] = state.join(', ');
  return h;
}
