import { authorize, type Actor } from '../../core/policy.js';
import { adminPolicy } from './admin.policy.js';
import type { Config } from '../../config.js';
import type { Telemetry } from '../../ops/telemetry.js';
import { REGISTRATIONS_PER_HOUR } from '../accounts/accounts.service.js';

export interface LimitView {
  /** Stable key; the console names it. */
  key: string;
  points: number;
  seconds: number;
}

export interface RefusalView {
  method: string;
  route: string;
  status: number;
  count: number;
}

export interface SecurityPostureView {
  upstreamAllowList: string[];
  upstreamPorts: number[];
  upstreamTimeoutMs: number;
  upstreamMaxBytes: number;
  tokenTtlSeconds: number;
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  registrationsPerHour: number;
  rateLimits: LimitView[];
  graphqlMaxCost: number;
  graphqlMaxDepth: number;
  graphqlMaxAliases: number;
  sharedCounters: boolean;
  refusals: RefusalView[];
  refusedOpenCalls: number;
  since: Date;
}

/** Refusals worth an administrator's eye: no or bad token, no role, too many requests. */
const REFUSED = new Set(['401', '403', '429']);

/**
 * What the gateway enforces, read from its own configuration (the values in force, not the defaults
 * in a document), and the requests it refused since it started, read from the counters it keeps for
 * /metrics (by route template and status; open calls refused before any upstream, SSRF included).
 */
export class SecurityPostureService {
  private readonly started = new Date();

  constructor(
    private readonly config: Config,
    private readonly telemetry: Telemetry,
  ) {}

  async posture(actor: Actor): Promise<SecurityPostureView> {
    authorize(actor, adminPolicy.readSecurityPosture);
    const c = this.config;
    const [http, open] = await Promise.all([this.telemetry.httpRequests.get(), this.telemetry.openCalls.get()]);
    const refusals = http.values
      .filter((v) => REFUSED.has(String(v.labels.status_code)) && v.value > 0)
      .map((v) => ({
        method: String(v.labels.method),
        route: String(v.labels.route),
        status: Number(v.labels.status_code),
        count: v.value,
      }))
      .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route));
    const refusedOpenCalls = open.values.filter((v) => v.labels.outcome === 'refused').reduce((n, v) => n + v.value, 0);
    return {
      upstreamAllowList: c.upstreamAllowList,
      upstreamPorts: [80, 443],
      upstreamTimeoutMs: c.upstreamTimeoutMs,
      upstreamMaxBytes: c.upstreamMaxBytes,
      tokenTtlSeconds: c.tokenTtlSeconds,
      loginMaxAttempts: c.loginMaxAttempts,
      loginWindowSeconds: c.loginWindowSeconds,
      registrationsPerHour: REGISTRATIONS_PER_HOUR,
      rateLimits: Object.entries(c.communityLimits).map(([key, l]) => ({ key, points: l.points, seconds: l.seconds })),
      graphqlMaxCost: c.graphql.maxCost,
      graphqlMaxDepth: c.graphql.maxDepth,
      graphqlMaxAliases: c.graphql.maxAliases,
      sharedCounters: Boolean(c.redisUrl),
      refusals,
      refusedOpenCalls,
      since: this.started,
    };
  }
}
