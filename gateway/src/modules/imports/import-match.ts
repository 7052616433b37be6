import { PARAM_LOCATIONS } from '@api-market/rules';
import { z } from 'zod';
import { type Sql, statement } from '../../core/sql.js';
import type { CheckedParam } from '../authoring/api-form.rules.js';
import type { ImportForm } from './form-adapt.js';

/** The API-form fields an import compares, sets and remembers (tags and category by name). */
export type Shape = ImportForm;
export type ShapeField = keyof Shape;
export const SHAPE_FIELDS: ShapeField[] = [
  'name', 'description', 'method', 'address', 'testUrl', 'note', 'responseFormat', 'needToken', 'responseExample',
  'parameters', 'tags', 'category', 'icon',
];

export interface DiffEntry {
  field: ShapeField;
  before: string;
  after: string;
}

/** One of the creator's APIs as an import sees it. */
export interface ExistingApi {
  id: number;
  status: number;
  shape: Shape;
  sourceUrl: string | null;
  operationKey: string | null;
  snapshot: Shape | null;
  /** `api.response_schema`. */
  schema: Record<string, unknown> | null;
}

/** Objects with their keys in one order (a parameter read from the database lists its fields differently). */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
      : v;
const PARAM_ORDER = ['name', 'location', 'type', 'required', 'description', 'example'] as const;
const show = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : JSON.stringify(Array.isArray(v) ? v.map((p: unknown) => (p && typeof p === 'object' ? Object.fromEntries(PARAM_ORDER.map((k) => [k, (p as Record<string, unknown>)[k]])) : p)) : v, null, 2);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The path of an address, without scheme, host and query: how an operation finds the API it became. */
export function pathOf(address: string): string {
  const path = address.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '') || '/';
  return decodeURI(path.length > 1 ? path.replace(/\/$/, '') : path);
}

export const matchKey = (method: string, address: string) => `${method.toUpperCase()} ${pathOf(address)}`;

/** Fields a source leaves empty when it does not describe them: an empty value there never clears a local one. */
const silent = (field: ShapeField, value: unknown): boolean =>
  (field === 'category' || field === 'icon' || field === 'note') ? value === '' : field === 'tags' && Array.isArray(value) && !value.length;

/**
 * Three-way merge of a re-import: a field the source did not change since the last import (its snapshot)
 * keeps the local value, so local edits the source does not touch survive; anything the source changed
 * is taken. `changed`: the fields whose value the merge changes (the diff the creator sees).
 */
export function mergeShapes(current: Shape, incoming: Shape, snapshot: Shape | null): { merged: Shape; diff: DiffEntry[] } {
  const merged = { ...current };
  const diff: DiffEntry[] = [];
  for (const f of SHAPE_FIELDS) {
    const keepLocal = (snapshot && same(snapshot[f], incoming[f])) || silent(f, incoming[f]);
    if (keepLocal || same(current[f], incoming[f])) continue;
    (merged as Record<ShapeField, unknown>)[f] = incoming[f];
    diff.push({ field: f, before: show(current[f]), after: show(incoming[f]) });
  }
  return { merged, diff };
}

const apiRow = z.object({
  id: z.number(),
  status: z.number(),
  name: z.string(),
  description: z.string(),
  method: z.string(),
  address: z.string(),
  test_url: z.string(),
  note: z.string(),
  response_format: z.string(),
  need_token: z.boolean(),
  response_example: z.string(),
  image_url: z.string(),
  category: z.string().nullable(),
  source_url: z.string().nullable(),
  operation_key: z.string().nullable(),
  snapshot: z.custom<Shape>((v) => typeof v === 'object').nullable(),
  response_schema: z.record(z.string(), z.unknown()).nullable(),
});
/** APIs with everything the API form holds (category by name), and what the last import of each wrote. */
const apisWhere = (where: string) =>
  `SELECT a.id, a.status, a.name, a.description, a.request_method AS method, a.address, a.test_url, a.note,
          a.response_format, a.need_token, a.response_example, a.image_url, c.name AS category,
          a.response_schema, s.source_url, s.operation_key, s.snapshot
     FROM api a LEFT JOIN category c ON c.id = a.category_id LEFT JOIN api_import_source s ON s.api_id = a.id
    WHERE ${where} ORDER BY a.id`;
const ownApisStatement = statement<[creatorId: number | null], typeof apiRow>('imports.own-apis', apisWhere('a.creator_id IS NOT DISTINCT FROM $1'), apiRow);
const oneApiStatement = statement<[id: number], typeof apiRow>('imports.one-api', apisWhere('a.id = $1'), apiRow);
const paramRow = z.object({
  api_id: z.number(),
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  description: z.string(),
  example: z.string(),
  location: z.enum(PARAM_LOCATIONS),
});
const apiParamsStatement = statement<[ids: number[]], typeof paramRow>(
  'imports.api-params',
  `SELECT api_id, name, type, required, note AS description, example, location FROM api_param WHERE api_id = ANY($1) ORDER BY api_id, position, id`,
  paramRow,
);
const tagRow = z.object({ api_id: z.number(), name: z.string() });
const apiTagsStatement = statement<[ids: number[]], typeof tagRow>(
  'imports.api-tags',
  `SELECT at.api_id, t.name FROM api_tag at JOIN tag t ON t.id = at.tag_id WHERE at.api_id = ANY($1) ORDER BY at.api_id, t.id`,
  tagRow,
);

/** The creator's APIs (an administrator's own: those without a creator), with what the last import of each wrote. */
export async function existingApis(sql: Sql, creatorId: number | null): Promise<ExistingApi[]> {
  return withContracts(sql, await sql.all(ownApisStatement, [creatorId]));
}

/** One API with everything the API form holds (none when there is no such API). */
export async function apiWithContract(sql: Sql, id: number): Promise<ExistingApi[]> {
  return withContracts(sql, await sql.all(oneApiStatement, [id]));
}

/** The rows with their parameters and tags (by name). */
async function withContracts(sql: Sql, rows: z.infer<typeof apiRow>[]): Promise<ExistingApi[]> {
  const ids = rows.map((r) => r.id);
  const [params, tags] = await Promise.all([sql.all(apiParamsStatement, [ids]), sql.all(apiTagsStatement, [ids])]);
  const paramsOf = new Map<number, Array<CheckedParam>>();
  for (const { api_id, ...p } of params) paramsOf.set(api_id, [...(paramsOf.get(api_id) ?? []), p]);
  const tagsOf = new Map<number, string[]>();
  for (const t of tags) tagsOf.set(t.api_id, [...(tagsOf.get(t.api_id) ?? []), t.name]);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    sourceUrl: r.source_url,
    operationKey: r.operation_key,
    snapshot: r.snapshot,
    schema: r.response_schema,
    shape: {
      name: r.name,
      description: r.description,
      method: r.method,
      address: r.address,
      testUrl: r.test_url,
      note: r.note,
      responseFormat: r.response_format,
      needToken: r.need_token,
      responseExample: r.response_example,
      parameters: paramsOf.get(r.id) ?? [],
      tags: tagsOf.get(r.id) ?? [],
      category: r.category ?? '',
      icon: r.image_url.startsWith('icon:') ? r.image_url.slice(5) : '',
    },
  }));
}

/**
 * Finds the API an operation matches: the one a former import of the same source made of it, else the
 * one with the same method and path.
 */
export function matcher(apis: ExistingApi[], sourceUrl: string | null): (key: string, form: Shape) => ExistingApi | null {
  const bySource = new Map<string, ExistingApi>();
  const byPath = new Map<string, ExistingApi>();
  for (const a of apis) {
    if (sourceUrl && a.sourceUrl === sourceUrl && a.operationKey) bySource.set(a.operationKey, a);
    const k = matchKey(a.shape.method, a.shape.address);
    if (!byPath.has(k)) byPath.set(k, a);
  }
  return (key, form) => bySource.get(key) ?? byPath.get(matchKey(form.method, form.address)) ?? null;
}
