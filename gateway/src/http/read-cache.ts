import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AuthUser } from '../core/auth-user.js';
import { pickLang } from '../core/lang.js';
import type { CacheDep, Generations, ReadCache } from '../core/read-cache.js';
import { cachedBody, sendBody } from '../core/cached-reply.js';
import { currentWrites, RequestWrites, trackWrites } from '../core/request-writes.js';
import type { GraphQLContext, ReadScope } from '../graphql/context.js';
import { mayWriteRoute, rootFieldNames } from './write-rate-limit.js';
import { addRouteHook } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set on a GraphQL request that may be answered from the read cache: its key, the generations read
     * before it ran, and `lead` (single-flight: called once its answer is kept or will not be).
     */
    readCache: { key: string; generations: Generations; lead: () => void } | null;
    /** What the request's handler wrote, on the routes that may write (null until the handler starts). */
    writes: RequestWrites | null;
  }
}

/**
 * Every write through either door invalidates the catalogue's read cache before it is acknowledged:
 * a request that committed a write to the database (`RequestWrites`, recorded by the data source's
 * subscriber) bumps the catalogue's generation in `onSend`, whatever its status — a 4xx after a write
 * that committed (the answer could not be read back) invalidates, a refusal that wrote nothing does
 * not. Tracked: REST POST/PUT/PATCH/DELETE under /api, the writes SPEC §7 sends by GET, and GraphQL,
 * from the handler on (the hooks before it write nothing); a write the handler left running that
 * commits after the answer bumps as it commits. Writes that are not the request's catalogue writes run
 * untracked where they are made: call records (`calls`) and presence (`presence`) bump their own scope,
 * view counts, visits, keys' last use and swept idempotency keys are shown by no cached answer; policy
 * verdicts bump `catalog` (API_CHANGED, any gateway).
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache): void {
  app.decorateRequest('readCache', null);
  app.decorateRequest('writes', null);
  // A GraphQL query answered before Apollo parses it when the same operation (text, variables,
  // language, host, and the same caller: one visitor entry, one entry per signed-in account) was
  // answered under the current write generations without reading the caller's address or headers.
  addRouteHook(app, 'preHandler', isGraphqlRoute, async (req, reply) => {
    if (req.method !== 'POST') return;
    // A mutation is never answered from the cache nor kept: no key, no lookup, no generations read
    // (a star, a tenth of bench:reads' mix with writes, paid for all three; issue #35).
    if (isMutation(req)) return;
    const key = graphqlKey(req);
    if (!key) return;
    let { generations, entry } = await cache.find(key);
    if (generations === null) return;
    if (entry === undefined) {
      cache.misses++;
      // Concurrent misses of one answer share one computation: the first runs, the others wait for it
      // and take what it kept (if still current), else run themselves.
      const flight = cache.join(key, generations);
      if ('lead' in flight) {
        req.readCache = { key, generations, lead: flight.lead };
        // Whatever becomes of the answer (not kept, an error, the caller gone), the others may go on.
        reply.raw.once('close', flight.lead);
        return;
      }
      await flight.wait;
      ({ generations, entry } = await cache.find(key));
      if (generations === null || entry === undefined) return;
    }
    cache.hits++;
    return sendBody(req, reply, entry, () => cache.grew(key, entry));
  });
  // Last before the handler, on the routes that can write only (a read, and a GraphQL hit, pay nothing):
  // the handler and all it starts run as this request's work.
  addRouteHook(app, 'preHandler', tracksWrites, (req, _reply, done) => {
    req.writes = new RequestWrites();
    trackWrites(req.writes, done);
  });
  addRouteHook(app, 'onSend', tracksWrites, (req, _reply, payload, done) => {
    const touched = req.writes?.settle((late) => void cache.touch(late));
    if (!touched?.length) return done(null, payload);
    cache.touch(touched).then(() => done(null, payload), done);
  });
}

/** A POST whose document starts with `mutation` (a query's answer may be kept; a mutation's never is). */
function isMutation(req: FastifyRequest): boolean {
  const query = (req.body as { query?: unknown } | null)?.query;
  return typeof query === 'string' && /^\s*mutation\b/.test(query);
}

const isGraphqlRoute = (route: RouteOptions): boolean => route.url === '/graphql';
const tracksWrites = (route: RouteOptions): boolean => mayWriteRoute(route) || isGraphqlRoute(route);

/**
 * Request headers that are part of a GraphQL entry's key (what an API's open-call `address` is made
 * of): a resolver reading them does not make its answer personal.
 */
const KEYED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;
const keyedHeaders = new Set<string | symbol>(KEYED_HEADERS);

/**
 * Whose entry an answer is: every visitor shares one, each signed-in account has its own (its id and
 * role). Per-user fields (starredByMe, followedByMe, a private API's detail for its creator, anything
 * a resolver derives from the caller, whether or not it reads `ctx.user`) therefore never reach
 * another account; a role change or a disabled account is a write, which starts a new generation.
 */
export const callerKey = (user: AuthUser | null): string => (user ? `user:${user.id}:${user.role}` : 'visitor');

function graphqlKey(req: FastifyRequest): string | null {
  const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | null;
  if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.query !== 'string') return null;
  // Apollo answers application/json unless the caller asks for another type: only those are kept.
  const accept = req.headers.accept;
  if (accept && !/application\/json|\*\/\*/.test(accept)) return null;
  const operationName = typeof body.operationName === 'string' ? body.operationName : '';
  return [
    'gql',
    pickLang(req.headers),
    callerKey(req.user),
    req.protocol,
    ...KEYED_HEADERS.map((h) => String(req.headers[h] ?? '')),
    operationName,
    body.query,
    JSON.stringify(body.variables ?? null),
  ].join('\u0000');
}

/**
 * The read-cache scope of a GraphQL request (undefined when its answer may not be kept). A cached
 * answer depends on the catalogue, and on what its resolvers say they show (`readsScope`: the lagged
 * `lists` of the list fields, `calls`, `presence`; `readsTags`: one API's star count or call figures).
 */
export function readScopeOf(req: FastifyRequest, cache: ReadCache): ReadScope | undefined {
  if (!req.readCache) return undefined;
  const { key, generations, lead } = req.readCache;
  return {
    key,
    generations: { epoch: generations.epoch, of: { ...generations.of } },
    depends: new Set<CacheDep>(['catalog']),
    personal: false,
    tagGenerations: (tags) => cache.generations(tags),
    lead,
  };
}

/**
 * Watches the caller's address and headers on the operation's own context (the copy Apollo executes
 * with): reading `ip`, or a header that is not part of the key (a visitor id, the token, the user
 * agent…), marks the answer `personal`, and it is not kept. The context the gateway builds stays a
 * plain object (the websocket door copies it with a spread), and the signed-in user needs no watching:
 * the user is part of the key.
 */
function watchCaller(ctx: GraphQLContext, scope: ReadScope): void {
  const mark = () => {
    scope.personal = true;
  };
  const ip = ctx.ip;
  const headers = new Proxy(ctx.headers, {
    get(target, name, receiver) {
      if (!keyedHeaders.has(name)) mark();
      return Reflect.get(target, name, receiver) as unknown;
    },
    has(target, name) {
      mark();
      return Reflect.has(target, name);
    },
    ownKeys(target) {
      mark();
      return Reflect.ownKeys(target);
    },
  });
  Object.defineProperty(ctx, 'ip', {
    enumerable: true,
    configurable: true,
    get() {
      mark();
      return ip;
    },
  });
  Object.defineProperty(ctx, 'headers', { enumerable: true, configurable: true, writable: true, value: headers });
}

/**
 * Apollo's side: a query whose root fields are all public catalogue reads (`cachedQueries`, named by
 * the features) and that answered without errors or per-caller data, and wrote nothing, is kept,
 * serialised as Apollo sends it, under the generation read before it ran. (A mutation's writes bump the
 * generation in `onSend`, as every request's.)
 */
export function readCachePlugin(cache: ReadCache, cachedQueries: ReadonlySet<string>): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.readScope) watchCaller(contextValue, contextValue.readScope);
      return {
        async willSendResponse({ operation, document, response, contextValue }) {
          const scope = contextValue.readScope;
          if (!operation || !document || operation.operation !== 'query' || !scope || scope.personal) return;
          if (currentWrites()?.wrote) return;
          if (response.body.kind !== 'single' || (response.http.status ?? 200) !== 200) return;
          const result = response.body.singleResult;
          if (result.errors?.length || !result.data) return;
          const fields = rootFieldNames(operation.selectionSet, document);
          if (!fields.length || !fields.every((f) => cachedQueries.has(f))) return;
          // As @apollo/server writes it (prettyJSONStringify of data, then extensions).
          const body = JSON.stringify({ data: result.data, extensions: result.extensions }) + '\n';
          cache.store(scope.key, scope.generations, scope.depends, cachedBody(body));
          scope.lead?.();
        },
      };
    },
  };
}
