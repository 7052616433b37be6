import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/**
 * SPEC §9 comment times: under a minute 刚刚, then minutes, hours, days, and after 30 days the date
 * as YYYY-MM-DD. dayjs does the calendar arithmetic; the words come from i18n (zh and en forms).
 */
export function relativeTime(iso: string, t: TFunction, now: Date = new Date()): string {
  const then = dayjs(iso);
  const current = dayjs(now);
  const minutes = current.diff(then, 'minute');
  if (minutes < 1) return t('detail.time.justNow');
  if (minutes < 60) return t('detail.time.minutes', { count: minutes });
  const hours = current.diff(then, 'hour');
  if (hours < 24) return t('detail.time.hours', { count: hours });
  const days = current.diff(then, 'day');
  if (days < 30) return t('detail.time.days', { count: days });
  return then.format('YYYY-MM-DD');
}
