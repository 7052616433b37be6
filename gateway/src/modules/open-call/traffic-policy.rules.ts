import { createHash } from 'node:crypto';
import type { RateLimiters } from '../../core/rate-limiters.js';
import type { TokenRule } from './token-rule.rules.js';

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
  /** The publish config's token rule (the proxy applies the stricter of it and the API's isneedtoken). */
  tokenRule: TokenRule;
  /**
   * Platform policies (basePolicy) that apply because the API left the matching threshold empty:
   * calls per minute that raise an alert, consecutive failures that shut the API down.
   */
  alertCallsPerMinute: number | null;
  offConsecutiveFailures: number | null;
  /** Which thresholds came from the platform's policies rather than the API's own config. */
  fromPlatform: { delay: boolean; alert: boolean; off: boolean };
}

/**
 * The platform's alarm and shutdown policies (basePolicy) as the proxy applies them: for each unit,
 * the strictest (lowest) threshold; null when no policy of that unit exists.
 */
export interface PlatformPolicies {
  alarmMs: number | null;
  alarmPerMille: number | null;
  alarmPerMinute: number | null;
  shutdownPerMille: number | null;
  shutdownCount: number | null;
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
  /**
   * Calls (and so failures) one caller — a user, else an address — may contribute to the window and to
   * a run of failures: POLICY_CALLER_SHARE of minCalls. A caller whose own input makes the upstream fail
   * cannot supply a verdict alone; an upstream down for everyone fails for many callers and still trips it.
   */
  perCaller: number;
  /** Calls per minute when attackProtection is switched on without a number. */
  defaultRatePerMinute: number;
  /** Attack protection's per-IP counters: the platform's limiters (shared through Redis when configured). */
  limits: RateLimiters;
}

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
