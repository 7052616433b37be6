import type { GraphQLSchema } from 'graphql';
import { buildSchema, type MiddlewareFn, type NonEmptyArray } from 'type-graphql';
import type { Feature } from '../core/feature.js';
import { directFieldResolvers, resolverInstances } from './direct-field-resolvers.js';
import { authoriseBeforeValidation } from './field-access.js';
import type { AppPubSub } from './pubsub.js';
import { validateArgs } from './validate-args.js';

/** The schema of the given features' resolvers (the composition root passes every feature). */
export async function buildAppSchema(
  features: Array<Pick<Feature<never>, 'resolvers'>>,
  pubSub: AppPubSub,
  emitSchemaFile?: string,
  /** type-graphql's global middlewares (none today); with any, every field keeps type-graphql's path. */
  globalMiddlewares: MiddlewareFn[] = [],
): Promise<GraphQLSchema> {
  const resolvers = features.flatMap((f) => f.resolvers);
  if (resolvers.length === 0) throw new Error('no resolvers: pass the features');
  const container = resolverInstances();
  const schema = await buildSchema({
    resolvers: resolvers as NonEmptyArray<Feature<never>['resolvers'][number]>,
    container,
    pubSub,
    // class-validator imported once (validate-args.ts), not per call as `validate: {…}` does.
    validateFn: validateArgs,
    globalMiddlewares,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
  // Object types' field resolvers are called without type-graphql's per-call wrapper (issue #35).
  directFieldResolvers(schema, resolvers, container, globalMiddlewares);
  // Who may call a guarded root field is decided before its arguments are validated.
  return authoriseBeforeValidation(schema);
}
