import { sample } from 'openapi-sampler';
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

/** An example as the form keeps it: text, JSON for objects and arrays. */
export function exampleText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
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

/** A bounded copy of a schema for `api.response_schema`, null when too large. */
export function storedSchema(schema: Json | undefined): Json | null {
  if (!schema) return null;
  const copy = boundedCopy(schema);
  if (!isObj(copy) || JSON.stringify(copy).length > IMPORT_LIMITS.maxSchemaChars) return null;
  return copy;
}

/** A sample answer generated from a (bounded) schema; '' when it cannot be made. */
export function sampleText(schema: Json | null): string {
  if (!schema) return '';
  try {
    const value = sample(schema as Parameters<typeof sample>[0], { skipWriteOnly: true, quiet: true });
    return value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  } catch {
    return '';
  }
}

/** The top-level fields of a request body schema as form parameters. */
export function bodyParams(schema: Json | undefined, explicit?: unknown): ImportedParam[] {
  if (!schema) return [];
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const parts = [schema, ...((Array.isArray(schema.allOf) ? schema.allOf : []) as Json[])];
  const out: ImportedParam[] = [];
  for (const part of parts) {
    if (!isObj(part) || !isObj(part.properties)) continue;
    if (Array.isArray(part.required)) for (const r of part.required as string[]) required.add(r);
    for (const [name, prop] of Object.entries(part.properties)) {
      if (!isObj(prop) || prop.readOnly === true) continue;
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
