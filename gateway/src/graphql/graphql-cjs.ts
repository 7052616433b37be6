import { createRequire } from 'node:module';

/**
 * graphql as type-graphql and graphql-ws load it (the CommonJS build). Under vitest a plain
 * `import … from 'graphql'` in our sources resolves to the ESM build, and graphql refuses a schema "from
 * another realm" in validate/subscribe; requiring it the Node way yields the one instance everywhere.
 */
export const graphqlCjs = createRequire(import.meta.url)('graphql') as typeof import('graphql');
