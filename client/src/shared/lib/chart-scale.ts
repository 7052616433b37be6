/** SPEC §9: the trend chart has 4 grid intervals. */
export const GRID_INTERVALS = 4;

/**
 * The y-axis top and its 5 grid lines (4 equal intervals) for milliseconds up to `max`: the step is
 * a whole "nice" number (1, 2 or 5 × 10^n, at least 1 ms) so the labels stay round.
 */
export function yGrid(max: number): { top: number; ticks: number[] } {
  const raw = Math.max(max, GRID_INTERVALS) / GRID_INTERVALS;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  return {
    top: step * GRID_INTERVALS,
    ticks: Array.from({ length: GRID_INTERVALS + 1 }, (_, i) => i * step),
  };
}

/** Time labels that still tell points apart: seconds within 10 min, dates beyond a day. */
export function timeFormat(spanMs: number): string {
  if (spanMs < 10 * 60_000) return '%H:%M:%S';
  if (spanMs < 24 * 3_600_000) return '%H:%M';
  return '%m-%d';
}
