import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { type ContainerType, getMetadataStorage } from 'type-graphql';
import { graphqlCjs } from './graphql-cjs.js';

/**
 * The resolver classes' instances: one of each class, made when first asked for. Given to type-graphql
 * as its `container`, so the resolvers it calls and those `directFieldResolvers` calls are the same objects.
 */
export function resolverInstances(): ContainerType {
  const made = new Map<Class, unknown>();
  return {
    get(someClass: new () => unknown) {
      let instance = made.get(someClass);
      if (instance === undefined) made.set(someClass, (instance = new someClass()));
      return instance;
    },
  };
}

/** A class (type-graphql's metadata names resolver and object classes by their constructors). */
type Class = abstract new (...args: never[]) => unknown;
type Method = (this: unknown, ...params: unknown[]) => unknown;

/** How a parameter of a `@FieldResolver` method is filled from graphql-js's arguments. */
type Param = (root: unknown, ctx: unknown, info: unknown) => unknown;

type ParamMetadata = NonNullable<ReturnType<typeof getMetadataStorage>['fieldResolvers'][number]['params']>[number];

function paramOf(p: ParamMetadata): Param | null {
  if (p.kind === 'root' && p.propertyName === undefined) return (root) => root;
  if (p.kind === 'context') {
    const name = p.propertyName;
    return name === undefined ? (_root, ctx) => ctx : (_root, ctx) => (ctx as Record<string, unknown>)[name];
  }
  if (p.kind === 'info') return (_root, _ctx, info) => info;
  return null; // arguments (validated), pubSub, custom decorators: type-graphql's own resolver
}

/**
 * Calls the `@FieldResolver` methods of object types straight from graphql-js, without type-graphql's
 * generic wrapper, when the method takes only `@Root()`, `@Ctx()` and `@Info()` and has no middleware or
 * roles — what every field resolver of the schema is today. type-graphql's wrapper does, per field of
 * every row (the `hot`, `address` and `weekly` of each home card): a resolver-data object, a container
 * lookup, a middleware dispatch, a sort and a map of the method's parameter list, a promise check of
 * each value, and a conversion of the root into the `@Root()` class (issue #35). Here the parameter list
 * is read once, at start. A root that is not already an instance of the `@Root()` class (the presenters
 * make instances) goes through type-graphql's own resolver, which converts it as before; so does every
 * field resolver that takes arguments (they are validated), and every Query, Mutation and Subscription
 * field (field-access.ts gates those). With global middlewares (buildSchema's `globalMiddlewares`) nothing
 * is changed: each field must pass through them, and only type-graphql's wrapper calls them.
 */
export function directFieldResolvers(
  schema: GraphQLSchema,
  resolverClasses: readonly unknown[],
  container: ContainerType,
  globalMiddlewares: readonly unknown[] = [],
): GraphQLSchema {
  if (globalMiddlewares.length > 0) return schema;
  const storage = getMetadataStorage();
  const included = new Set(resolverClasses);
  for (const meta of storage.fieldResolvers) {
    if (meta.kind !== 'external' || !included.has(meta.target) || !meta.getObjectType) continue;
    if (meta.roles?.length || meta.middlewares?.length) continue;
    const objectClass = meta.getObjectType();
    const typeName = storage.objectTypes.find((t) => t.target === objectClass)?.name;
    const type = typeName === undefined ? undefined : schema.getType(typeName);
    const field = graphqlCjs.isObjectType(type) ? type.getFields()[meta.schemaName] : undefined;
    if (!field?.resolve || field.args.length > 0) continue;
    const params = [...(meta.params ?? [])].sort((a, b) => a.index - b.index);
    const fill = params.map(paramOf);
    if (fill.some((f) => f === null) || params.some((p, i) => p.index !== i)) continue;
    const rootClass = params.find((p) => p.kind === 'root')?.getType?.();
    const method = (meta.target.prototype as Record<string, unknown>)[meta.methodName];
    if (typeof method !== 'function') continue;
    const instance = container.get(meta.target, undefined as never);
    if (instance === undefined || typeof (instance as { then?: unknown }).then === 'function') continue;
    const generic = field.resolve;
    field.resolve = direct(generic, typeof rootClass === 'function' ? (rootClass as Class) : null, method as Method, instance, fill as Param[]);
  }
  return schema;
}

function direct(
  generic: GraphQLFieldResolver<unknown, unknown>,
  rootClass: Class | null,
  method: Method,
  instance: unknown,
  fill: Param[],
): GraphQLFieldResolver<unknown, unknown> {
  const [a, b, c] = fill;
  const call =
    fill.length === 0
      ? () => method.call(instance)
      : fill.length === 1
        ? (root: unknown, ctx: unknown, info: unknown) => method.call(instance, a!(root, ctx, info))
        : fill.length === 2
          ? (root: unknown, ctx: unknown, info: unknown) => method.call(instance, a!(root, ctx, info), b!(root, ctx, info))
          : fill.length === 3
            ? (root: unknown, ctx: unknown, info: unknown) =>
                method.call(instance, a!(root, ctx, info), b!(root, ctx, info), c!(root, ctx, info))
            : (root: unknown, ctx: unknown, info: unknown) => method.apply(instance, fill.map((f) => f(root, ctx, info)));
  if (rootClass === null) return (root, _args, ctx, info) => call(root, ctx, info);
  return (root, args, ctx, info) =>
    root instanceof rootClass ? call(root, ctx, info) : generic(root, args, ctx, info);
}
