import 'reflect-metadata';
import { getMetadataStorage } from 'type-graphql';

/**
 * One declaration per view (issue #33): a view is declared once, as a type-graphql `@ObjectType`
 * class in its feature's `*.types.ts`, and its REST JSON schema is derived from that class here —
 * field names, nullability, lists, scalars, nested object types, enums and descriptions, read from
 * type-graphql's metadata storage. A route writes `envelopeSchema(restSchemaOf(ApiKey))` instead of a
 * schema of its own; the same schema serialises the answer (fast-json-stringify keeps exactly these
 * fields) and documents it in the OpenAPI document.
 *
 * What only REST says (an enum of a string field GraphQL types as String, say) is declared on the
 * field itself with `@RestHint({ enum: [...] })`, next to its GraphQL declaration; where the REST
 * answer names a field differently (SPEC §3's `apiid`, `testurl`, `respose`…), `@RestName('apiid')`
 * declares that name there too, with REST's own schema of the field when its form differs (the SPEC's
 * 0/1 for a boolean, a nested view shown flat as one of its names).
 */

type FieldMetadata = ReturnType<typeof getMetadataStorage>['fields'][number];
type JsonSchema = Record<string, unknown>;
type Ctor = abstract new (...args: never[]) => unknown;

const hints = new WeakMap<object, Map<string, JsonSchema>>();

/** REST-only detail of one field, merged over what its GraphQL declaration gives (e.g. `{ enum: [...] }`). */
export function RestHint(hint: JsonSchema): PropertyDecorator {
  return (prototype, property) => {
    const own = hints.get(prototype) ?? new Map<string, JsonSchema>();
    own.set(String(property), { ...own.get(String(property)), ...hint });
    hints.set(prototype, own);
  };
}

const GRAPHQL_ONLY = 'x-graphql-only';
const REST_NAME = 'x-rest-name';
const REST_SCHEMA = 'x-rest-schema';
/** Marks that only steer the derivation; never part of a derived schema. */
const MARKS = new Set([GRAPHQL_ONLY, REST_NAME, REST_SCHEMA]);

/**
 * The name a field has in the REST answers (SPEC §3: `apiid` for `id`, `testurl` for `testUrl`…), and
 * optionally REST's own schema of it, which then stands in for the one derived from the GraphQL type
 * (`@RestName('isneedtoken', { type: 'integer', enum: [0, 1] })`). A renamed field's description is the one
 * its REST schema or `@RestHint` gives, never its GraphQL one (which tends to be about the renaming).
 */
export const RestName = (name: string, schema?: JsonSchema): PropertyDecorator =>
  RestHint(schema ? { [REST_NAME]: name, [REST_SCHEMA]: schema } : { [REST_NAME]: name });

/**
 * A field the REST answers do not show (added to the GraphQL view after the REST path's shape was
 * published): derived REST schemas leave it out, so a REST client sees the answer it always saw.
 */
export const GraphQLOnly = (): PropertyDecorator => RestHint({ [GRAPHQL_ONLY]: true });

const hintOf = (cls: Ctor, field: string): JsonSchema | undefined => {
  for (let p = cls.prototype as object | null; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    const h = hints.get(p)?.get(field);
    if (h) return h;
  }
  return undefined;
};

/** The @Field declarations of a class and its ancestors, the class's own last (a redeclared field wins). */
function fieldsOf(cls: Ctor): FieldMetadata[] {
  const chain: object[] = [];
  for (let c: object | null = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c) as object | null) chain.unshift(c);
  const storage = getMetadataStorage();
  const byName = new Map<string, FieldMetadata>();
  for (const c of chain) for (const f of storage.fields.filter((x) => x.target === c)) byName.set(f.name, f);
  return [...byName.values()];
}

const isObjectType = (t: unknown): boolean =>
  typeof t === 'function' && getMetadataStorage().objectTypes.some((o) => o.target === t);

/** A GraphQL scalar (by shape: graphql may be loaded twice, as ESM and CommonJS, so no instanceof). */
const isScalar = (t: unknown): t is { name: string } =>
  typeof t === 'object' && t !== null && (t as { constructor?: { name?: string } }).constructor?.name === 'GraphQLScalarType';

const DATE_SCALARS = new Set(['DateTimeISO', 'DateTime', 'Timestamp']);

/** The JSON schema of one GraphQL type (no list, no null). */
function schemaOfType(t: unknown, cls: Ctor, field: string): JsonSchema {
  if (t === String) return { type: 'string' };
  if (t === Number) return { type: 'number' };
  if (t === Boolean) return { type: 'boolean' };
  if (t === Date) return { type: 'string', format: 'date-time' };
  if (isScalar(t)) {
    if (t.name === 'Int') return { type: 'integer' };
    if (t.name === 'Float') return { type: 'number' };
    if (t.name === 'String') return { type: 'string' };
    if (t.name === 'Boolean') return { type: 'boolean' };
    if (t.name === 'ID') {
      // An ID travels as the value the view holds: a number stays a number over REST.
      const design = Reflect.getMetadata('design:type', cls.prototype as object, field);
      return design === Number ? { type: 'integer' } : { type: 'string' };
    }
    if (DATE_SCALARS.has(t.name)) return { type: 'string', format: 'date-time' };
    if (t.name === 'JSONObject') return { type: 'object', additionalProperties: true };
    if (t.name === 'JSON') return {};
    throw new Error(`restSchemaOf: no JSON schema for the scalar ${t.name} (${cls.name}.${field})`);
  }
  if (isObjectType(t)) return restSchemaOf(t as Ctor);
  const en = getMetadataStorage().enums.find((e) => e.enumObj === t);
  if (en) {
    const obj = en.enumObj as Record<string, string | number>;
    const values = Object.keys(obj).filter((k) => Number.isNaN(Number(k))).map((k) => obj[k]);
    return { type: typeof values[0] === 'number' ? 'integer' : 'string', enum: values };
  }
  throw new Error(`restSchemaOf: ${cls.name}.${field} has a type that is neither a scalar, an object type nor an enum`);
}

const orNull = (s: JsonSchema): JsonSchema => {
  // A nullable object: the object or null (as the REST documents have always written it).
  if (s.type === 'object') return { anyOf: [s, { type: 'null' }] };
  const out: JsonSchema = { ...s };
  if (typeof s.type === 'string') out.type = [s.type, 'null'];
  else if (s.type === undefined) return s;
  if (Array.isArray(s.enum)) out.enum = [...(s.enum as unknown[]), null];
  return out;
};

/** The JSON schema of one field: its type, lists of it, null where the field or its items may be. */
function schemaOfField(f: FieldMetadata, cls: Ctor, renamed: boolean, own?: JsonSchema): JsonSchema {
  const o = f.typeOptions;
  if (own) return f.description && !renamed && own.description === undefined ? { ...own, description: f.description } : own;
  let s = schemaOfType(f.getType(), cls, f.name);
  const itemsNull = o.nullable === 'items' || o.nullable === 'itemsAndList';
  const listNull = o.nullable === true || o.nullable === 'itemsAndList';
  if (o.array) {
    for (let depth = 0; depth < (o.arrayDepth ?? 1); depth++) s = { type: 'array', items: itemsNull && depth === 0 ? orNull(s) : s };
    if (listNull) s = orNull(s);
  } else if (o.nullable === true) {
    s = orNull(s);
  }
  const marked = hintOf(cls, f.name);
  if (marked?.[REST_SCHEMA]) s = marked[REST_SCHEMA] as JsonSchema;
  const hint = marked && Object.fromEntries(Object.entries(marked).filter(([k]) => !MARKS.has(k)));
  let merged = hint ? { ...s, ...hint } : s;
  // A hint's enum on a nullable field admits null too (as the field's own type does).
  if (hint && Array.isArray(hint.enum) && Array.isArray(s.type) && s.type.includes('null') && !hint.enum.includes(null)) {
    merged = { ...merged, enum: [...hint.enum, null] };
  }
  // A renamed field's GraphQL description tends to be about the renaming (“`apiid` in REST.”): REST says its own.
  return f.description && !renamed && merged.description === undefined ? { ...merged, description: f.description } : merged;
}

export interface RestSchemaOptions<K extends string, F extends string = K> {
  /** Only these fields, in this order (the REST answer of this route shows fewer than the GraphQL view). */
  pick?: readonly K[];
  /** All fields but these. */
  omit?: readonly K[];
  /** This route's REST name of a field, over the view's own (`@RestName`): one view, two REST names. */
  rename?: Partial<Record<F, string>>;
  /**
   * This route's schema of a nested view's field, where the route shows the nested view otherwise than its
   * own derivation (fewer fields, another order, other names): itself a `restSchemaOf` of that view.
   */
  fields?: Partial<Record<F, JsonSchema>>;
  /**
   * Fields a resolver adds to the view (`@FieldResolver` in a `@Resolver(() => View)` class), shown after
   * the others in this order. The resolver's module must be loaded first: derive inside the routes function.
   */
  resolved?: readonly string[];
}

/** A field a `@FieldResolver` adds to the view, as field metadata (before the schema is built; after, it is a field too). */
function resolvedField(view: Ctor, name: string): FieldMetadata {
  const storage = getMetadataStorage();
  const own = fieldsOf(view).find((f) => f.name === name);
  if (own) return own;
  const typeOf = (target: object): unknown => {
    try {
      return storage.resolverClasses.find((c) => c.target === target)?.getObjectType();
    } catch {
      return undefined; // a @Resolver() without an object type
    }
  };
  const r = storage.fieldResolvers.find((x) => x.kind === 'external' && x.schemaName === name && typeOf(x.target) === view);
  if (!r?.getType || !r.typeOptions) throw new Error(`restSchemaOf: no resolver adds ${name} to ${view.name} (is its resolver loaded?)`);
  const { getType, typeOptions, description, deprecationReason, complexity } = r;
  return { name, schemaName: name, getType, typeOptions, description, deprecationReason, complexity, target: view };
}

const views = new Set<object>();

/**
 * The REST JSON schema of a view declared as a type-graphql `@ObjectType` class: an object whose
 * properties are the class's fields (all required; a nullable field's type admits null), nested
 * object types derived the same way. `pick`/`omit` narrow it where a REST answer shows fewer fields.
 */
export function restSchemaOf<T, K extends Extract<keyof T, string> = Extract<keyof T, string>>(
  view: abstract new (...args: never[]) => T,
  options: RestSchemaOptions<K, Extract<keyof T, string>> = {},
) {
  if (!isObjectType(view) && !getMetadataStorage().fields.some((f) => f.target === view)) {
    throw new Error(`restSchemaOf: ${view.name} is not a type-graphql @ObjectType class`);
  }
  views.add(view);
  const all = fieldsOf(view);
  const named = new Map(all.map((f) => [f.name, f]));
  for (const k of [...(options.pick ?? []), ...(options.omit ?? []), ...Object.keys(options.rename ?? {}), ...Object.keys(options.fields ?? {})]) {
    if (!named.has(k)) throw new Error(`restSchemaOf: ${view.name} has no field ${k}`);
  }
  const fields = [...(options.pick ? options.pick.map((k) => named.get(k)!) : all), ...(options.resolved ?? []).map((k) => resolvedField(view, k))];
  const properties: Record<string, JsonSchema> = {};
  for (const f of fields) {
    if (options.omit?.includes(f.name as K)) continue;
    const marks = hintOf(view, f.name);
    if (marks?.[GRAPHQL_ONLY]) continue;
    const name = options.rename?.[f.name as Extract<keyof T, string>] ?? (marks?.[REST_NAME] as string | undefined) ?? f.name;
    if (name in properties) throw new Error(`restSchemaOf: ${view.name} has two REST fields named ${name}`);
    properties[name] = schemaOfField(f, view, name !== f.name, options.fields?.[f.name as Extract<keyof T, string>]);
  }
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

/** The REST name of each field of a view (its `@RestName`, else its GraphQL name), GraphQL-only fields left out. */
export function restNamesOf<T>(view: abstract new (...args: never[]) => T): ReadonlyMap<Extract<keyof T, string>, string> {
  const out = new Map<Extract<keyof T, string>, string>();
  for (const f of fieldsOf(view)) {
    const marks = hintOf(view, f.name);
    if (!marks?.[GRAPHQL_ONLY]) out.set(f.name as Extract<keyof T, string>, (marks?.[REST_NAME] as string | undefined) ?? f.name);
  }
  return out;
}

/** The view classes whose REST schema has been derived so far (the shape checks read it). */
export const derivedViews = (): ReadonlySet<object> => views;
