import { describe, expect, it } from 'vitest';
import { mayBacktrackExponentially } from '../pattern-safety.rules.js';

describe('patterns a drift check will not run', () => {
  it('flags repeated groups that hold a quantifier or an alternation, and backreferences', () => {
    for (const p of ['^(a+)+$', '(a*)*', '(a|aa)+', '^(\\w+\\s?)*$', '((ab)*c)+', '(?:x+y?){2,}', '(a{1,3}){5}', '(.)\\1', '(?<q>a)\\k<q>', '^([a-z0-9]+\\.)+[a-z]{2,}$']) {
      expect(mayBacktrackExponentially(p), p).toBe(true);
    }
  });

  it('lets linear shapes through', () => {
    for (const p of ['^[0-9]+$', '^\\d{4}-\\d{2}-\\d{2}$', '(ab)+', '^(\\+86)?1[3-9]\\d{9}$', '[(+*)]+', '\\(a+\\)+', '^(?:https?)://\\S+$', 'a|b|c', '(?=x)y+', '(?<year>\\d{4})-(?<m>\\d{2})', '(a+)?b']) {
      expect(mayBacktrackExponentially(p), p).toBe(false);
    }
  });
});
