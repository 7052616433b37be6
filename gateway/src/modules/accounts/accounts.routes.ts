import type { FastifyInstance } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, idParams, ok } from '../../core/envelope.js';
import { doc, obj } from '../../core/json-schema.js';
import { gate } from '../../core/guards.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { User } from './accounts.types.js';
import { accountPolicy } from './accounts.policy.js';
import type { SignedIn, UserView } from './accounts.service.js';
import { bearerToken } from './token.js';
import type { AccountsService } from './accounts.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { accounts: AccountsService };

/** REST role numbers: 1 administrator, 0 user. */
export const restRole = (role: 'ADMIN' | 'USER'): number => (role === 'ADMIN' ? 1 : 0);

const signedInSchema = envelopeSchema(
  obj({
    token: { type: 'string', description: 'Send as Authorization: Bearer <token>.' },
    account: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'integer', enum: [0, 1], description: '1 administrator, 0 user.' },
    expiresAt: { type: 'string', format: 'date-time' },
    deviceToken: {
      type: 'string',
      description: 'Keep it and send it with the next sign-ins to this account: a throttling budget of its own that attackers cannot spend.',
    },
  }),
);

/** The User view (accounts.types.ts) over REST: role the SPEC's integer (its @RestHint). */
const userSchema = restSchemaOf(User);

const toRestSignedIn = (s: SignedIn) => ({
  token: s.token,
  account: s.user.account,
  username: s.user.username,
  role: restRole(s.user.role),
  expiresAt: s.expiresAt.toISOString(),
  deviceToken: s.deviceToken,
});

export const toRestUser = (u: UserView) => ({ ...u, role: restRole(u.role) });

/** The one refusal of sign-out: everywhere without a live session. */
const everywhereRefused = {
  'x-responses': {
    401: {
      description: 'everywhere: true without a valid session (no, an expired or a revoked token).',
      content: { 'application/json': { schema: errorEnvelopeSchema(401, 'Sign in first.') } },
    },
  },
};

export async function accountsRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { accounts } = opts.services;

  app.post<{ Body: { account: string; password: string; deviceToken?: string } }>(
    '/api/login',
    {
      schema: {
        ...doc('Sign in · 登录', 'Too many failed attempts per account and IP answer 429 with Retry-After.'),
        body: {
          type: 'object',
          required: ['account', 'password'],
          examples: [{ account: 'linyu', password: 'apimarket-demo' }],
          properties: {
            account: { type: 'string', maxLength: 64 },
            password: { type: 'string', maxLength: 128 },
            deviceToken: { type: 'string', maxLength: 100, description: 'From an earlier sign-in to this account in this browser.' },
          },
        },
        response: {
          200: signedInSchema,
          401: errorEnvelopeSchema(401, 'Wrong account or password, or a disabled account.'),
        },
      },
    },
    async (req) => ok(toRestSignedIn(await accounts.login(req.body.account, req.body.password, req.ip, req.body.deviceToken))),
  );

  app.post<{ Body: { account: string; username: string; password: string } }>(
    '/api/register',
    {
      schema: {
        ...doc(
          'Register a creator account · 注册',
          'Password at least 8 characters; a taken account is 409.',
        ),
        body: {
          type: 'object',
          required: ['account', 'username', 'password'],
          examples: [{ account: 'newcreator', username: '新创作者', password: 'a-long-password' }],
          properties: {
            account: { type: 'string', maxLength: 64 },
            username: { type: 'string', maxLength: 64 },
            password: { type: 'string', maxLength: 256 },
          },
        },
        response: { 200: signedInSchema, 409: errorEnvelopeSchema(409, 'The account is already taken.') },
      },
    },
    async (req) => ok(toRestSignedIn(await accounts.register(req.body, req.ip))),
  );

  app.post<{ Body: { everywhere?: boolean } | undefined }>(
    '/api/logout',
    {
      schema: {
        ...doc(
          'Sign out · 退出登录',
          'Revokes the bearer token: this session ends, and API keys keep working — they are credentials of your servers, not of a browser session. ' +
            'With `everywhere: true` (a valid token needed, else 401) every session of the account ends on every gateway within a second and all its API keys are revoked (reason SIGNED_OUT_EVERYWHERE, the owner is notified). ' +
            '退出登录只结束本次会话，API 密钥不受影响；everywhere 为 true 时退出所有设备并吊销全部 API 密钥。',
        ),
        body: {
          type: ['object', 'null'],
          properties: { everywhere: { type: 'boolean', default: false, description: 'Sign out everywhere and revoke every API key of the account.' } },
          additionalProperties: false,
          examples: [{ everywhere: true }],
        },
        response: { 200: envelopeSchema({ type: 'null' }) },
        ...everywhereRefused,
      },
    },
    async (req) => {
      await accounts.logout(bearerToken(req.headers.authorization), req.body?.everywhere === true);
      return ok(null);
    },
  );

  app.get(
    '/api/me',
    {
      preValidation: gate(accountPolicy.readSelf),
      schema: {
        ...doc('The signed-in account · 当前账号'),
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (req) => ok(toRestUser(await accounts.me(req.user))),
  );

  app.put<{ Params: { id: string }; Body: { status: number; reason?: string } }>(
    '/api/system/users/:id/status',
    {
      preValidation: gate(accountPolicy.setStatus),
      schema: {
        ...doc(
          'Enable or disable a user · 启用/禁用用户',
          'status 1 normal, 0 disabled; a disabled account’s tokens stop working at once. Each change is audited (who, whom, from, to, reason, IP).',
        ),
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          examples: [{ status: 0, reason: '批量注册的垃圾账号' }],
          properties: {
            status: { type: 'integer', enum: [0, 1] },
            reason: { type: 'string', maxLength: 1000, description: 'Why (kept in the audit trail, at most 200 characters).' },
          },
        },
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (req) => {
      const { status, reason } = req.body;
      return ok(toRestUser(await accounts.setStatus(req.user, Number(req.params.id), status, { reason, ip: req.ip })));
    },
  );
}
