import type { FastifyInstance } from 'fastify';
import { badInput } from '../../http/errors.js';
import { envelopeSchema, idParams, ok } from '../../http/envelope.js';
import type { Services } from '../../services.js';
import {
  toRestAnnouncement,
  toRestAnnouncementDetail,
  toRestArticle,
  toRestVersionLog,
} from './content.presenter.js';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const obj = (properties: Record<string, object>) => ({ type: 'object', properties }) as const;
const arrayOf = (items: object) => ({ type: 'array', items }) as const;

const versionLogSchema = obj({ time: str, logname: str, version: str, description: str });
const announcementSchema = obj({ id: int, title: str, summary: str, date: str, type: str });
const announcementDetailSchema = obj({ id: int, title: str, content: str, date: str, author: str });
const articleSchema = obj({
  category: str,
  title: str,
  isOriginal: { type: 'boolean' },
  publishedDate: str,
  authorName: str,
  views: int,
  hasEnglishVersion: { type: 'boolean' },
  content: str,
});
const commitSchema = obj({ oid: str, message: str, authorName: str, authorEmail: str, committedDate: str });
const statisticsSchema = obj({
  totalCalls: int,
  successCalls: int,
  availability: { type: ['number', 'null'] },
  developers: int,
  apis: int,
});
const categorySchema = obj({ id: int, categoryName: str });

/** Public content routes (SPEC §7, exact paths, typos included). */
export async function contentRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { content, articles, repository, statistics, catalog } = opts.services;

  app.get(
    '/api/logs',
    { schema: { response: { 200: envelopeSchema(arrayOf(versionLogSchema)) } } },
    async () => {
      const { items } = await content.versionLogs({ offset: 0, limit: 100 });
      return ok(items.map(toRestVersionLog));
    },
  );

  app.get(
    '/api/getNoticeCurrent',
    { schema: { response: { 200: envelopeSchema(arrayOf(obj({ id: int, notice: str }))) } } },
    async () => {
      const notice = await content.currentNotice();
      return ok(notice ? [{ id: notice.id, notice: notice.content }] : []);
    },
  );

  app.get<{ Querystring: { type?: string } }>(
    '/api/announcements',
    {
      schema: {
        querystring: obj({ type: { type: 'string', maxLength: 20 } }),
        response: { 200: envelopeSchema(arrayOf(announcementSchema)) },
      },
    },
    async (req) => {
      const { items } = await content.announcements({ offset: 0, limit: 100, type: req.query.type });
      return ok(items.map(toRestAnnouncement));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/announcements/detail/:id',
    { schema: { params: idParams, response: { 200: envelopeSchema(announcementDetailSchema) } } },
    async (req) => ok(toRestAnnouncementDetail(await content.announcement(Number(req.params.id)))),
  );

  app.get(
    '/api/problemList',
    { schema: { response: { 200: envelopeSchema(arrayOf(obj({ id: int, kind: str }))) } } },
    async () => ok((await content.problemTypes()).map((p) => ({ id: p.id, kind: p.kind }))),
  );

  app.post<{ Body: { articleId: number | string; language?: string } }>(
    '/api/system/doc/article/details',
    {
      schema: {
        body: {
          type: 'object',
          required: ['articleId'],
          properties: {
            articleId: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }] },
            language: { type: 'string', maxLength: 20 },
          },
        },
        response: { 200: envelopeSchema(articleSchema) },
      },
    },
    async (req) => {
      const raw = String(req.body.articleId);
      if (!/^[0-9]{1,9}$/.test(raw)) throw badInput('文章编号必须是数字', 'articleId must be a number');
      return ok(toRestArticle(await articles.read(Number(raw), req.body.language ?? 'zh')));
    },
  );

  app.get<{ Querystring: { limit?: number } }>(
    '/api/repositories/cc/status',
    {
      schema: {
        querystring: obj({ limit: { type: 'integer', minimum: 1, maximum: 200 } }),
        response: { 200: envelopeSchema(arrayOf(commitSchema), { commits: arrayOf(commitSchema) }) },
      },
    },
    async (req) => {
      const commits = await repository.commits(req.query.limit ?? 50);
      // SPEC §7 names the answer `commits`; `data` carries the same list for envelope readers.
      return { ...ok(commits), commits };
    },
  );

  app.get(
    '/api/admin/preData/getApiStatistics',
    {
      schema: {
        response: { 200: envelopeSchema(arrayOf(statisticsSchema), { apiKinds: arrayOf(categorySchema) }) },
      },
    },
    async () => {
      const [stats, categories] = await Promise.all([statistics.apiStatistics(), catalog.listCategories()]);
      return { ...ok([stats]), apiKinds: categories.map((c) => ({ id: c.id, categoryName: c.name })) };
    },
  );
}
