import type { FastifyInstance } from 'fastify';
import { envelopeSchema, idParams, ok } from '../../core/envelope.js';
import { arrayOf, doc } from '../../core/json-schema.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { gate } from '../../core/guards.js';
import { keysPolicy } from './keys.policy.js';
import type { ApiKeyService } from './api-key.service.js';
import { ApiKey, CreatedApiKey } from './keys.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { apiKeys: ApiKeyService };

/** Derived from the GraphQL views (keys.types.ts): declared once. */
const apiKeyItem = restSchemaOf(ApiKey);
const createdKey = restSchemaOf(CreatedApiKey);

export async function keysRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { apiKeys } = opts.services;

  app.get(
    '/api/user/apiKeys',
    {
      preValidation: gate(keysPolicy.own),
      schema: {
        ...doc('My API keys · 我的 API Key', 'The active keys and the 50 revoked last, newest first; only the prefix of each key is shown.'),
        response: { 200: envelopeSchema(arrayOf(apiKeyItem)) },
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
        response: { 200: envelopeSchema(createdKey) },
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
