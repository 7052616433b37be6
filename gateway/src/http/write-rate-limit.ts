import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLContext } from '../graphql/context.js';
import type { RateLimiters } from '../modules/community/rate-limiter.js';
import type { AuthUser } from './auth.js';

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
];
const OWN_LIMIT_MUTATIONS = new Set([
  'addComment',
  'addReply',
  'like',
  'unlike',
  'submitFeedback',
  'recordVisit',
  'login',
  'register',
]);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const callerKey = (user: AuthUser | null, ip: string) => (user ? `u:${user.id}` : `ip:${ip}`);

function limitedRestWrite(req: FastifyRequest): boolean {
  if (!WRITE_METHODS.has(req.method)) return false;
  const path = req.url.split('?')[0] ?? '';
  return path.startsWith('/api/') && !OWN_LIMIT_PATHS.some((p) => path === p || path.startsWith(p));
}

/**
 * RATE_LIMIT_WRITE on every write that has no tighter limit of its own: creators' and admins' REST
 * writes and GraphQL mutations, per signed-in user, else per IP → 429 with Retry-After.
 */
export function registerWriteRateLimit(app: FastifyInstance, limits: RateLimiters): void {
  // preHandler: after the auth hook has named the caller.
  app.addHook('preHandler', async (req) => {
    if (limitedRestWrite(req)) await limits.consume([['writeCaller', callerKey(req.user, req.ip)]]);
  });
}

export function writeRateLimitPlugin(limits: RateLimiters): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (!operation || operation.operation !== 'mutation') return;
          const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
          if (fields.length > 0 && fields.every((f) => OWN_LIMIT_MUTATIONS.has(f))) return;
          await limits.consume([['writeCaller', callerKey(contextValue.user, contextValue.ip)]]);
        },
      };
    },
  };
}
