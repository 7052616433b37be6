import type { StatusApiFragment } from '../../../gql/graphql';

export type StatusState = 'operational' | 'degraded' | 'outage' | 'maintenance' | 'unknown';

/** DESIGN's status colours: normal green, maintenance orange, abnormal red, unknown gray. */
export const STATE_PALETTE: Record<string, string> = {
  operational: 'green',
  degraded: 'orange',
  outage: 'red',
  maintenance: 'blue',
  unknown: 'gray',
};

/** A bar's colour token by the day's uptime (light/dark aware). */
export function dayColor(day: StatusApiFragment['days'][number]): string {
  if (day.uptime === null) return day.maintenanceMinutes > 0 ? 'blue.solid' : 'bg.emphasized';
  if (day.uptime >= 99.9) return 'green.solid';
  if (day.uptime >= 95) return 'orange.solid';
  return 'red.solid';
}

export const pct = (v: number | null | undefined): string | null => (v === null || v === undefined ? null : `${v.toFixed(2)}%`);

/** Name in the reader's language. */
export const nameIn = (lang: string, zh: string, en: string) => (lang.startsWith('en') ? en || zh : zh);
