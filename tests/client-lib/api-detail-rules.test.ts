import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../client/src/features/api-detail/i18n/en.json' with { type: 'json' };
import zh from '../../client/src/features/api-detail/i18n/zh.json' with { type: 'json' };
import sharedEn from '../../client/src/shared/i18n/en.json' with { type: 'json' };
import sharedZh from '../../client/src/shared/i18n/zh.json' with { type: 'json' };
import { timeFormat, yGrid } from '../../client/src/shared/lib/chart-scale.js';
import {
  jsonBody,
  queryString,
  resolveParams,
} from '../../client/src/features/api-detail/lib/open-request.js';
import { relativeTime } from '../../client/src/shared/lib/relative-time.js';

/** The detail page's pure rules: SPEC §9 comment times, §5 example fill-in, the 4-interval chart grid. */

const t = i18next.createInstance();
beforeAll(async () => {
  await t.init({
    resources: { zh: { translation: { detail: zh, ...sharedZh } }, en: { translation: { detail: en, ...sharedEn } } },
    lng: 'zh',
  });
});

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('relative comment times (dayjs)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says 刚刚, N 分钟前, N 小时前, N 天前, then YYYY-MM-DD after 30 days', async () => {
    await t.changeLanguage('zh');
    expect(relativeTime(ago(59_000), t.t, now)).toBe('刚刚');
    expect(relativeTime(ago(60_000), t.t, now)).toBe('1 分钟前');
    expect(relativeTime(ago(59 * 60_000), t.t, now)).toBe('59 分钟前');
    expect(relativeTime(ago(3_600_000), t.t, now)).toBe('1 小时前');
    expect(relativeTime(ago(23 * 3_600_000), t.t, now)).toBe('23 小时前');
    expect(relativeTime(ago(24 * 3_600_000), t.t, now)).toBe('1 天前');
    expect(relativeTime(ago(29 * 86_400_000), t.t, now)).toBe('29 天前');
    expect(relativeTime('2026-10-01T08:00:00', t.t, now)).toBe('2026-10-01');
  });

  it('has the English forms, singular and plural', async () => {
    await t.changeLanguage('en');
    expect(relativeTime(ago(10_000), t.t, now)).toBe('just now');
    expect(relativeTime(ago(60_000), t.t, now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60_000), t.t, now)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3_600_000), t.t, now)).toBe('2 hours ago');
    expect(relativeTime(ago(86_400_000), t.t, now)).toBe('1 day ago');
  });

  it('zh and en carry the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    expect(keys(sharedEn).sort()).toEqual(keys(sharedZh).sort());
  });
});

describe('the tester request', () => {
  const examples = new Map([
    ['text', 'hello'],
    ['algorithm', 'sha256'],
  ]);

  it('fills empty values with the example and drops nameless rows', () => {
    const params = resolveParams(
      [
        { name: 'text', value: '' },
        { name: ' algorithm ', value: 'md5' },
        { name: '', value: 'ignored' },
        { name: 'extra', value: '' },
      ],
      examples,
    );
    expect(params).toEqual([
      { name: 'text', value: 'hello' },
      { name: 'algorithm', value: 'md5' },
      { name: 'extra', value: '' },
    ]);
    expect(queryString(params)).toBe('text=hello&algorithm=md5&extra=');
    expect(jsonBody(params)).toEqual({ text: 'hello', algorithm: 'md5', extra: '' });
  });
});

describe('the trend chart grid', () => {
  it('has 4 equal whole-millisecond intervals above the largest value', () => {
    for (const max of [0, 3, 7, 42, 99, 130, 999, 12_345]) {
      const { top, ticks } = yGrid(max);
      expect(ticks).toHaveLength(5);
      expect(ticks[0]).toBe(0);
      expect(ticks[4]).toBe(top);
      expect(top).toBeGreaterThanOrEqual(max);
      const step = ticks[1]!;
      expect(Number.isInteger(step)).toBe(true);
      ticks.forEach((v, i) => expect(v).toBe(i * step));
    }
  });

  it('labels time by the window', () => {
    expect(timeFormat(5 * 60_000)).toBe('%H:%M:%S');
    expect(timeFormat(3_600_000)).toBe('%H:%M');
    expect(timeFormat(7 * 86_400_000)).toBe('%m-%d');
  });
});
