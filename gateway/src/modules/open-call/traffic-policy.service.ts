import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { AppError } from '../../core/errors.js';
import { authorize, type Actor } from '../../core/policy.js';
import { adminPolicy } from '../admin/admin.policy.js';
import { RefreshingCache } from './refreshing-cache.js';
import type { ReleaseActions } from './release-actions.js';
import { SlidingWindow } from './traffic-window.js';
import { storedTokenRule } from './token-rule.rules.js';
import {
  grayBucket,
  parseAttackProtection,
  type PlatformPolicies,
  type PolicyTarget,
  type ReleaseView,
  type Route,
  type TrafficPolicy,
  type TrafficPolicyOptions,
} from './traffic-policy.rules.js';

const CACHE_MS = 1000;
const ALERT_COOLDOWN_MS = 60_000;

/** The publish config and release state of one API, as SQL returns them (numbers may come as text). */
const count = z.union([z.number(), z.string()]).nullable();
const policyRow = z.object({
  deploy_type: z.string().nullable(),
  gray_scale: count,
  threshold: count,
  delay_threshold: count,
  alert_threshold: count,
  off_threshold: count,
  attack_protection: z.string().nullable(),
  token_rule: z.string().nullable(),
  stable_address: z.string().nullable(),
  rolled_back_address: z.string().nullable(),
  promote_after_calls: count,
});
type PolicyRow = z.infer<typeof policyRow>;
// The open-call reads were never prepared statements: they stay unnamed (`prepare: false`), planned per call.
const policyStatement = statement<[apiId: number], typeof policyRow>(
  'traffic-policy.api',
  `SELECT c.deploy_type, c.gray_scale, c.threshold, c.delay_threshold, c.alert_threshold, c.off_threshold,
          c.attack_protection, c.token_rule, s.stable_address, s.rolled_back_address, s.promote_after_calls
   FROM api a
   LEFT JOIN api_publish_config c ON c.api_id = a.id
   LEFT JOIN api_release_state s ON s.api_id = a.id
   WHERE a.id = $1`,
  policyRow,
  { prepare: false },
);
const platformRow = z.object({ kind: z.string(), unit: z.string(), threshold: z.number() });
const platformStatement = statement<[], typeof platformRow>(
  'traffic-policy.platform',
  `SELECT 'alarm' AS kind, unit, min(threshold)::int AS threshold FROM alarm_policy GROUP BY unit
   UNION ALL
   SELECT 'shutdown', unit, min(threshold)::int FROM shutdown_policy GROUP BY unit`,
  platformRow,
  { prepare: false },
);

/**
 * Policies that act on traffic: per-IP rate limit, gray routing, and the verdicts taken on a
 * sliding window of recent calls (alert, automatic shutdown, gray promotion and rollback).
 */
export class TrafficPolicyService {
  private readonly policies = new RefreshingCache<number, TrafficPolicy>(
    (id) => this.loadPolicy(id),
    CACHE_MS,
  );
  /** The platform's policies: one entry, dropped whenever an administrator changes a policy. */
  private readonly platform = new RefreshingCache<'platform', PlatformPolicies>(() => this.loadPlatform(), CACHE_MS);
  /**
   * Per API: every call (alerts: an administrator looks), and the calls that verdicts — shutdown and gray
   * rollback — are taken on, at most `perCaller` of each caller (README: traffic verdicts).
   */
  private readonly windows = new Map<number, { all: SlidingWindow; fair: SlidingWindow }>();
  /** Failed calls in a row per API and caller (a platform shutdown policy counted in calls). */
  private readonly failStreak = new Map<number, { run: Map<string, number>; total: number }>();
  /** Healthy gray calls per API, counted for the address in gray release (a new one starts from zero). */
  private readonly grayGood = new Map<number, { address: string; calls: number }>();
  private readonly lastAlert = new Map<string, number>();
  private readonly busy = new Set<number>();
  private readonly remembering = new Set<number>();
  private readonly pending = new Set<Promise<void>>();

  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly actions: ReleaseActions,
    private readonly opts: TrafficPolicyOptions,
    private readonly onApiChanged: (apiId: number) => void,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.sql = sqlOn(ds);
  }

  /** The API's policy, from the cache (see RefreshingCache for how fresh). */
  policy(apiId: number): Promise<TrafficPolicy> {
    return this.policies.get(apiId);
  }

  private async loadPolicy(apiId: number): Promise<TrafficPolicy> {
    const r: Partial<PolicyRow> = (await this.sql.first(policyStatement, [apiId])) ?? {};
    const platform = await this.platform.get('platform');
    const deployType = r.deploy_type === 'gray' ? 'gray' : 'full';
    // The admin's threshold (publishApi) wins over the creator's requested grayScale (submitParms).
    const share = deployType === 'full' ? 10000 : Number(r.threshold ?? r.gray_scale ?? 10000);
    // An empty threshold falls back to the platform's policy of the same unit (README: precedence).
    const own = (v: number | string | null | undefined) => (v == null ? null : Number(v));
    const delay = own(r.delay_threshold);
    const alert = own(r.alert_threshold);
    const off = own(r.off_threshold);
    const policy: TrafficPolicy = {
      deployType,
      share: Math.max(0, Math.min(10000, share)),
      delayThresholdMs: delay ?? platform.alarmMs,
      alertPerMille: alert ?? platform.alarmPerMille,
      offPerMille: off ?? platform.shutdownPerMille,
      alertCallsPerMinute: alert === null ? platform.alarmPerMinute : null,
      offConsecutiveFailures: off === null ? platform.shutdownCount : null,
      fromPlatform: {
        delay: delay === null && platform.alarmMs !== null,
        alert: alert === null && (platform.alarmPerMille !== null || platform.alarmPerMinute !== null),
        off: off === null && (platform.shutdownPerMille !== null || platform.shutdownCount !== null),
      },
      tokenRule: storedTokenRule(r.token_rule),
      ratePerMinute: parseAttackProtection(r.attack_protection ?? null, this.opts.defaultRatePerMinute),
      stableAddress: r.stable_address ?? null,
      rolledBackAddress: r.rolled_back_address ?? null,
      promoteAfterCalls: Number(r.promote_after_calls ?? 1000),
    };
    return policy;
  }

  private async loadPlatform(): Promise<PlatformPolicies> {
    const rows = await this.sql.all(platformStatement, []);
    const pick = (kind: string, unit: string) =>
      rows.find((x) => x.kind === kind && x.unit === unit)?.threshold ?? null;
    return {
      alarmMs: pick('alarm', 'ms'),
      alarmPerMille: pick('alarm', 'permille'),
      alarmPerMinute: pick('alarm', 'perMinute'),
      shutdownPerMille: pick('shutdown', 'permille'),
      shutdownCount: pick('shutdown', 'count'),
    };
  }

  /** The platform's policies as the proxy applies them now (cached like the per-API policies). */
  platformPolicies(): Promise<PlatformPolicies> {
    return this.platform.get('platform');
  }

  /** The same, for the console (administrators). */
  platformDefaults(actor: Actor): Promise<PlatformPolicies> {
    authorize(actor, adminPolicy.readPlatformPolicies);
    return this.platformPolicies();
  }

  invalidate(apiId: number): void {
    this.policies.invalidate(apiId);
  }

  /** An administrator changed the platform's policies: every API's policy is read anew. */
  invalidatePlatform(): void {
    this.platform.invalidate('platform');
    this.policies.invalidateAll();
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

  /**
   * Feeds one finished call to the API's window and takes the verdicts it calls for (off the request path).
   * `caller` (the user, else the address) supplies at most `perCaller` calls to the window and to a run of
   * failures, so no one caller can force a shutdown or a rollback (README: traffic verdicts).
   */
  observe(api: PolicyTarget, route: Route, status: number, ms: number, caller = ''): void {
    // The policy the call was served by: a change notice that lands while the call is in flight (the
    // publish's own API_CHANGED, a policy edit) must not drop the call from the window.
    const p = this.policies.last(api.id);
    if (!p) return;
    const failed = status >= 500;
    const slow = p.delayThresholdMs !== null && ms > p.delayThresholdMs;
    let w = this.windows.get(api.id);
    if (!w) {
      const fair = new SlidingWindow(this.opts.windowSeconds, this.opts.perCaller);
      this.windows.set(api.id, (w = { all: new SlidingWindow(this.opts.windowSeconds), fair }));
    }
    const now = Date.now();
    w.all.add(now, { failed, slow, gray: route.gray });
    w.fair.add(now, { failed, slow, gray: route.gray }, caller);
    if (route.gray && !failed && !slow) this.grayGood.set(api.id, { address: api.address, calls: this.healthyGray(api.id, api.address) + 1 });
    // While a gray release runs, its version's failures are the rollback's to judge (below): the
    // shutdown counts the calls served the other version only, so a failing gray share rolls back
    // instead of taking the whole API offline, whichever call happens to be judged first. (With no
    // alarm threshold nothing rolls a gray release back, and the shutdown counts every call.)
    const grayRunning = p.deployType === 'gray' && p.alertPerMille !== null;
    const grayJudged = route.gray && grayRunning;
    const streak = this.streak(api.id, grayJudged ? 'keep' : failed ? { failed: caller } : 'reset', p.offConsecutiveFailures);
    if (this.busy.has(api.id)) return;
    const t = w.fair.totals(now);
    const min = this.opts.minCalls;
    if (
      (route.gray || grayRunning) &&
      t.grayCalls >= min &&
      p.alertPerMille !== null &&
      (t.grayBad * 1000) / t.grayCalls > p.alertPerMille
    ) {
      return this.act(api.id, () => this.actions.rollback(api, p.stableAddress !== null, t));
    }
    const outside = grayRunning ? { calls: t.calls - t.grayCalls, failed: t.failed - t.grayFailed } : t;
    if (outside.calls >= min && p.offPerMille !== null && (outside.failed * 1000) / outside.calls > p.offPerMille) {
      return this.act(api.id, () => this.actions.shutdown(api, t));
    }
    if (p.offConsecutiveFailures !== null && streak >= p.offConsecutiveFailures) {
      return this.act(api.id, () => this.actions.shutdown(api, t));
    }
    // An alert only tells the administrators: every call counts, however many one caller made.
    const all = w.all.totals(now);
    const perMinute = (all.calls * 60) / this.opts.windowSeconds;
    if (
      (all.calls >= min && p.alertPerMille !== null && (all.bad * 1000) / all.calls > p.alertPerMille) ||
      (p.alertCallsPerMinute !== null && perMinute > p.alertCallsPerMinute)
    ) {
      const key = `${api.id}:alert`;
      if (now - (this.lastAlert.get(key) ?? 0) >= ALERT_COOLDOWN_MS) {
        this.lastAlert.set(key, now);
        this.track(this.actions.alert(api, all));
      }
    }
    if (route.gray && p.deployType === 'gray' && this.healthyGray(api.id, api.address) >= p.promoteAfterCalls) {
      return this.act(api.id, () => this.actions.promote(api, t));
    }
  }

  /**
   * The API's run of failures after one more call: a failure of `caller` lengthens it, a success ends it,
   * a gray call leaves it be. Each caller counts for at most `perCaller` failures of the run.
   */
  private streak(apiId: number, change: { failed: string } | 'keep' | 'reset', threshold: number | null): number {
    // Nothing shuts the API down on a run (no threshold), or the run ended: nothing to remember. Kept
    // otherwise, a failing API's run grew by every distinct caller (an address each) and was summed on
    // every call: memory and time without bound.
    if (threshold === null || change === 'reset') {
      this.failStreak.delete(apiId);
      return 0;
    }
    let s = this.failStreak.get(apiId);
    // Past the threshold the verdict is taken: no more callers need remembering (at most `threshold` are).
    if (change !== 'keep' && (s?.total ?? 0) < threshold) {
      if (!s) this.failStreak.set(apiId, (s = { run: new Map(), total: 0 }));
      const had = s.run.get(change.failed) ?? 0;
      s.run.set(change.failed, had + 1);
      if (had < this.opts.perCaller) s.total++;
    }
    return s?.total ?? 0;
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
      healthyGrayCalls: this.healthyGray(apiId, address),
    };
  }

  private healthyGray(apiId: number, address: string): number {
    const g = this.grayGood.get(apiId);
    return g && g.address === address ? g.calls : 0;
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
        this.windows.get(apiId)?.all.reset();
        this.windows.get(apiId)?.fair.reset();
        this.failStreak.delete(apiId);
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
