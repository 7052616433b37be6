import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../http/envelope.js';
import type { Services } from '../../services.js';
import { apiDetailRoutes } from './api-detail.routes.js';
import { toRestCategory, toRestListItem } from './api.presenter.js';
import { listItemSchema } from './api.schemas.js';

const categorySchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, categoryName: { type: 'string' } },
} as const;

export async function apiCatalogRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { catalog } = opts.services;
  await app.register(apiDetailRoutes, opts);

  app.get(
    '/api/apiList',
    {
      schema: {
        response: {
          200: envelopeSchema(
            { type: 'array', items: listItemSchema },
            { apiKinds: { type: 'array', items: categorySchema } },
          ),
        },
      },
    },
    async () => {
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
    },
  );
}
