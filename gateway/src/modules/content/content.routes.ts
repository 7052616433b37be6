import type { FastifyInstance } from 'fastify';
import { badInput } from '../../core/errors.js';
import { envelopeSchema, idParams, ok } from '../../core/envelope.js';
import {
  toRestAnnouncement,
  toRestAnnouncementDetail,
  toRestArticle,
  toRestVersionLog,
} from './content.presenter.js';
import type { ArticleService } from './article.service.js';
import type { ApiCatalogService } from '../catalog/api-catalog.service.js';
import type { ContentService } from './content.service.js';
import type { RepositoryService } from './repository.service.js';
import type { StatisticsService } from './statistics.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { articles: ArticleService; catalog: ApiCatalogService; content: ContentService; repository: RepositoryService; statistics: StatisticsService };


import { arrayOf, doc, obj } from '../../core/json-schema.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { Announcement, ApiStatistics, Article, Notice, ProblemType, RepositoryCommit, VersionLog } from './content.types.js';
import { Category } from '../catalog/api.types.js';

/** SPEC §3 Version log: the VersionLog view (time, logname, version, description). */
const versionLogSchema = restSchemaOf(VersionLog, { pick: ['releasedOn', 'title', 'version', 'description'] });
/** SPEC §3 Announcement, listed and in detail: the Announcement view (publishedAt is `date`). */
const announcementSchema = restSchemaOf(Announcement, { pick: ['id', 'title', 'summary', 'publishedAt', 'type'] });
const announcementDetailSchema = restSchemaOf(Announcement, { pick: ['id', 'title', 'content', 'publishedAt', 'author'] });
/** SPEC §3 Article: the Article view in the asked language, without its id and English fields. */
const articleSchema = restSchemaOf(Article, {
  pick: ['category', 'title', 'isOriginal', 'publishedDate', 'authorName', 'views', 'hasEnglishVersion', 'content'],
});
const commitSchema = restSchemaOf(RepositoryCommit);
const statisticsSchema = restSchemaOf(ApiStatistics);
/** The Category view's id and name (`categoryName`), as the catalogue lists it. */
const categorySchema = restSchemaOf(Category, { pick: ['id', 'name'] });

/** Public content routes (SPEC §7, exact paths, typos included). */
export async function contentRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { content, articles, repository, statistics, catalog } = opts.services;

  app.get(
    '/api/logs',
    {
      schema: {
        ...doc('Version log · 版本日志', 'Newest first; the first entry is the latest version.'),
        response: { 200: envelopeSchema(arrayOf(versionLogSchema)) },
      },
    },
    async () => {
      const { items } = await content.versionLogs({ offset: 0, limit: 100 });
      return ok(items.map(toRestVersionLog));
    },
  );

  app.get(
    '/api/getNoticeCurrent',
    {
      schema: {
        ...doc(
          'Current notice · 当前通知',
          'Clients read data[0].notice; an empty list when there is none.',
        ),
        response: { 200: envelopeSchema(arrayOf(restSchemaOf(Notice, { pick: ['id', 'content'], rename: { content: 'notice' } }))) },
      },
    },
    async () => {
      const notice = await content.currentNotice();
      return ok(notice ? [{ id: notice.id, notice: notice.content }] : []);
    },
  );

  app.get<{ Querystring: { type?: string } }>(
    '/api/announcements',
    {
      schema: {
        ...doc('Announcements · 公告列表', 'Optional filter type: system, update or activity.'),
        querystring: obj({ type: { type: 'string', maxLength: 20, examples: ['system'] } }, ['type']),
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
    {
      schema: {
        ...doc('Announcement detail · 公告详情', 'content is sanitised HTML.'),
        params: idParams,
        response: { 200: envelopeSchema(announcementDetailSchema) },
      },
    },
    async (req) => ok(toRestAnnouncementDetail(await content.announcement(Number(req.params.id)))),
  );

  app.get(
    '/api/problemList',
    {
      schema: {
        ...doc('Problem types · 问题类型', 'The feedback wizard’s first step.'),
        response: { 200: envelopeSchema(arrayOf(restSchemaOf(ProblemType, { pick: ['id', 'kind'] }))) },
      },
    },
    async () => ok((await content.problemTypes()).map((p) => ({ id: p.id, kind: p.kind }))),
  );

  app.post<{ Body: { articleId: number | string; language?: string } }>(
    '/api/system/doc/article/details',
    {
      schema: {
        ...doc(
          'Article · 文章详情',
          'This read is sent by POST. language zh or en; content is sanitised HTML.',
        ),
        body: {
          type: 'object',
          required: ['articleId'],
          examples: [{ articleId: 1, language: 'zh' }],
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
        ...doc(
          'Repository commits · 提交记录',
          'The list is named commits; data carries the same list.',
        ),
        querystring: obj({ limit: { type: 'integer', minimum: 1, maximum: 200 } }, ['limit']),
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
        ...doc('Platform statistics · 平台统计', 'Clients read data[0]; apiKinds lists the categories.'),
        response: { 200: envelopeSchema(arrayOf(statisticsSchema), { apiKinds: arrayOf(categorySchema) }) },
      },
    },
    async () => {
      const [stats, categories] = await Promise.all([statistics.apiStatistics(), catalog.listCategories()]);
      return { ...ok([stats]), apiKinds: categories.map((c) => ({ id: c.id, categoryName: c.name })) };
    },
  );
}
