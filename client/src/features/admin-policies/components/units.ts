import { isPolicyUnit, POLICY_UNITS, policyThresholdRange, type PolicyUnit } from '@api-market/rules';
/** The server's ranges per unit (@api-market/rules): ms delays, ‰ of calls, calls per minute, counts. */
export { isPolicyUnit as isUnit, POLICY_UNITS as UNITS, type PolicyUnit as Unit };

/** Whether `v` is a threshold the server accepts for `unit`; the range otherwise. */
export function checkThreshold(unit: string, v: string): true | { min: number; max: number } {
  const range = policyThresholdRange(unit);
  const n = Number(v);
  return v.trim() !== '' && Number.isInteger(n) && n >= range.min && n <= range.max ? true : range;
}
