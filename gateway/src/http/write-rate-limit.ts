import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { addRouteHook, routeMethods } from './route-hooks.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { RateLimiters } from '../core/rate-limiters.js';
import type { AuthUser } from '../core/auth-user.js';
import { AppError } from '../core/errors.js';

/** Write paths with limits of their own (community, feedback, device info, sign-in) or a policy (open calls). */
const OWN_LIMIT_PATHS = [
  '/api/comments',
  '/api/replies',
  '/api/likes',
  '/api/submitFeedback',
  '/api/device-info',
  '/api/login',
  '/api/register',
  '/api/open/',
  '/api/mock/',
];
/** API requests: the submit and the vote have their own per-IP limits (the admin's answer has none). */
const OWN_LIMIT_PATTERNS = [/^\/api\/tenderRequests$/, /^\/api\/tenderRequests\/\d+\/vote$/];
const OWN_LIMIT_MUTATIONS = new Set([
  'submitTenderRequest',
  'voteTenderRequest',
  'addComment',
  'addReply',
  'like',
  'unlike',
  'submitFeedback',
  'recordVisit',
  'login',
  'register',
  'mockCall',
]);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads that SPEC §7 sends by POST: they change nothing, so they spend no write budget. */
export const POST_READ_PATHS = new Set(['/api/searchApi', '/api/system/doc/article/details']);
/** Writes that SPEC §7 sends by GET (the review desk's pass, reject and mode switch). */
export const GET_WRITE_PATHS = new Set(['/api/system/passApi', '/api/system/reject', '/api/system/changeMode']);

/** Whether a REST request writes: POST/PUT/PATCH/DELETE under /api (SPEC's POST reads aside) and its GET writes. */
export function isRestWrite(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/')) return false;
  if (req.method === 'GET') return GET_WRITE_PATHS.has(path);
  return WRITE_METHODS.has(req.method) && !POST_READ_PATHS.has(path);
}

const callerKey = (user: AuthUser | null, ip: string) => (user ? `u:${user.id}` : `ip:${ip}`);

function limitedRestWrite(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0] ?? '';
  return (
    isRestWrite(req) &&
    !OWN_LIMIT_PATHS.some((p) => path === p || path.startsWith(p)) &&
    !OWN_LIMIT_PATTERNS.some((p) => p.test(path))
  );
}

/**
 * RATE_LIMIT_WRITE on every write that has no tighter limit of its own: creators' and admins' REST
 * writes and GraphQL mutations, per signed-in user, else per IP → 429 with Retry-After.
 */
export function registerWriteRateLimit(app: FastifyInstance, limits: RateLimiters): void {
  // preHandler: after the auth hook has named the caller. On the routes that can write only.
  addRouteHook(app, 'preHandler', mayWriteRoute, async (req) => {
    if (limitedRestWrite(req)) await limits.consume([['writeCaller', callerKey(req.user, req.ip)]]);
  });
}

/**
 * A REST route some request of which `isRestWrite` may call a write (a write method under /api, or
 * one of SPEC's GET writes): the write hooks go on these routes only.
 */
export function mayWriteRoute(route: RouteOptions): boolean {
  if (!route.url.startsWith('/api/')) return false;
  return routeMethods(route).some((m) => WRITE_METHODS.has(m) || (m === 'GET' && GET_WRITE_PATHS.has(route.url)));
}

/**
 * The root fields an operation will execute, fragments and inline fragments expanded (each spread of a
 * fragment counts again; a fragment already being expanded is not re-entered).
 */
export function rootFieldNames(set: SelectionSetNode, document: DocumentNode, expanding = new Set<string>()): string[] {
  return set.selections.flatMap((s): string[] => {
    if (s.kind === Kind.FIELD) return s.name.value === '__typename' ? [] : [s.name.value];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(s.selectionSet, document, expanding);
    const name = s.name.value;
    if (expanding.has(name)) return [];
    const fragment = document.definitions.find(
      (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name,
    );
    if (!fragment) return [];
    expanding.add(name);
    const names = rootFieldNames(fragment.selectionSet, document, expanding);
    expanding.delete(name);
    return names;
  });
}

export function writeRateLimitPlugin(limits: RateLimiters): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (!operation || operation.operation !== 'mutation') return;
          // One point per root field once fragments and inline fragments are expanded: aliases
          // (`a: createApi … b: createApi …`) and `... on Mutation { … }` are separate writes too.
          const writes = rootFieldNames(operation.selectionSet, document).filter((f) => !OWN_LIMIT_MUTATIONS.has(f)).length;
          if (writes === 0) return;
          try {
            await limits.consume([
              ['writeCaller', callerKey(contextValue.user, contextValue.ip), writes],
            ]);
          } catch (err) {
            // Thrown from a plugin, an error would answer HTTP 500: carry the REST door's 429 and Retry-After.
            if (!(err instanceof AppError) || err.retryAfter === undefined) throw err;
            throw new GraphQLError(err.messages.en, {
              originalError: err,
              extensions: {
                code: err.code,
                http: { status: 429, headers: new HeaderMap([['retry-after', String(err.retryAfter)]]) },
              },
            });
          }
        },
      };
    },
  };
}
