import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { AuthUser } from '../../core/auth-user.js';
import type { AccountsService, Session } from './accounts.service.js';
import { bearerToken } from './token.js';

/**
 * Fills `req.user` from `Authorization: Bearer`. A missing or unusable token leaves a visitor (null):
 * public paths keep working, guarded paths answer 401 through their gate (`gate(rule)`, `@Gate(rule)`).
 */
export function registerAuthHook(app: FastifyInstance, accounts: AccountsService): void {
  // A callback hook, not an async one: a request without a token (most reads) costs no promise.
  app.addHook('onRequest', (req, _reply, done) => {
    const token = bearerToken(req.headers.authorization);
    if (token === null) {
      req.user = null;
      done();
      return;
    }
    accounts.authenticate(token).then(
      (user) => {
        req.user = user;
        done();
      },
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    );
  });
}

/**
 * The caller of a graphql-ws operation: `connection_init` payload `{ token }` or `{ Authorization }`,
 * else the upgrade request's Authorization header.
 */
export async function websocketUser(
  accounts: AccountsService,
  connectionParams: Readonly<Record<string, unknown>> | undefined,
  headers: IncomingHttpHeaders,
): Promise<{ user: AuthUser; session: Session } | null> {
  const fromParams = connectionParams?.token ?? connectionParams?.Authorization ?? connectionParams?.authorization;
  return accounts.authenticateSession(bearerToken(fromParams ?? headers.authorization));
}
