import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, idParams, ok } from '../../core/envelope.js';
import { gate } from '../../core/guards.js';
import { arrayOf, doc } from '../../core/json-schema.js';
import type { ApiVersionService } from './api-version.service.js';
import { ApiVersion } from './versions.types.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { versionsPolicy } from './versions.policy.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { versions: ApiVersionService };

/** The ApiVersion view (versions.types.ts) without the method and documented answer. */
const version = restSchemaOf(ApiVersion, { omit: ['requestMethod', 'responseExample'] });

const present = (v: ApiVersion) => ({
  ...v,
  sunset: v.sunset?.toISOString() ?? null,
  deprecatedAt: v.deprecatedAt?.toISOString() ?? null,
  createdAt: v.createdAt.toISOString(),
});

const versionParams = {
  type: 'object',
  required: ['id', 'version'],
  properties: { id: idParams.properties.id, version: { type: 'string', maxLength: 20 } },
} as const;

export async function versionsRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { versions } = opts.services;

  app.get(
    '/api/apis/:id/versions',
    {
      schema: {
        ...doc(
          'Versions of an API · 接口版本',
          'Each version (v1, v2…) with its status (stable, deprecated, sunset), sunset and successor. Calls pick one with the Api-Version header or the version query parameter; without one they get the latest stable (isDefault).',
        ),
        params: idParams,
        response: { 200: envelopeSchema(arrayOf(version)) },
      },
    },
    async (req: FastifyRequest<{ Params: { id: string } }>) => ok((await versions.list(req.user ?? null, Number(req.params.id))).map(present)),
  );

  app.post<{ Params: { id: string; version: string }; Body: { sunset: string; successor: string } }>(
    '/api/apis/:id/versions/:version/deprecate',
    {
      preValidation: gate(versionsPolicy.deprecate),
      schema: {
        ...doc(
          'Deprecate a version · 弃用版本',
          'The API’s creator or an administrator. From now on every answer of the version carries Deprecation (RFC 9745), Sunset (RFC 8594) and Link rel="successor-version"; after the sunset it answers 410 naming the successor. Its callers of the last 30 days are notified at once and 30, 7 and 1 days before the sunset. 400: a version name that is not v + number, a sunset not in the future, a successor that is not another version of the API, the API’s only version.',
        ),
        params: versionParams,
        body: {
          type: 'object',
          required: ['sunset', 'successor'],
          additionalProperties: false,
          examples: [{ sunset: '2027-06-30T00:00:00Z', successor: 'v2' }],
          properties: { sunset: { type: 'string', maxLength: 40, description: 'ISO 8601 date-time in the future.' }, successor: { type: 'string', maxLength: 20 } },
        },
        response: { 200: envelopeSchema(version), 404: errorEnvelopeSchema(404, 'No such API or version.') },
      },
    },
    async (req) => {
      const done = await versions.deprecate(req.user, Number(req.params.id), req.params.version, req.body);
      return ok(present(done.view));
    },
  );
}
