import type { FastifyInstance } from 'fastify';

/** A feature's REST plugin; `S` is the part of the service layer it uses (its own `Deps`). */
export type FeatureRoutes<S> = (app: FastifyInstance, opts: { services: S }) => Promise<void>;

/**
 * What a feature hands the composition root (`features.ts`): its REST compatibility routes and its
 * GraphQL resolver classes. Plumbing (`http/`, `graphql/`) registers them without knowing the feature,
 * and `features.ts` checks at compile time that the service layer gives every feature what it uses.
 */
export interface Feature<S> {
  name: string;
  routes: Array<FeatureRoutes<S>>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes
  resolvers: Function[];
  /**
   * Root query fields that are public catalogue reads: their answers are kept whole in the read cache
   * (invalidated by every write) unless they read the caller's own data. Only fields whose answer
   * depends on nothing but the database and the request's arguments and language belong here.
   */
  cachedQueries?: string[];
}

type DepsOf<R> = R extends FeatureRoutes<infer S> ? S : never;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** A feature whose `S` is what all of its routes use together. */
export function defineFeature<R extends Array<FeatureRoutes<never>>>(feature: {
  name: string;
  routes: [...R];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes
  resolvers: Function[];
  cachedQueries?: string[];
}): Feature<Intersection<DepsOf<R[number]>>> {
  // Each route takes at least what the intersection holds.
  return feature as unknown as Feature<Intersection<DepsOf<R[number]>>>;
}
