import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../core/envelope.js';
import { type ApiDetailRouteDeps, apiDetailRoutes } from './api-detail.routes.js';
import { toRestCategory, toRestListItem } from './api.presenter.js';
import { categorySchema, listItemSchema } from './api.schemas.js';
import { doc } from '../../core/json-schema.js';
import type { ApiCatalogService } from './api-catalog.service.js';
import type { ReadCache } from '../../core/read-cache.js';
import { sendCached } from '../../core/cached-reply.js';
import { catalogCache } from './catalog.cache.js';
/** The services this door uses (the composition root passes them all). */
type Deps = ApiDetailRouteDeps & { catalog: ApiCatalogService; readCache: ReadCache };


export async function apiCatalogRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { catalog, readCache } = opts.services;
  await app.register(apiDetailRoutes, opts);

  app.get(
    '/api/apiList',
    {
      schema: {
        ...doc(
          'Public API list · 接口列表',
          'Every published public API, with the categories as apiKinds. Serialised once per change of the catalogue; ' +
            'the answer carries an ETag, and If-None-Match with the current one answers 304 without a body.',
        ),
        response: {
          200: envelopeSchema(
            { type: 'array', items: listItemSchema },
            { apiKinds: { type: 'array', items: categorySchema } },
          ),
        },
        'x-responses': {
          304: {
            description:
              'Not modified: If-None-Match named the current ETag (the catalogue has not changed since). No body; ' +
              'the ETag header repeats the tag.',
            headers: { ETag: { description: 'The current entity tag.', schema: { type: 'string' } } },
          },
        },
      },
    },
    (req, reply) =>
      // No call figures in its items: the call records leave it in place; star counts lag (`lists`).
      sendCached(readCache, 'rest:apiList', catalogCache.reads.apiList(), req, reply, async () => {
        const [{ items }, categories] = await Promise.all([
          catalog.listPublic({ offset: 0, limit: 1000 }),
          catalog.listCategories(),
        ]);
        const now = new Date();
        return {
          code: 200,
          data: items.map((a) => toRestListItem(a, now)),
          message: 'success',
          apiKinds: categories.map(toRestCategory),
        };
      }),
  );
}
