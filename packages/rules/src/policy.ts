import type { Label } from './label.js';

/**
 * The alarm and shutdown policies' units and threshold ranges: ms delays, ‰ of the calls in the
 * window, calls per minute, consecutive counts.
 */
export const POLICY_UNITS = {
  ms: { min: 1, max: 600_000 },
  permille: { min: 0, max: 1000 },
  perMinute: { min: 1, max: 1_000_000 },
  count: { min: 1, max: 1_000_000 },
} as const;
export type PolicyUnit = keyof typeof POLICY_UNITS;

export const isPolicyUnit = (u: string): u is PolicyUnit => Object.hasOwn(POLICY_UNITS, u);

/** Each unit's name in a form. */
export const POLICY_UNIT_LABELS: Record<PolicyUnit, Label> = {
  ms: { zh: '毫秒 ms', en: 'milliseconds (ms)' },
  permille: { zh: '千分比 ‰', en: 'per mille (‰)' },
  perMinute: { zh: '次/分钟', en: 'calls per minute' },
  count: { zh: '次数', en: 'count' },
};

/** Whether `threshold` is in `unit`'s range (an unknown unit reads as a count). */
export function policyThresholdRange(unit: string): { min: number; max: number } {
  return isPolicyUnit(unit) ? POLICY_UNITS[unit] : POLICY_UNITS.count;
}
