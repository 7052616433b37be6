import type { FastifyInstance } from 'fastify';
import { envelopeSchema, idParams, ok } from '../../core/envelope.js';
import { toRestCreator, toRestDetail } from './api-detail.presenter.js';
import { toRestListItem } from './api.presenter.js';
import { creatorSchema, detailSchema, listItemSchema } from './api.schemas.js';
import { doc } from '../../core/json-schema.js';
import { PAGED_LISTS, pagingQuery } from '../../core/paging.js';
import { openCallPath, publicBaseUrl } from './public-base-url.js';
import type { ApiSearchService } from './api-search.service.js';
import type { Config } from '../../config.js';
import type { CreatorService } from './creator.service.js';
import type { ApiDetailReads } from './api-detail.reads.js';
import type { ReadCache } from '../../core/read-cache.js';
import { sendCached, Unshared } from '../../core/cached-reply.js';
import { catalogCache } from './catalog.cache.js';

import type { CreatorFiguresService } from '../creators/creator-figures.service.js';
import type { SearchLogService } from '../search/search-log.service.js';
/** The services this door uses (the composition root passes them all). */
export type ApiDetailRouteDeps = {
  apiDetailReads: ApiDetailReads;
  readCache: ReadCache;
  apiSearch: ApiSearchService;
  config: Config;
  creators: CreatorService;
  creatorFigures: CreatorFiguresService;
  searchLog: SearchLogService;
};


const int = { type: 'integer' } as const;

/** The detail's 304 in the OpenAPI document (an extension key Fastify's schema type does not name). */
const notModified = {
  'x-responses': {
    304: {
      description:
        'Not modified: If-None-Match named the current ETag (the API and its call count have not changed since). ' +
        'No body; the ETag header repeats the tag.',
      headers: { ETag: { description: 'The current entity tag.', schema: { type: 'string' } } },
    },
  },
};

const searchBody = {
  type: 'object',
  examples: [{ keywords: '天气', catelog: '' }],
  properties: {
    keywords: { type: 'string' },
    catelog: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'integer' }] },
    ...pagingQuery(PAGED_LISTS.searchApis),
  },
} as const;

interface SearchBody {
  keywords?: string;
  catelog?: string | number;
  page?: number;
  pageSize?: number;
}

/** API detail, search, developers and the open-call base URL (SPEC §7, exact paths). */
export async function apiDetailRoutes(app: FastifyInstance, opts: { services: ApiDetailRouteDeps }): Promise<void> {
  const { apiDetailReads, readCache, apiSearch, creators, creatorFigures, config, searchLog } = opts.services;

  app.get<{ Params: { id: string } }>(
    '/api/api/details/:id',
    {
      schema: {
        ...doc(
          'API detail · 接口详情',
          'The data of an API’s detail page. Private APIs answer 404 to everyone but their creator and administrators. ' +
            'The answer carries an ETag; If-None-Match with the current one answers 304 without a body.',
        ),
        params: idParams,
        response: { 200: envelopeSchema(detailSchema) },
        ...notModified,
      },
    },
    (req, reply) => {
      const id = Number(req.params.id);
      const base = publicBaseUrl(config, req.headers, req.protocol);
      // One statement on a miss; kept for everyone when everyone may see it, until that API or its call count changes.
      return sendCached(readCache, `rest:detail\u0000${id}\u0000${base}`, catalogCache.reads.restDetail(id), req, reply, async () => {
        const { row, shared } = await apiDetailReads.detail(id, req.user);
        const body = ok(toRestDetail(row, base + openCallPath(id)));
        return shared ? body : new Unshared(body);
      });
    },
  );

  app.post<{ Body: SearchBody | undefined }>(
    '/api/searchApi',
    {
      schema: {
        ...doc(
          'Search APIs · 搜索接口',
          'Relevance search: keywords match words (also inside compounds), full pinyin, initials, mixed hanzi and pinyin, synonyms and typos in the name, tags and category, description, parameter names and creator (in that order of weight), in Chinese and English; best match first. An empty keyword lists the category, most starred first. catelog is a category name or id ("" for all).',
        ),
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
      if (body.keywords?.trim() && (body.page ?? 1) === 1) searchLog.record(body.keywords, total, 'rest');
      const now = new Date();
      return { ...ok(items.map((a) => toRestListItem(a, now))), total };
    },
  );

  app.get(
    '/api/findDevelopers',
    {
      schema: {
        ...doc('Creators · 创作者列表'),
        response: { 200: envelopeSchema({ type: 'array', items: creatorSchema() }) },
      },
    },
    async () => {
      const { items } = await creators.list({ offset: 0, limit: 1000 });
      const figures = await creatorFigures.figures(items.map((c) => c.creator.id));
      return ok(items.map((c) => toRestCreator(c, figures.get(c.creator.id)!)));
    },
  );

  app.get(
    '/api/getBaseUrl/bocker',
    {
      schema: {
        ...doc(
          'Open-call base URL · 开放调用地址',
          'The answer is in message (and data); clients store it as baseUrl.',
        ),
        response: { 200: envelopeSchema({ type: 'string', format: 'uri' }) },
      },
    },
    async (req) => {
      const base = publicBaseUrl(config, req.headers, req.protocol);
      return { code: 200, data: base, message: base };
    },
  );
}
