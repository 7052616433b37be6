import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AuthUser } from '../core/auth-user.js';
import { pickLang } from '../core/lang.js';
import type { Generations, ReadCache } from '../core/read-cache.js';
import { cachedBody, sendBody } from '../core/cached-reply.js';
import { refusedRequests } from './error-handler.js';
import type { GraphQLContext, ReadScope } from '../graphql/context.js';
import { isRestWrite, mayWriteRoute, rootFieldNames } from './write-rate-limit.js';
import { addRouteHook } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a GraphQL request that may be answered from the read cache (its key and generations). */
    readCache: { key: string; generations: Generations } | null;
  }
}

/**
 * Every write through either door invalidates the catalogue's read cache before it is acknowledged:
 * REST POST/PUT/PATCH/DELETE under /api and the writes SPEC §7 sends by GET (open calls and the
 * reads SPEC §7 sends by POST aside) in `onSend`, GraphQL mutations in the plugin below. A refused
 * write (an HTTP 4xx, or the 40001 permission answer SPEC §8 sends with HTTP 200) changed nothing and
 * invalidates nothing. Writes made off the request path bump their own scope where they happen (call
 * records `calls`, presence `presence`, policy verdicts `catalog`).
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache): void {
  app.decorateRequest('readCache', null);
  // On the routes that can write only (GraphQL's writes are its plugin's): a read pays nothing.
  addRouteHook(app, 'onSend', mayWriteRoute, async (req, reply, payload) => {
    if (invalidates(req) && !refused(req, reply.statusCode)) await cache.bump('catalog');
    return payload;
  });
  // A GraphQL query answered before Apollo parses it when the same operation (text, variables,
  // language, host, and the same caller: one visitor entry, one entry per signed-in account) was
  // answered under the current write generations without reading the caller's address or headers.
  addRouteHook(app, 'preHandler', isGraphqlRoute, async (req, reply) => {
    if (req.method !== 'POST') return;
    const key = graphqlKey(req);
    if (!key) return;
    const generations = await cache.generations();
    if (generations === null) return;
    const entry = cache.lookup(key, generations);
    if (entry !== undefined) {
      cache.hits++;
      return sendBody(req, reply, entry, () => cache.grew(key, entry));
    }
    cache.misses++;
    req.readCache = { key, generations };
  });
}

const isGraphqlRoute = (route: RouteOptions): boolean => route.url === '/graphql';

/** Open calls are not catalogue writes (their records bump the `calls` scope where they are written). */
const invalidates = (req: FastifyRequest): boolean => isRestWrite(req) && !req.url.startsWith('/api/open/');

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

/** The read-cache scope of a GraphQL request (undefined when its answer may not be kept). */
export function readScopeOf(req: FastifyRequest): ReadScope | undefined {
  return req.readCache ? { ...req.readCache, depends: new Set(['catalog']), personal: false } : undefined;
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
 * Apollo's side: a mutation bumps the generation before its answer goes out; a query whose root
 * fields are all public catalogue reads (`cachedQueries`, named by the features) and that answered
 * without errors or per-caller data is kept, serialised as Apollo sends it, under the generation read
 * before it ran.
 */
export function readCachePlugin(cache: ReadCache, cachedQueries: ReadonlySet<string>): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.readScope) watchCaller(contextValue, contextValue.readScope);
      return {
        async willSendResponse({ operation, document, response, contextValue }) {
          if (!operation || !document) return;
          if (operation.operation === 'mutation') {
            const fields = rootFieldNames(operation.selectionSet, document).length;
            if (fields !== 1 || !refusedMutation(response.body)) await cache.bump('catalog');
            return;
          }
          const scope = contextValue.readScope;
          if (operation.operation !== 'query' || !scope || scope.personal) return;
          if (response.body.kind !== 'single' || (response.http.status ?? 200) !== 200) return;
          const result = response.body.singleResult;
          if (result.errors?.length || !result.data) return;
          const fields = rootFieldNames(operation.selectionSet, document);
          if (!fields.length || !fields.every((f) => cachedQueries.has(f))) return;
          // As @apollo/server writes it (prettyJSONStringify of data, then extensions).
          const body = JSON.stringify({ data: result.data, extensions: result.extensions }) + '\n';
          cache.store(scope.key, scope.generations, scope.depends, cachedBody(body));
        },
      };
    },
  };
}

/** A REST write the gateway refused: a 4xx, or an error answer of the caller's making sent with 200 (40001). */
const refused = (req: FastifyRequest, status: number): boolean =>
  (status >= 400 && status < 500) || refusedRequests.has(req);

/**
 * The GraphQL error codes of a refusal made before anything is written: the caller's identity, rights,
 * pace or arguments. Not NOT_FOUND or CONFLICT: a resolver may write and then fail to read its answer
 * (setApiStar stars, then finds the API gone), and a stale answer is worse than an emptied cache.
 */
const REFUSAL_CODES = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'TOO_MANY_REQUESTS']);

/**
 * A one-field mutation that wrote nothing: it answered errors, each a refusal, and no data. (With
 * several root fields the caller asks for, `data` is null as soon as one non-null field fails, though
 * another may have written: such a mutation always invalidates.)
 */
function refusedMutation(body: GraphQLResponse['body']): boolean {
  if (body.kind !== 'single') return false;
  const { errors, data } = body.singleResult;
  if (!errors?.length || !errors.every((e) => REFUSAL_CODES.has(String(e.extensions?.code)))) return false;
  return !data || Object.values(data).every((v) => v === null);
}
