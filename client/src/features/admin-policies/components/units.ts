/** The server's ranges per unit (PolicyService): ms delays, ‰ of calls, calls per minute, counts. */
export const UNITS = {
  ms: { min: 1, max: 600_000 },
  permille: { min: 0, max: 1000 },
  perMinute: { min: 1, max: 1_000_000 },
  count: { min: 1, max: 1_000_000 },
} as const;
export type Unit = keyof typeof UNITS;

export const isUnit = (u: string): u is Unit => u in UNITS;

/** Whether `v` is a threshold the server accepts for `unit`; the range otherwise. */
export function checkThreshold(unit: string, v: string): true | { min: number; max: number } {
  const range = isUnit(unit) ? UNITS[unit] : UNITS.count;
  const n = Number(v);
  return v.trim() !== '' && Number.isInteger(n) && n >= range.min && n <= range.max ? true : range;
}
