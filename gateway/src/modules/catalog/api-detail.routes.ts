import type { FastifyInstance } from 'fastify';
import { envelopeSchema, idParams, ok } from '../../http/envelope.js';
import type { Services } from '../../services.js';
import { toRestCreator, toRestDetail } from './api-detail.presenter.js';
import { toRestListItem } from './api.presenter.js';
import { listItemSchema } from './api.schemas.js';
import { openCallPath, publicBaseUrl } from './public-base-url.js';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

const detailSchema = {
  type: 'object',
  properties: {
    apiName: str,
    name: str,
    address: str,
    description: str,
    note: str,
    requestMethod: str,
    responseFormat: str,
    updateTime: str,
    authorName: { type: ['string', 'null'] },
    status: int,
    callCount: int,
    requestParamList: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: int, paramsName: str, paramsType: str, need: int, note: str, eg: str },
      },
    },
    responseExample: str,
    bugFixHistory: {
      type: 'array',
      items: { type: 'object', properties: { version: str, fixTime: str, fixBug: str } },
    },
  },
} as const;

const creatorSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    title: str,
    icon: str,
    apiCount: int,
    rating: { type: 'number' },
    activity: int,
    responseRate: int,
    isOnline: { type: 'boolean' },
  },
} as const;

const searchBody = {
  type: 'object',
  properties: {
    keywords: { type: 'string' },
    catelog: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'integer' }] },
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

interface SearchBody {
  keywords?: string;
  catelog?: string | number;
  page?: number;
  pageSize?: number;
}

/** API detail, search, developers and the open-call base URL (SPEC §7, exact paths). */
export async function apiDetailRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { apiDetails, apiSearch, creators, config } = opts.services;

  app.get<{ Params: { id: string } }>(
    '/api/api/details/:id',
    { schema: { params: idParams, response: { 200: envelopeSchema(detailSchema) } } },
    async (req) => {
      const id = Number(req.params.id);
      const detail = await apiDetails.detail(id, req.user);
      return ok(toRestDetail(detail, publicBaseUrl(config, req.headers, req.protocol) + openCallPath(id)));
    },
  );

  app.post<{ Body: SearchBody | undefined }>(
    '/api/searchApi',
    {
      schema: {
        body: searchBody,
        response: { 200: envelopeSchema({ type: 'array', items: listItemSchema }, { total: int }) },
      },
    },
    async (req) => {
      const body = req.body ?? {};
      const pageSize = body.pageSize ?? 100;
      const { items, total } = await apiSearch.search({
        keywords: body.keywords ?? '',
        category: String(body.catelog ?? ''),
        offset: ((body.page ?? 1) - 1) * pageSize,
        limit: pageSize,
      });
      const now = new Date();
      return { ...ok(items.map((a) => toRestListItem(a, now))), total };
    },
  );

  app.get(
    '/api/findDevelopers',
    { schema: { response: { 200: envelopeSchema({ type: 'array', items: creatorSchema }) } } },
    async () => {
      const { items } = await creators.list({ offset: 0, limit: 1000 });
      return ok(items.map(toRestCreator));
    },
  );

  app.get('/api/getBaseUrl/bocker', { schema: { response: { 200: envelopeSchema(str) } } }, async (req) => {
    const base = publicBaseUrl(config, req.headers, req.protocol);
    return { code: 200, data: base, message: base };
  });
}
