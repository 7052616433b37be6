import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLContext } from '../graphql/context.js';
import type { RateLimiters } from '../modules/community/rate-limiter.js';
import type { AuthUser } from './auth.js';
import { AppError } from './errors.js';

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
/** Reads that SPEC §7 sends by POST: they change nothing, so they spend no write budget. */
const POST_READ_PATHS = new Set(['/api/searchApi', '/api/system/doc/article/details']);

const callerKey = (user: AuthUser | null, ip: string) => (user ? `u:${user.id}` : `ip:${ip}`);

function limitedRestWrite(req: FastifyRequest): boolean {
  if (!WRITE_METHODS.has(req.method)) return false;
  const path = req.url.split('?')[0] ?? '';
  if (POST_READ_PATHS.has(path)) return false;
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
          // One point per top-level field: aliases (`a: createApi … b: createApi …`) are separate writes.
          const fields = operation.selectionSet.selections.flatMap((s) =>
            s.kind === 'Field' ? [s.name.value] : [],
          );
          const writes = fields.filter((f) => !OWN_LIMIT_MUTATIONS.has(f)).length;
          // Fragments at the root are counted as one write each, never as none.
          const spreads = operation.selectionSet.selections.length - fields.length;
          if (writes + spreads === 0) return;
          try {
            await limits.consume([
              ['writeCaller', callerKey(contextValue.user, contextValue.ip), writes + spreads],
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
