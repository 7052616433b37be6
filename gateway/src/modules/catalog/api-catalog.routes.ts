import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../http/envelope.js';
import type { Services } from '../../services.js';
import { toRestCategory, toRestListItem } from './api.presenter.js';

const listItemSchema = {
  type: 'object',
  properties: {
    apiid: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    imageUrl: { type: 'string' },
    icon: { type: 'string' },
    starts: { type: 'integer' },
    updatetime: { type: 'string' },
    status: { type: 'integer' },
    isCreate: { type: 'integer' },
    isNew: { type: 'boolean' },
    isneedtoken: { type: 'integer' },
    testurl: { type: 'string' },
    respose: { type: 'string' },
    apiapply: { type: 'string' },
    note: { type: 'string' },
    talentid: { type: ['integer', 'null'] },
    category_name: { type: 'string' },
  },
} as const;

const categorySchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, categoryName: { type: 'string' } },
} as const;

export async function apiCatalogRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { catalog } = opts.services;

  app.get(
    '/api/apiList',
    {
      schema: {
        response: {
          200: envelopeSchema({ type: 'array', items: listItemSchema }, { apiKinds: { type: 'array', items: categorySchema } }),
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
