/** SPEC §9: the trend chart has 4 grid intervals. */
export const GRID_INTERVALS = 4;

/**
 * The y-axis top and its 5 grid lines (4 equal intervals) for values up to `max`: the step is a
 * "nice" number (1, 2, 2.5 or 5 × 10^n) so the labels stay round.
 */
export function yGrid(max: number): { top: number; ticks: number[] } {
  const raw = Math.max(max, 1) / GRID_INTERVALS;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const top = step * GRID_INTERVALS;
  return { top, ticks: Array.from({ length: GRID_INTERVALS + 1 }, (_, i) => Math.round(i * step * 100) / 100) };
}
