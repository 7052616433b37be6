import { define, generateSync, type JsonSchema } from 'json-schema-faker';
import { tame } from './schema-budget.rules.js';
import { ZH_KINDS, zhKindOf, type ZhKind } from './zh-data.rules.js';

export { MOCK_LIMITS, patternLength } from './schema-budget.rules.js';

/** The keyword this module adds to a prepared schema: the kind of Chinese data a string field takes. */
const KEYWORD = 'zhMock';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function fits(value: string, schema: Node): boolean {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  return value.length >= min && value.length <= max;
}

define(KEYWORD, (kind: unknown, schema: unknown) => {
  const node = schema as Node;
  const value = ZH_KINDS[kind as ZhKind]();
  if (fits(value, node)) return value;
  // The field's own limits win over realism: generate it as the schema says, without the keyword.
  const { [KEYWORD]: _omitted, ...plain } = node;
  return generateSync(plain as JsonSchema, { seed: Math.floor(Math.random() * 2 ** 31) });
});

/** A string field a realistic value can stand in for: no enum, const or pattern of its own. */
function plainString(node: Node): boolean {
  const typed = node.type === 'string' || (node.type === undefined && node.format === 'email');
  return typed && node.enum === undefined && node.const === undefined && node.pattern === undefined;
}

/** Marks the string properties whose names (or formats) call for Chinese data: 姓名, 手机号, 身份证号, 地址, 邮箱… */
function annotate(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) annotate(item);
    return;
  }
  if (!isNode(node)) return;
  if (isNode(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) {
      if (!isNode(child) || !plainString(child)) continue;
      const kind = zhKindOf(name, child.format);
      if (kind) child[KEYWORD] = kind;
    }
  }
  for (const value of Object.values(node)) annotate(value);
}

/**
 * A copy of an API's answer schema, ready for `generate` (done once per cached API); null when answers of
 * it would be larger than MOCK_LIMITS allow (the sample answer stands in).
 */
export function prepareSchema(schema: Record<string, unknown>): JsonSchema | null {
  const copy = structuredClone(schema);
  if (!tame(copy)) return null;
  annotate(copy);
  return copy as JsonSchema;
}

/** Fresh data that validates against a prepared schema (different on each call). */
export function generate(prepared: JsonSchema): unknown {
  return generateSync(prepared, {
    seed: Math.floor(Math.random() * 2 ** 31),
    alwaysFakeOptionals: true,
    maxDefaultItems: 3,
    useExamplesValue: false,
    failOnInvalidTypes: false,
  });
}
