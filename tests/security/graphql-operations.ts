import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLScalarType,
  type IntrospectionQuery,
} from 'graphql';
import type { TestServer } from './support.js';

/** A root field of the schema, with the operation it belongs to. */
export interface RootField {
  kind: 'query' | 'mutation';
  f: GraphQLField<unknown, unknown>;
}

/** Every Query and Mutation field of the running gateway's schema, as introspection shows it. */
export async function rootFields(server: TestServer): Promise<RootField[]> {
  const intro = await server.graphql<IntrospectionQuery>(getIntrospectionQuery());
  const schema = buildClientSchema(intro.data!);
  return [
    ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({ kind: 'query' as const, f })),
    ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({ kind: 'mutation' as const, f })),
  ];
}

/** `kind { field(args…) { __typename } }`: the arguments given as `name: literal`, none without parentheses. */
export function operation({ kind, f }: RootField, args: string[]): string {
  const named = getNamedType(f.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  return `${kind} { ${f.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

/**
 * A GraphQL literal of `type`: lists of one, an enum's first value, input objects with their fields
 * (every one, or only the required ones) and, at the leaves, what `leaf` answers for the scalar or for
 * the argument or field `name` (the one the value is for; a list's items keep their list's name).
 */
export function literalFor(
  type: GraphQLInputType,
  name: string,
  leaf: (name: string, scalar: GraphQLScalarType) => string,
  fields: 'all' | 'required',
): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return `[${literalFor(inner.ofType, name, leaf, fields)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    const given = Object.values(inner.getFields()).filter((x) => fields === 'all' || isNonNullType(x.type));
    return `{ ${given.map((x) => `${x.name}: ${literalFor(x.type, x.name, leaf, fields)}`).join(', ')} }`;
  }
  if (isScalarType(inner)) return leaf(name, inner);
  throw new Error(`no value for ${String(type)}`);
}
