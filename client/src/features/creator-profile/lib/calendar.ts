/** SPEC §9 activity levels 1–3 (0 is an empty cell), light and dark: one green ramp, as code hosts use. */
export const LEVEL_COLORS = {
  light: { empty: '#ebedf0', levels: ['#9be9a8', '#40c463', '#216e39'] },
  dark: { empty: '#2a2a30', levels: ['#0e4429', '#006d32', '#39d353'] },
} as const;

/** A local-midnight Date of YYYY-MM-DD (nivo reads its days in local time). */
export function localDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The day after `day` (nivo's range end is exclusive, the calendar's `to` is today, included). */
export function nextDay(day: string): Date {
  const d = localDay(day);
  d.setDate(d.getDate() + 1);
  return d;
}
