import { sample } from 'openapi-sampler';
import { withinLimits } from '../mock/schema-budget.rules.js';
import { IMPORT_LIMITS, type ImportedParam } from './import-model.js';

export type Json = Record<string, unknown>;
export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The API form's parameter type for a JSON schema (or a Swagger 2.0 parameter). */
export function paramType(schema: Json | undefined): string {
  if (!schema) return 'string';
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t === 'integer' || t === 'number') return 'number';
  if (t === 'boolean' || t === 'object' || t === 'array' || t === 'string') return t;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  const first = [schema.allOf, schema.oneOf, schema.anyOf].find(Array.isArray) as Json[] | undefined;
  return first?.[0] && isObj(first[0]) ? paramType(first[0]) : 'string';
}

/** An example as the form keeps it: text, JSON for objects and arrays (at most about `maxExampleChars`). */
export function exampleText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return boundedJson(v);
}

/** The text has reached its budget. */
class TextFull extends Error {}

/**
 * `JSON.stringify(value, null, indent)` of a read document's value, written only until it passes `max`
 * characters: the text so far comes back (longer than `max`, so the form's limits cut it or leave it out
 * as they would the whole). A dereferenced document shares each `$ref` target among its uses, so ten
 * lines of YAML or JSON can stand for gigabytes of text: JSON.stringify would write them all, on the event
 * loop for a document under IMPORT_LIMITS.inlineBytes.
 */
export function boundedJson(value: unknown, indent = 0, max: number = IMPORT_LIMITS.maxExampleChars): string {
  const parts: string[] = [];
  let length = 0;
  const put = (s: string) => {
    parts.push(s);
    length += s.length;
    if (length > max) throw new TextFull();
  };
  const step = ' '.repeat(indent);
  const open = new Set<unknown>();
  // What JSON.stringify writes for a value, or undefined where it leaves a member out.
  const scalar = (v: unknown): string | undefined =>
    v === null ? 'null' : typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'null') : typeof v === 'string' || typeof v === 'boolean' ? JSON.stringify(v) : undefined;
  const write = (raw: unknown, pad: string): void => {
    const v = isObj(raw) && typeof raw.toJSON === 'function' ? (raw.toJSON as () => unknown)() : raw;
    if (!Array.isArray(v) && !isObj(v)) {
      put(scalar(v) ?? 'null');
      return;
    }
    if (open.has(v)) throw new TypeError('Converting circular structure to JSON');
    open.add(v);
    const inner = pad + step;
    const sep = indent ? `,\n${inner}` : ',';
    const members: Array<[string | null, unknown]> = Array.isArray(v)
      ? v.map((x) => [null, x])
      : Object.entries(v).filter(([, x]) => x !== undefined && typeof x !== 'function' && typeof x !== 'symbol');
    if (!members.length) put(Array.isArray(v) ? '[]' : '{}');
    else {
      put(Array.isArray(v) ? '[' : '{');
      members.forEach(([k, x], i) => {
        put(i ? sep : indent ? `\n${inner}` : '');
        if (k !== null) put(`${JSON.stringify(k)}:${indent ? ' ' : ''}`);
        write(typeof x === 'function' || typeof x === 'symbol' || x === undefined ? null : x, inner);
      });
      put(indent ? `\n${pad}${Array.isArray(v) ? ']' : '}'}` : Array.isArray(v) ? ']' : '}');
    }
    open.delete(v);
  };
  try {
    write(value, '');
  } catch (e) {
    if (!(e instanceof TextFull)) throw e;
  }
  return parts.join('');
}

/** The first example a schema or parameter names: example, examples, default, enum. */
export function exampleOf(...holders: Array<Json | undefined>): unknown {
  for (const h of holders) {
    if (!h) continue;
    if (h.example !== undefined) return h.example;
    if (h['x-example'] !== undefined) return h['x-example'];
    if (Array.isArray(h.examples) && h.examples.length) return h.examples[0];
    if (isObj(h.examples)) {
      const first = Object.values(h.examples)[0];
      if (isObj(first) && 'value' in first) return first.value;
    }
  }
  for (const h of holders) {
    if (!h) continue;
    if (h.default !== undefined) return h.default;
    if (Array.isArray(h.enum) && h.enum.length) return h.enum[0];
  }
  return undefined;
}

/**
 * A JSON copy of a (dereferenced) schema, or null when it is larger than the limits allow: shared
 * `$ref` targets are copied per use, so a web of references can expand far beyond the document.
 */
export function boundedCopy(value: unknown, maxNodes: number = IMPORT_LIMITS.maxSchemaNodes): unknown {
  let nodes = 0;
  const seen = new Set<unknown>();
  const walk = (v: unknown): unknown => {
    if (++nodes > maxNodes) throw new RangeError('schema too large');
    if (Array.isArray(v)) {
      if (seen.has(v)) throw new RangeError('schema cycle');
      seen.add(v);
      const out = v.map(walk);
      seen.delete(v);
      return out;
    }
    if (isObj(v)) {
      if (seen.has(v)) throw new RangeError('schema cycle');
      seen.add(v);
      const out: Json = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x);
      seen.delete(v);
      return out;
    }
    return v;
  };
  try {
    return walk(value);
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
}

/**
 * Each schema object's stored copy and each stored copy's sample, made once: a dereferenced document shares
 * a `$ref` target among every operation that uses it, and thousands of operations may use one large schema.
 */
const storedOf = new WeakMap<Json, Json | null>();
const sampleOf = new WeakMap<Json, string>();

/** A bounded copy of a schema for `api.response_schema`, null when too large (the same copy for the same schema). */
export function storedSchema(schema: Json | undefined): Json | null {
  if (!schema) return null;
  const known = storedOf.get(schema);
  if (known !== undefined) return known;
  const copy = boundedCopy(schema);
  const stored = !isObj(copy) || JSON.stringify(copy).length > IMPORT_LIMITS.maxSchemaChars ? null : copy;
  storedOf.set(schema, stored);
  return stored;
}

/** A sample answer generated from a (bounded) schema; '' when it cannot be made. */
export function sampleText(schema: Json | null): string {
  if (!schema) return '';
  const known = sampleOf.get(schema);
  if (known !== undefined) return known;
  let text: string;
  try {
    // openapi-sampler makes what the lower bounds ask (a 50 MB string, arrays of 20 nested 7 deep), at once:
    // a schema asking for more than the mock would generate gets no sample.
    if (!withinLimits(schema)) throw new RangeError('schema asks for too much');
    const value = sample(schema as Parameters<typeof sample>[0], { skipWriteOnly: true, quiet: true });
    text = value === undefined ? '' : typeof value === 'string' ? value : boundedJson(value, 2);
  } catch {
    text = '';
  }
  sampleOf.set(schema, text);
  return text;
}

/** Each body schema's fields when the body names no example of its own (a schema shared by many operations is read once). */
const fieldsOf = new WeakMap<Json, ImportedParam[]>();

/**
 * The top-level fields of a request body schema as form parameters: the first IMPORT_LIMITS.maxParamsRead
 * names (the form keeps fewer), each once, a part of `allOf` or a `properties` object shared by `$ref` read once.
 */
export function bodyParams(schema: Json | undefined, explicit?: unknown): ImportedParam[] {
  if (!schema) return [];
  if (explicit === undefined) {
    const known = fieldsOf.get(schema);
    if (known) return known;
    const fields = readBodyParams(schema, undefined);
    fieldsOf.set(schema, fields);
    return fields;
  }
  return readBodyParams(schema, explicit);
}

function readBodyParams(schema: Json, explicit: unknown): ImportedParam[] {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const parts = new Set([schema, ...((Array.isArray(schema.allOf) ? schema.allOf : []) as Json[])]);
  const out: ImportedParam[] = [];
  const names = new Set<string>();
  const read = new Set<unknown>();
  let visited = 0;
  for (const part of parts) {
    if (!isObj(part) || !isObj(part.properties) || read.has(part.properties)) continue;
    read.add(part.properties);
    if (Array.isArray(part.required)) for (const r of part.required as string[]) required.add(r);
    const properties = part.properties;
    // for…in: a schema of many thousand properties is read only as far as needed, never copied into entries.
    for (const name in properties) {
      if (out.length >= IMPORT_LIMITS.maxParamsRead || ++visited > IMPORT_LIMITS.maxSchemaNodes) break;
      if (!Object.hasOwn(properties, name)) continue;
      const prop = properties[name];
      if (!isObj(prop) || prop.readOnly === true || names.has(name)) continue;
      names.add(name);
      const fromBody = isObj(explicit) ? explicit[name] : undefined;
      out.push({
        name,
        type: paramType(prop),
        required: required.has(name),
        description: str(prop.description) || str(prop.title),
        example: exampleText(fromBody !== undefined ? fromBody : exampleOf(prop)),
      });
    }
  }
  if (!out.length && !isObj(schema.properties)) {
    out.push({ name: 'body', type: paramType(schema), required: true, description: str(schema.description), example: exampleText(explicit ?? exampleOf(schema)) });
  }
  return out;
}

/** "JSON", "XML" or "TEXT" for a media type. */
export function formatOf(mediaType: string | undefined): string {
  const m = (mediaType ?? '').toLowerCase();
  if (!m || m.includes('json') || m === '*/*') return 'JSON';
  if (m.includes('xml')) return 'XML';
  return 'TEXT';
}

/** The JSON media type of a content map first, else the first. */
export function pickMedia(content: unknown): [string, Json] | null {
  if (!isObj(content)) return null;
  const entries = Object.entries(content).filter((e): e is [string, Json] => isObj(e[1]));
  return entries.find(([k]) => /json/i.test(k)) ?? entries[0] ?? null;
}
