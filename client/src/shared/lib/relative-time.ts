import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/**
 * SPEC §9 comment times: under a minute 刚刚, then minutes, hours, days, and after 30 days the date
 * as YYYY-MM-DD. dayjs does the calendar arithmetic; the words come from i18n (zh and en forms, `shared.time.`
 * in shared/i18n: a component that shows these times imports `shared/i18n`; this file stays pure for tests).
 */
export function relativeTime(iso: string, t: TFunction, now: Date = new Date()): string {
  const then = dayjs(iso);
  const current = dayjs(now);
  const minutes = current.diff(then, 'minute');
  if (minutes < 1) return t('shared.time.justNow');
  if (minutes < 60) return t('shared.time.minutes', { count: minutes });
  const hours = current.diff(then, 'hour');
  if (hours < 24) return t('shared.time.hours', { count: hours });
  const days = current.diff(then, 'day');
  if (days < 30) return t('shared.time.days', { count: days });
  return then.format('YYYY-MM-DD');
}
