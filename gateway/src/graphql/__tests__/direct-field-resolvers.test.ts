import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { Arg, Ctx, Field, FieldResolver, Info, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlCjs } from '../graphql-cjs.js';
import { buildAppSchema } from '../schema.js';

@ObjectType()
class DirectThing {
  @Field(() => Int)
  id!: number;
}

@Resolver(() => DirectThing)
class DirectThingResolver {
  private asked = '';

  @Query(() => [DirectThing])
  directThings(@Arg('asked') asked: string): DirectThing[] {
    this.asked = asked;
    // An instance (as the presenters make them) and a plain object (type-graphql converts it).
    return [Object.assign(new DirectThing(), { id: 1 }), { id: 2 } as DirectThing];
  }

  @FieldResolver(() => String)
  label(@Root() thing: DirectThing, @Ctx('lang') lang: string, @Info() info: GraphQLResolveInfo): string {
    return `${thing.id}:${lang}:${thing instanceof DirectThing}:${info.fieldName}:${this.asked}`;
  }

  @FieldResolver(() => String)
  caller(@Root() _thing: DirectThing): string {
    return new Error().stack?.includes('type-graphql') ? 'type-graphql' : 'graphql-js';
  }

  @FieldResolver(() => String)
  note(@Root() thing: DirectThing, @Arg('text') text: string): string {
    return `${thing.id}:${text}`;
  }

  @FieldResolver(() => String, { nullable: true })
  broken(@Root() thing: DirectThing): string {
    throw new Error(`broken ${thing.id}`);
  }
}

const run = async (source: string) => {
  const schema = await buildAppSchema([{ resolvers: [DirectThingResolver] as never }], createPubSub() as never);
  return graphqlCjs.graphql({ schema, source, contextValue: { lang: 'en', user: null } });
};

describe('object types’ field resolvers called straight from graphql-js (issue #35)', () => {
  it('fills @Root, @Ctx(name) and @Info as type-graphql does, on the one resolver instance', async () => {
    const result = await run('{ directThings(asked: "q") { id label } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      directThings: [
        { id: 1, label: '1:en:true:label:q' },
        // A plain root still reaches the method as an instance of its @Root class.
        { id: 2, label: '2:en:true:label:q' },
      ],
    });
  });

  it('calls the method without type-graphql’s wrapper when the root is already an instance', async () => {
    const result = await run('{ directThings(asked: "q") { caller } }');
    expect(result.data).toEqual({ directThings: [{ caller: 'graphql-js' }, { caller: 'type-graphql' }] });
  });

  it('leaves fields with arguments and errors as they were', async () => {
    const result = await run('{ directThings(asked: "q") { note(text: "hi") broken } }');
    expect(result.data).toEqual({ directThings: [{ note: '1:hi', broken: null }, { note: '2:hi', broken: null }] });
    expect(result.errors?.map((e) => [e.message, e.path?.join('.')])).toEqual([
      ['broken 1', 'directThings.0.broken'],
      ['broken 2', 'directThings.1.broken'],
    ]);
    const notes = await run('{ directThings(asked: "q") { note(text: "hi") } }');
    expect(notes.data).toEqual({ directThings: [{ note: '1:hi' }, { note: '2:hi' }] });
  });

  it('with a global middleware, every field passes through it on type-graphql’s path', async () => {
    const seen: string[] = [];
    const schema = await buildAppSchema([{ resolvers: [DirectThingResolver] as never }], createPubSub() as never, undefined, [
      async ({ info }, next) => {
        seen.push(`${info.parentType.name}.${info.fieldName}`);
        return next();
      },
    ]);
    const result = await graphqlCjs.graphql({ schema, source: '{ directThings(asked: "q") { caller } }', contextValue: { lang: 'en', user: null } });
    expect(result.data).toEqual({ directThings: [{ caller: 'type-graphql' }, { caller: 'type-graphql' }] });
    expect(seen.filter((f) => f === 'DirectThing.caller')).toHaveLength(2);
  });
});
