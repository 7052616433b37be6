import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireUser } from '../../http/auth.js';
import { envelopeSchema, idParams, ok } from '../../http/envelope.js';
import type { Services } from '../../services.js';
import type { SignedIn, UserView } from './accounts.service.js';
import { bearerToken } from './token.js';

/** REST role numbers: 1 administrator, 0 user. */
export const restRole = (role: 'ADMIN' | 'USER'): number => (role === 'ADMIN' ? 1 : 0);

const signedInSchema = envelopeSchema({
  type: 'object',
  properties: {
    token: { type: 'string' },
    account: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'integer' },
    expiresAt: { type: 'string' },
  },
});

const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    account: { type: 'string' },
    username: { type: 'string' },
    status: { type: 'integer' },
    role: { type: 'integer' },
    creatorId: { type: ['integer', 'null'] },
  },
} as const;

const toRestSignedIn = (s: SignedIn) => ({
  token: s.token,
  account: s.user.account,
  username: s.user.username,
  role: restRole(s.user.role),
  expiresAt: s.expiresAt.toISOString(),
});

export const toRestUser = (u: UserView) => ({ ...u, role: restRole(u.role) });

export async function accountsRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { accounts } = opts.services;

  app.post<{ Body: { account: string; password: string } }>(
    '/api/login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['account', 'password'],
          properties: { account: { type: 'string', maxLength: 64 }, password: { type: 'string', maxLength: 128 } },
        },
        response: { 200: signedInSchema },
      },
    },
    async (req) => ok(toRestSignedIn(await accounts.login(req.body.account, req.body.password, req.ip))),
  );

  app.post<{ Body: { account: string; username: string; password: string } }>(
    '/api/register',
    {
      schema: {
        body: {
          type: 'object',
          required: ['account', 'username', 'password'],
          properties: {
            account: { type: 'string', maxLength: 64 },
            username: { type: 'string', maxLength: 64 },
            password: { type: 'string', maxLength: 256 },
          },
        },
        response: { 200: signedInSchema },
      },
    },
    async (req) => ok(toRestSignedIn(await accounts.register(req.body, req.ip))),
  );

  app.post('/api/logout', { schema: { response: { 200: envelopeSchema({ type: 'null' }) } } }, async (req) => {
    await accounts.logout(bearerToken(req.headers.authorization));
    return ok(null);
  });

  app.get('/api/me', { schema: { response: { 200: envelopeSchema(userSchema) } } }, async (req) =>
    ok(toRestUser(await accounts.me(requireUser(req.user)))),
  );

  app.put<{ Params: { id: string }; Body: { status: number } }>(
    '/api/system/users/:id/status',
    {
      schema: {
        params: idParams,
        body: { type: 'object', required: ['status'], properties: { status: { type: 'integer' } } },
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (req) => {
      const admin = requireAdmin(req.user);
      return ok(toRestUser(await accounts.setStatus(admin, Number(req.params.id), req.body.status)));
    },
  );
}
