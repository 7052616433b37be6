import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors.js';
import type { RateLimiters } from '../community/rate-limiter.js';
import { RefreshingCache } from './refreshing-cache.js';
import type { ReleaseActions } from './release-actions.js';
import { SlidingWindow } from './traffic-window.js';

/** The rollout config of one API as the proxy applies it (stored by the publish flow in api_publish_config). */
export interface TrafficPolicy {
  deployType: 'gray' | 'full';
  /** Ten-thousandths of callers served the new version (10000 = everyone). */
  share: number;
  delayThresholdMs: number | null;
  /** Per mille of calls in the window. */
  alertPerMille: number | null;
  offPerMille: number | null;
  /** Open calls per minute per IP; null = no limit. */
  ratePerMinute: number | null;
  stableAddress: string | null;
  rolledBackAddress: string | null;
  promoteAfterCalls: number;
}

export interface ReleaseView {
  deployType: 'gray' | 'full';
  share: number;
  hasPreviousVersion: boolean;
  rolledBack: boolean;
  promoteAfterCalls: number;
  healthyGrayCalls: number;
}

export interface PolicyTarget {
  id: number;
  address: string;
  creatorId: number | null;
  name: string;
}

export interface Route {
  address: string;
  /** Served the gray (new) version to a caller inside the gray share. */
  gray: boolean;
}

export interface TrafficPolicyOptions {
  windowSeconds: number;
  /** No verdict on fewer calls than this in the window. */
  minCalls: number;
  /** Calls per minute when attackProtection is switched on without a number. */
  defaultRatePerMinute: number;
  /** Attack protection's per-IP counters: the platform's limiters (shared through Redis when configured). */
  limits: RateLimiters;
}

const CACHE_MS = 1000;
const ALERT_COOLDOWN_MS = 60_000;

/** attackProtection is free text in the publish form: a number is calls/minute, off-words disable it. */
export function parseAttackProtection(raw: string | null, fallback: number): number | null {
  const s = (raw ?? '').trim().toLowerCase();
  if (s === '' || ['0', 'off', 'false', 'no', 'none', '关闭', '不开启'].includes(s)) return null;
  const n = Number(s);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Stable bucket 0–9999 of a caller for one API: the user id when signed in, else the IP. */
export function grayBucket(apiId: number, userId: number | null, ip: string): number {
  const who = userId !== null ? `u:${userId}` : `ip:${ip}`;
  return createHash('sha256').update(`${apiId}|${who}`).digest().readUInt32BE(0) % 10000;
}

/**
 * Policies that act on traffic: per-IP rate limit, gray routing, and the verdicts taken on a
 * sliding window of recent calls (alert, automatic shutdown, gray promotion and rollback).
 */
export class TrafficPolicyService {
  private readonly policies = new RefreshingCache<number, TrafficPolicy>(
    (id) => this.loadPolicy(id),
    CACHE_MS,
  );
  private readonly windows = new Map<number, SlidingWindow>();
  private readonly grayGood = new Map<number, number>();
  private readonly lastAlert = new Map<string, number>();
  private readonly busy = new Set<number>();
  private readonly remembering = new Set<number>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly ds: DataSource,
    private readonly actions: ReleaseActions,
    private readonly opts: TrafficPolicyOptions,
    private readonly onApiChanged: (apiId: number) => void,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** The API's policy, from the cache (see RefreshingCache for how fresh). */
  policy(apiId: number): Promise<TrafficPolicy> {
    return this.policies.get(apiId);
  }

  private async loadPolicy(apiId: number): Promise<TrafficPolicy> {
    const rows: Array<Record<string, string | number | null>> = await this.ds.query(
      `SELECT c.deploy_type, c.gray_scale, c.threshold, c.delay_threshold, c.alert_threshold, c.off_threshold,
              c.attack_protection, s.stable_address, s.rolled_back_address, s.promote_after_calls
       FROM api a
       LEFT JOIN api_publish_config c ON c.api_id = a.id
       LEFT JOIN api_release_state s ON s.api_id = a.id
       WHERE a.id = $1`,
      [apiId],
    );
    const r = rows[0] ?? {};
    const deployType = r.deploy_type === 'gray' ? 'gray' : 'full';
    // The admin's threshold (publishApi) wins over the creator's requested grayScale (submitParms).
    const share = deployType === 'full' ? 10000 : Number(r.threshold ?? r.gray_scale ?? 10000);
    const policy: TrafficPolicy = {
      deployType,
      share: Math.max(0, Math.min(10000, share)),
      delayThresholdMs: r.delay_threshold == null ? null : Number(r.delay_threshold),
      alertPerMille: r.alert_threshold == null ? null : Number(r.alert_threshold),
      offPerMille: r.off_threshold == null ? null : Number(r.off_threshold),
      ratePerMinute: parseAttackProtection(
        (r.attack_protection as string | null) ?? null,
        this.opts.defaultRatePerMinute,
      ),
      stableAddress: (r.stable_address as string | null) ?? null,
      rolledBackAddress: (r.rolled_back_address as string | null) ?? null,
      promoteAfterCalls: Number(r.promote_after_calls ?? 1000),
    };
    return policy;
  }

  invalidate(apiId: number): void {
    this.policies.invalidate(apiId);
  }

  /** Attack protection: the per-IP limit of open calls to this API (429 with Retry-After past it). */
  async limit(apiId: number, ip: string): Promise<void> {
    const p = await this.policy(apiId);
    if (p.ratePerMinute !== null)
      await this.opts.limits.consumePerMinute('open', p.ratePerMinute, `${apiId}|${ip}`);
  }

  /** The address this caller is served; 503 when a gray release has nothing for callers outside its share. */
  async route(api: PolicyTarget, userId: number | null, ip: string): Promise<Route> {
    const p = await this.policy(api.id);
    if (p.rolledBackAddress !== null && p.rolledBackAddress === api.address) {
      // The withdrawn version is never served (nor remembered as stable) until the creator changes it.
      if (p.stableAddress) return { address: p.stableAddress, gray: false };
      throw new AppError('SERVICE_UNAVAILABLE', {
        zh: '灰度版本已回滚，暂无可用版本',
        en: 'The gray version was rolled back; no version is available',
      });
    }
    if (p.deployType === 'gray' && p.share < 10000 && p.stableAddress !== api.address) {
      if (grayBucket(api.id, userId, ip) < p.share) return { address: api.address, gray: true };
      if (p.stableAddress) return { address: p.stableAddress, gray: false };
      throw new AppError('SERVICE_UNAVAILABLE', {
        zh: '灰度发布中',
        en: 'Gray release in progress; not yet available to you',
      });
    }
    // One write per API at a time: the calls that arrive before the policy reloads need no other.
    if (p.stableAddress !== api.address && !this.remembering.has(api.id)) {
      this.remembering.add(api.id);
      this.track(
        this.actions
          .remember(api.id, api.address)
          .then(() => this.invalidate(api.id))
          .finally(() => this.remembering.delete(api.id)),
      );
    }
    return { address: api.address, gray: false };
  }

  /** Feeds one finished call to the API's window and takes the verdicts it calls for (off the request path). */
  observe(api: PolicyTarget, route: Route, status: number, ms: number): void {
    const p = this.policies.peek(api.id);
    if (!p) return;
    const failed = status >= 500;
    const slow = p.delayThresholdMs !== null && ms > p.delayThresholdMs;
    let w = this.windows.get(api.id);
    if (!w) this.windows.set(api.id, (w = new SlidingWindow(this.opts.windowSeconds)));
    const now = Date.now();
    w.add(now, { failed, slow, gray: route.gray });
    if (route.gray && !failed && !slow) this.grayGood.set(api.id, (this.grayGood.get(api.id) ?? 0) + 1);
    if (this.busy.has(api.id)) return;
    const t = w.totals(now);
    const min = this.opts.minCalls;
    if (t.calls >= min && p.offPerMille !== null && (t.failed * 1000) / t.calls > p.offPerMille) {
      return this.act(api.id, () => this.actions.shutdown(api, t));
    }
    if (
      route.gray &&
      t.grayCalls >= min &&
      p.alertPerMille !== null &&
      (t.grayBad * 1000) / t.grayCalls > p.alertPerMille
    ) {
      return this.act(api.id, () => this.actions.rollback(api, p.stableAddress !== null, t));
    }
    if (t.calls >= min && p.alertPerMille !== null && (t.bad * 1000) / t.calls > p.alertPerMille) {
      const key = `${api.id}:alert`;
      if (now - (this.lastAlert.get(key) ?? 0) >= ALERT_COOLDOWN_MS) {
        this.lastAlert.set(key, now);
        this.track(this.actions.alert(api, t));
      }
    }
    if (route.gray && p.deployType === 'gray' && (this.grayGood.get(api.id) ?? 0) >= p.promoteAfterCalls) {
      return this.act(api.id, () => this.actions.promote(api, t));
    }
  }

  /** How many healthy gray calls promote this API's gray release to full (administrators). */
  async setPromoteAfter(apiId: number, calls: number): Promise<void> {
    await this.actions.setPromoteAfter(apiId, calls);
    this.invalidate(apiId);
  }

  /** The rollout as the proxy applies it right now, with the healthy gray calls counted so far. */
  async release(apiId: number, address: string): Promise<ReleaseView> {
    this.invalidate(apiId);
    const p = await this.policy(apiId);
    return {
      deployType: p.deployType,
      share: p.share,
      hasPreviousVersion: p.stableAddress !== null && p.stableAddress !== address,
      rolledBack: p.rolledBackAddress !== null && p.rolledBackAddress === address,
      promoteAfterCalls: p.promoteAfterCalls,
      healthyGrayCalls: this.grayGood.get(apiId) ?? 0,
    };
  }

  /** Waits for verdicts still being written (tests, shutdown). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private act(apiId: number, work: () => Promise<void>): void {
    this.busy.add(apiId);
    this.track(
      work().finally(() => {
        this.busy.delete(apiId);
        this.windows.get(apiId)?.reset();
        this.grayGood.delete(apiId);
        this.invalidate(apiId);
        this.onApiChanged(apiId);
      }),
    );
  }

  private track(p: Promise<unknown>): void {
    const done: Promise<void> = p.then(
      () => undefined,
      (err: unknown) => this.onError(err),
    );
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }
}
