import type { FastifyRequest } from 'fastify';
import { requireAdmin, requireUser } from './auth-user.js';

/**
 * Route `preValidation` guards: authorisation is decided before the body is looked at, so a visitor
 * learns nothing about a guarded path's inputs (401 / 40001 first, 400 only for the entitled).
 */
export async function signedInOnly(req: FastifyRequest): Promise<void> {
  requireUser(req.user);
}

export async function adminOnly(req: FastifyRequest): Promise<void> {
  requireAdmin(req.user);
}
