import { describe, expect, it } from 'vitest';
import { idCardCheck, isValidIdCard, ZH_KINDS, zhKindOf } from '../zh-data.rules.js';

describe('realistic Chinese mock data', () => {
  it('computes the GB 11643 check character (the standard’s own example number)', () => {
    expect(idCardCheck('11010519491231002')).toBe('X');
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false);
    // A date that does not exist fails even with the right check character.
    const bad = '11010519490231002';
    expect(isValidIdCard(bad + idCardCheck(bad))).toBe(false);
  });

  it('generates ID numbers with a valid check character, and mainland mobile numbers', () => {
    for (let i = 0; i < 200; i++) {
      expect(isValidIdCard(ZH_KINDS.idCard())).toBe(true);
      expect(ZH_KINDS.mobile()).toMatch(/^1[3-9]\d{9}$/);
    }
  });

  it('chooses the kind by the field’s name or format', () => {
    expect(zhKindOf('idCard')).toBe('idCard');
    expect(zhKindOf('id_no')).toBe('idCard');
    expect(zhKindOf('身份证号')).toBe('idCard');
    expect(zhKindOf('手机号')).toBe('mobile');
    expect(zhKindOf('phone')).toBe('mobile');
    expect(zhKindOf('姓名')).toBe('name');
    expect(zhKindOf('realName')).toBe('name');
    expect(zhKindOf('homeAddress')).toBe('address');
    expect(zhKindOf('邮箱')).toBe('email');
    expect(zhKindOf('contact', 'email')).toBe('email');
    expect(zhKindOf('temperature')).toBeUndefined();
  });
});
