import { describe, expect, it } from 'vitest';
import { graphqlCjs } from '../graphql-cjs.js';
import { operationCost, rememberedOperationCost } from '../query-limits.js';

const { buildSchema, parse } = graphqlCjs;
const schema = buildSchema(`type Item { a: Int b: Int } type Query { items(limit: Int): [Item] one: Item }`);

describe('rememberedOperationCost (the cost plugin’s memo per document)', () => {
  it('answers what operationCost answers, for each variable set of the same document', () => {
    const doc = parse(`query Q($n: Int) { items(limit: $n) { a b } one { a } }`);
    for (const n of [1, 50, 1, 7, 50]) {
      expect(rememberedOperationCost(schema, doc, { n }, 'Q')).toBe(operationCost(schema, doc, { n }, 'Q'));
    }
    expect(rememberedOperationCost(schema, doc, { n: 50 }, 'Q')).toBeGreaterThan(rememberedOperationCost(schema, doc, { n: 1 }, 'Q'));
  });

  it('tells documents apart, and keeps working past its bound of remembered variable sets', () => {
    const small = parse(`{ one { a } }`);
    const large = parse(`{ items(limit: 100) { a b } }`);
    expect(rememberedOperationCost(schema, small, undefined)).toBe(operationCost(schema, small, undefined));
    expect(rememberedOperationCost(schema, large, undefined)).toBe(operationCost(schema, large, undefined));
    const doc = parse(`query Q($n: Int) { items(limit: $n) { a } }`);
    for (let n = 0; n < 200; n++) expect(rememberedOperationCost(schema, doc, { n }, 'Q')).toBe(operationCost(schema, doc, { n }, 'Q'));
  });
});
