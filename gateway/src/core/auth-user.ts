import { forbidden, unauthenticated } from './errors.js';

/**
 * The signed-in caller, as both doors see it (`req.user` on REST, `ctx.user` on GraphQL).
 * The accounts module fills it from the `Authorization: Bearer` token; null for visitors.
 */
export interface AuthUser {
  id: number;
  account: string;
  username: string;
  role: 'ADMIN' | 'USER';
  /** The creator profile this account owns, if any. */
  creatorId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** No or invalid token → UNAUTHENTICATED (HTTP 401 `{code:401}`). */
export function requireUser(user: AuthUser | null | undefined): AuthUser {
  if (!user) throw unauthenticated();
  return user;
}

/** Signed in without the role → FORBIDDEN (`{code:40001}`). */
export function requireAdmin(user: AuthUser | null | undefined): AuthUser {
  const u = requireUser(user);
  if (u.role !== 'ADMIN') throw forbidden('需要管理员权限', 'Administrator role required');
  return u;
}
