import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { AppPubSub } from './pubsub.js';
import { resolvers } from './resolvers.js';

export function buildAppSchema(pubSub: AppPubSub, emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
