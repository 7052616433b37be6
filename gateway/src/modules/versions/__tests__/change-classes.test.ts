import { describe, expect, it } from 'vitest';
import { CHANGE_RULES, classifyChanges, isBreaking, versionNumber } from '../change-classes.rules.js';
import { CHANGE_CASES } from './change-classes.table.js';

describe('classified changes (issue #30): the committed table', () => {
  it('holds at least 30 kinds of change and covers every rule', () => {
    expect(CHANGE_CASES.length).toBeGreaterThanOrEqual(30);
    const seen = new Set(CHANGE_CASES.flatMap((c) => c.kinds));
    expect([...Object.keys(CHANGE_RULES)].filter((k) => !seen.has(k as never))).toEqual([]);
  });

  it('matches 100% of the expected kinds and verdicts', () => {
    const misses = CHANGE_CASES.flatMap((c) => {
      const got = classifyChanges(c.before, c.after);
      const kinds = got.map((g) => g.kind).sort();
      const ok = JSON.stringify(kinds) === JSON.stringify([...c.kinds].sort()) && isBreaking(got) === c.breaking;
      return ok ? [] : [{ name: c.name, expected: { kinds: c.kinds, breaking: c.breaking }, got: { kinds, breaking: isBreaking(got) } }];
    });
    expect(misses).toEqual([]);
  });

  it('names the parameter or the response path that changed', () => {
    const rename = CHANGE_CASES.find((c) => c.name === 'parameter renamed')!;
    expect(classifyChanges(rename.before, rename.after)).toEqual([
      { kind: 'param.renamed', breaking: true, target: 'city', before: 'city', after: 'cityName' },
    ]);
    const item = CHANGE_CASES.find((c) => c.name === 'array item field removed')!;
    expect(classifyChanges(item.before, item.after)[0]).toMatchObject({ target: '$.data.items[].name' });
  });

  it('reads fields named like Object.prototype’s members as fields: removed is removed, added is added', () => {
    const shape = (responseExample: string) => ({ method: 'GET', responseFormat: 'JSON', needToken: false, params: [], responseExample });
    expect(classifyChanges(shape('{"constructor":"x","toString":1,"a":1}'), shape('{"a":1}'))).toEqual([
      { kind: 'response.field.removed', breaking: true, target: '$.constructor', before: 'string', after: null },
      { kind: 'response.field.removed', breaking: true, target: '$.toString', before: 'number', after: null },
    ]);
    expect(classifyChanges(shape('{"a":1}'), shape('{"a":1,"hasOwnProperty":true}')).map((c) => [c.kind, c.target])).toEqual([
      ['response.field.added', '$.hasOwnProperty'],
    ]);
  });

  it('compares examples nested thousands deep without overflowing, down to SHAPE_DEPTH', () => {
    const shape = (responseExample: string) => ({ method: 'GET', responseFormat: 'JSON', needToken: false, params: [], responseExample });
    const nested = (n: number, inner: string) => '['.repeat(n) + inner + ']'.repeat(n);
    expect(classifyChanges(shape(nested(4999, '1')), shape(nested(4999, '"x"')))).toEqual([]);
    const deepObject = (n: number, inner: string) => '{"a":'.repeat(n) + inner + '}'.repeat(n);
    expect(classifyChanges(shape(deepObject(2000, '{"b":1}')), shape(deepObject(2000, '{}')))).toEqual([]);
    // Near the top, a change is still found.
    expect(classifyChanges(shape(deepObject(3, '{"b":1}')), shape(deepObject(3, '{}'))).map((c) => c.target)).toEqual(['$.a.a.a.b']);
  });

  it('reads version names as v + number only', () => {
    expect(['v1', 'v12', 'v0', 'V2', '2', 'v1.1', 'va', 'v01'].map(versionNumber)).toEqual([1, 12, null, null, null, null, null, null]);
  });
});
