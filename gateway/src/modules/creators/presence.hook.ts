import type { FastifyInstance } from 'fastify';
import type { PresenceService } from './presence.service.js';

/** After the auth hook: a signed-in request marks its user as active (the creators' online dot). */
export function registerPresenceHook(app: FastifyInstance, presence: PresenceService): void {
  // A callback hook: a visitor's request (most of them) costs no promise.
  app.addHook('onRequest', (req, _reply, done) => {
    // Not awaited: presence never slows down or fails the request it rides on.
    if (req.user) presence.touch(req.user.id).catch((err: unknown) => req.log.warn({ err }, 'presence: last-seen not written'));
    done();
  });
}
