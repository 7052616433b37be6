import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, FieldResolver, Float, ID, Int, ObjectType, Resolver, Root, getMetadataStorage, registerEnumType } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.js';
import { features } from '../../features.js';
import { GraphQLOnly, RestHint, RestName, restNamesOf, restSchemaOf } from '../rest-schema.js';

// ---------------------------------------------------------------------------------------------
// restSchemaOf: what it derives from a type-graphql class.

enum Fixture_Colour {
  Red = 'red',
  Blue = 'blue',
}
registerEnumType(Fixture_Colour, { name: 'Fixture_Colour' });

@ObjectType()
class Fixture_Tag {
  @Field() name: string;
}

@ObjectType()
class Fixture_Base {
  @Field(() => ID) id: number;
}

@ObjectType({ description: 'A fixture view.' })
class Fixture_View extends Fixture_Base {
  @Field(() => Int, { description: 'How many.' }) count: number;
  @Field(() => Float, { nullable: true }) ratio: number | null;
  @Field(() => GraphQLDateTimeISO) at: Date;
  @Field(() => [Fixture_Tag]) tags: Fixture_Tag[];
  @Field(() => [String], { nullable: 'items' }) words: Array<string | null>;
  @Field(() => Fixture_Tag, { nullable: true }) main: Fixture_Tag | null;
  @Field(() => Fixture_Colour) colour: Fixture_Colour;
  @Field(() => String, { nullable: true }) @RestHint({ enum: ['a', 'b'] }) letter: string | null;
  @Field() @GraphQLOnly() graphOnly: boolean;
}

@ObjectType()
class Fixture_Renamed {
  @Field(() => Int, { description: '`itemid` in REST.' }) @RestName('itemid') id: number;
  @Field({ description: 'Shown.' }) @RestName('isshown', { type: 'integer', enum: [0, 1] }) shown: boolean;
  @Field(() => Fixture_Tag, { nullable: true }) @RestName('tag_name', { type: 'string' }) @RestHint({ description: 'Empty without one.' }) tag: Fixture_Tag | null;
  @Field() title: string;
}

@Resolver(() => Fixture_Renamed)
class Fixture_RenamedResolver {
  @FieldResolver(() => Float, { nullable: true, description: 'Measured.' })
  score(@Root() r: Fixture_Renamed): number | null {
    return r.id;
  }
}
void Fixture_RenamedResolver;

const tag = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };

describe('restSchemaOf (core/rest-schema.ts)', () => {
  it('derives names, scalars, null, lists, nested views, enums, hints and inherited fields from the class', () => {
    expect(restSchemaOf(Fixture_View)).toEqual({
      type: 'object',
      required: ['id', 'count', 'ratio', 'at', 'tags', 'words', 'main', 'colour', 'letter'],
      properties: {
        id: { type: 'integer' },
        count: { type: 'integer', description: 'How many.' },
        ratio: { type: ['number', 'null'] },
        at: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: tag },
        words: { type: 'array', items: { type: ['string', 'null'] } },
        main: { anyOf: [tag, { type: 'null' }] },
        colour: { type: 'string', enum: ['red', 'blue'] },
        letter: { type: ['string', 'null'], enum: ['a', 'b', null] },
      },
    });
  });

  it('narrows with pick and omit, and refuses a field the view lacks', () => {
    expect(Object.keys(restSchemaOf(Fixture_View, { pick: ['id', 'count'] }).properties)).toEqual(['id', 'count']);
    expect(restSchemaOf(Fixture_View, { omit: ['tags', 'main'] }).required).not.toContain('tags');
    expect(() => restSchemaOf(Fixture_View, { pick: ['nope' as 'id'] })).toThrow(/no field nope/);
  });

  it('names fields as @RestName declares, with REST’s own schema and description where given (never the GraphQL description of a renamed field)', () => {
    expect(restSchemaOf(Fixture_Renamed)).toEqual({
      type: 'object',
      required: ['itemid', 'isshown', 'tag_name', 'title'],
      properties: {
        itemid: { type: 'integer' },
        isshown: { type: 'integer', enum: [0, 1] },
        tag_name: { type: 'string', description: 'Empty without one.' },
        title: { type: 'string' },
      },
    });
    expect([...restNamesOf(Fixture_Renamed)]).toEqual([['id', 'itemid'], ['shown', 'isshown'], ['tag', 'tag_name'], ['title', 'title']]);
    expect([...restNamesOf(Fixture_View)].map(([, rest]) => rest)).not.toContain('graphOnly');
  });

  it('lists picked fields in the order picked, renames per route, takes a route’s own schema of a field, and appends the fields a resolver adds', () => {
    const s = restSchemaOf(Fixture_Renamed, { pick: ['title', 'id'], rename: { title: 'caption' }, resolved: ['score'] });
    expect(Object.keys(s.properties)).toEqual(['caption', 'itemid', 'score']);
    expect(s.required).toEqual(['caption', 'itemid', 'score']);
    expect(s.properties).toMatchObject({ score: { type: ['number', 'null'], description: 'Measured.' } });
    const own = { type: 'string', enum: ['x'] };
    expect(restSchemaOf(Fixture_Renamed, { pick: ['tag'], fields: { tag: own } }).properties).toEqual({ tag_name: own });
    expect(() => restSchemaOf(Fixture_Renamed, { resolved: ['nope'] })).toThrow(/no resolver adds nope/);
    expect(() => restSchemaOf(Fixture_Renamed, { rename: { title: 'itemid' } })).toThrow(/two REST fields named itemid/);
    expect(() => restSchemaOf(Fixture_Renamed, { omit: ['nope' as 'id'] })).toThrow(/no field nope/);
  });

  it('refuses a class that is not a GraphQL view', () => {
    class NotAView {
      x = 1;
    }
    expect(() => restSchemaOf(NotAView)).toThrow(/not a type-graphql @ObjectType/);
  });
});

// ---------------------------------------------------------------------------------------------
// The shape check: a REST answer that shows a GraphQL view is that view's derived schema.

type Schema = { type?: unknown; properties?: Record<string, Schema>; items?: Schema; [k: string]: unknown };
type Op = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };

function* objectsIn(s: Schema | undefined, at: string): Generator<[string, Schema]> {
  if (!s || typeof s !== 'object') return;
  if (s.properties) {
    yield [at, s];
    for (const [k, v] of Object.entries(s.properties)) yield* objectsIn(v, `${at}.${k}`);
  }
  if (s.items) yield* objectsIn(s.items, `${at}[]`);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const x of (s[k] as Schema[] | undefined) ?? []) yield* objectsIn(x, at);
}

/** `anyOf: [object, null]` and `type: ['object', 'null']` say the same: one form for both. */
const nullableObject = (x: Schema): Schema => {
  const any = x.anyOf as Schema[] | undefined;
  if (any?.length === 2 && any[1]?.type === 'null' && any[0]?.type === 'object') {
    const { anyOf: _, ...rest } = x;
    return { ...rest, ...any[0], type: ['object', 'null'] };
  }
  return x;
};

/**
 * Descriptions and examples are documentation; the rest is the shape. Nested objects count by their type
 * only: each is checked on its own (a route may show a nested view otherwise, restSchemaOf's `fields`).
 */
const shape = (x: unknown, depth = 0): unknown => {
  if (Array.isArray(x)) return x.map((v) => shape(v, depth)).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  if (x && typeof x === 'object') {
    const s = nullableObject(x as Schema);
    if (depth > 0 && s.properties) return { type: s.type };
    return Object.fromEntries(
      Object.entries(s)
        .filter(([k]) => k !== 'description' && k !== 'examples' && k !== 'example')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v, depth + 1)]),
    );
  }
  return x;
};

/**
 * REST objects of the published document that show a GraphQL view — all its fields or some of them (at
 * least three), under their REST names (`@RestName`) — and differ from what restSchemaOf derives for
 * those fields: a hand-written copy that has drifted, or was never derived.
 */
function restViewMismatches(): string[] {
  void features; // every feature's views are registered by importing them
  const doc = JSON.parse(readFileSync(path.join(repoRoot, 'schema/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Op>> };
  const views: Array<{ view: new () => unknown; toGraphQL: Map<string, string> }> = [];
  for (const { target } of getMetadataStorage().objectTypes) {
    if (target.name.startsWith('Fixture_')) continue;
    const view = target as new () => unknown;
    const toGraphQL = new Map([...restNamesOf(view)].map(([graphql, rest]) => [rest, graphql]));
    if (toGraphQL.size >= 3) views.push({ view, toGraphQL });
  }
  const out: string[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [status, res] of Object.entries(op.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        for (const [at, o] of objectsIn(res.content?.['application/json']?.schema, '')) {
          const keys = Object.keys(o.properties ?? {});
          if (keys.length < 3) continue;
          const showing = views.filter((v) => keys.every((k) => v.toGraphQL.has(k)));
          if (!showing.length) continue;
          const derived = (v: (typeof views)[number]) => restSchemaOf(v.view, { pick: keys.map((k) => v.toGraphQL.get(k)!) as never[] });
          if (showing.some((v) => JSON.stringify(shape(derived(v))) === JSON.stringify(shape(o)))) continue;
          out.push(`${method.toUpperCase()} ${p} ${at || '.'} (${showing.map((v) => v.view.name).join(' | ')})`);
        }
      }
    }
  }
  return [...new Set(out)].sort();
}

describe('one declaration per view (issue #33): REST answers of GraphQL views are derived', () => {
  // No exceptions: a REST answer that shows a view's fields is restSchemaOf(View, …) — with pick/omit where it
  // shows fewer, @RestName where the SPEC names them differently, @RestHint where only REST says something.
  it('every REST answer showing a GraphQL view’s fields (all or some, under their REST names) has the schema restSchemaOf derives for them (write envelopeSchema(restSchemaOf(View, { pick })), not a copy)', () => {
    expect(restViewMismatches()).toEqual([]);
  });
});
