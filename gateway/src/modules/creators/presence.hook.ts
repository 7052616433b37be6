import type { FastifyInstance } from 'fastify';
import type { PresenceService } from './presence.service.js';

/** After the auth hook: a signed-in request marks its user as active (the creators' online dot). */
export function registerPresenceHook(app: FastifyInstance, presence: PresenceService): void {
  app.addHook('onRequest', async (req) => {
    if (!req.user) return;
    // Not awaited: presence never slows down or fails the request it rides on.
    presence.touch(req.user.id).catch((err: unknown) => req.log.warn({ err }, 'presence: last-seen not written'));
  });
}
