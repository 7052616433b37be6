import { PLAN_NAME_MAX } from '@api-market/rules';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../client/src/features/plans/i18n/en.json' with { type: 'json' };
import zh from '../../client/src/features/plans/i18n/zh.json' with { type: 'json' };
import { limitCheck, nameCheck } from '../../client/src/features/plans/lib/plan-limits.js';

/** The plans editor's field checks: the gateway's rules (plan.rules.ts), said at the field in both languages. */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'zh', resources: { zh: { translation: zh }, en: { translation: en } } });
});

describe('plans editor: a field says what the gateway would refuse', () => {
  it('a name is required and at most PLAN_NAME_MAX characters once trimmed', () => {
    const t = i18n.getFixedT('zh');
    expect(nameCheck(t, '   ')).toBe('请输入套餐名称');
    expect(nameCheck(t, '超'.repeat(PLAN_NAME_MAX + 1))).toBe(`套餐名称不能超过 ${PLAN_NAME_MAX} 个字符`);
    expect(nameCheck(t, ` ${'超'.repeat(PLAN_NAME_MAX)} `)).toBe(true);
  });

  it('the English name may be empty, and is at most PLAN_NAME_MAX characters too (the gateway refuses more)', () => {
    expect(nameCheck(i18n.getFixedT('zh'), '', true)).toBe(true);
    expect(nameCheck(i18n.getFixedT('zh'), 'x'.repeat(PLAN_NAME_MAX + 1), true)).toBe(`英文名称不能超过 ${PLAN_NAME_MAX} 个字符`);
    expect(nameCheck(i18n.getFixedT('en'), 'x'.repeat(PLAN_NAME_MAX + 1), true)).toBe(`The English name is at most ${PLAN_NAME_MAX} characters`);
    expect(nameCheck(i18n.getFixedT('en'), 'Starter', true)).toBe(true);
  });

  it('a limit is empty or a whole number in range, and a daily quota no larger than the monthly one', () => {
    const t = i18n.getFixedT('en');
    expect(limitCheck(t, 'dailyQuota', null, null)).toBe(true);
    expect(limitCheck(t, 'dailyQuota', 0, null)).toBe('A whole number from 1 to 10,000,000, or empty for no limit');
    expect(limitCheck(t, 'dailyQuota', 1.5, null)).toMatch(/^A whole number/);
    expect(limitCheck(t, 'dailyQuota', 500, 100)).toBe('The daily quota cannot exceed the monthly quota');
    expect(limitCheck(t, 'dailyQuota', 100, 100)).toBe(true);
  });
});
