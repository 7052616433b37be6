import type { FastifyInstance } from 'fastify';
import { envelopeSchema, idParams, ok } from '../../core/envelope.js';
import { doc, obj } from '../../core/json-schema.js';
import { gate } from '../../core/guards.js';
import { keysPolicy } from './keys.policy.js';
import type { ApiKeyService } from './api-key.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { apiKeys: ApiKeyService };

const apiKeyItem = obj({
  id: { type: 'integer' },
  name: { type: 'string' },
  prefix: { type: 'string' },
  createdAt: { type: 'string' },
  lastUsedAt: { type: ['string', 'null'] },
  revokedAt: { type: ['string', 'null'] },
  revokedReason: {
    type: ['string', 'null'],
    enum: ['OWNER', 'PASSWORD_CHANGED', 'ACCOUNT_DISABLED', 'SIGNED_OUT_EVERYWHERE', null],
    description: 'Why it was revoked (null while active): by its owner, a password change, a disabled account, or sign-out everywhere.',
  },
});

export async function keysRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { apiKeys } = opts.services;

  app.get(
    '/api/user/apiKeys',
    {
      preValidation: gate(keysPolicy.own),
      schema: {
        ...doc('My API keys · 我的 API Key', 'Only the prefix of each key is shown.'),
        response: { 200: envelopeSchema({ type: 'array', items: apiKeyItem }) },
      },
    },
    async (req) => {
      return ok(await apiKeys.list(req.user));
    },
  );

  app.post<{ Body: { name: string } }>(
    '/api/user/apiKeys',
    {
      preValidation: gate(keysPolicy.own),
      schema: {
        ...doc(
          'Create an API key · 创建 API Key',
          'The whole key is shown once, in this answer; send it as X-API-Key.',
        ),
        body: {
          type: 'object',
          required: ['name'],
          examples: [{ name: 'my-server' }],
          properties: { name: { type: 'string', minLength: 1, maxLength: 40 } },
        },
        response: { 200: envelopeSchema(obj({ key: { type: 'string' }, apiKey: apiKeyItem })) },
      },
    },
    async (req) => {
      return ok(await apiKeys.create(req.user, req.body.name));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/user/apiKeys/:id',
    {
      preValidation: gate(keysPolicy.own),
      schema: {
        ...doc('Revoke an API key · 吊销 API Key'),
        params: idParams,
        response: { 200: envelopeSchema(apiKeyItem) },
      },
    },
    async (req) => {
      return ok(await apiKeys.revoke(req.user, Number(req.params.id)));
    },
  );
}
