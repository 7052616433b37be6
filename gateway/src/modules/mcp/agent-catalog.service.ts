import { isParamLocation } from '@api-market/rules';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import type { AuthUser } from '../../core/auth-user.js';
import { badInput } from '../../core/errors.js';
import { onMarket } from '../../db/sql.js';
import { ApiStatus } from '../catalog/api.entity.js';
import type { ApiDetailService } from '../catalog/api-detail.service.js';
import type { ApiEntity } from '../catalog/api.entity.js';
import type { ApiMarketService, MarketSortName } from '../catalog/api-market.service.js';
import type { PlanService } from '../plans/plan.service.js';
import type { TrafficPolicyService } from '../open-call/traffic-policy.service.js';
import { effectiveTokenRule } from '../open-call/token-rule.rules.js';
import type { CatalogVersion } from '../search/search.service.js';
import type { AgentApi, AgentParam, AgentPlan, Links } from './agent-catalog.types.js';
import { apiOpenApiDocument } from './api-openapi.js';
import { agentViewer } from './mcp.policy.js';

export interface AgentSearch {
  query: string;
  categoryId: number | null;
  sort: MarketSortName;
  offset: number;
  limit: number;
}

export interface AgentSearchResult {
  total: number;
  items: AgentApi[];
  facets: Array<{ categoryId: number | null; count: number }>;
}

const publishedRow = z.object({
  id: z.number(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  note: z.string(),
  note_en: z.string(),
  request_method: z.string(),
  response_format: z.string(),
  response_example: z.string(),
  status: z.number(),
  need_token: z.boolean(),
  updated_at: z.date(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  category_name_en: z.string().nullable(),
});
type PublishedRow = z.infer<typeof publishedRow>;
/** What the market lists (`onMarket`: listed, public, not taken offline), as search_apis finds it. */
const publishedStatement = statement<[], typeof publishedRow>(
  'mcp.published-apis',
  `SELECT a.id, a.name, a.name_en, a.description, a.description_en, a.note, a.note_en, a.request_method,
          a.response_format, a.response_example, a.status, a.need_token, a.updated_at,
          a.category_id, c.name AS category_name, c.name_en AS category_name_en
     FROM api a LEFT JOIN category c ON c.id = a.category_id
    WHERE ${onMarket('a')}
    ORDER BY a.id`,
  publishedRow,
);

/** An API entity as the rows `present` takes. */
const rowOf = (a: ApiEntity): PublishedRow => ({
  id: a.id,
  name: a.name,
  name_en: a.nameEn,
  description: a.description,
  description_en: a.descriptionEn,
  note: a.note,
  note_en: a.noteEn,
  request_method: a.requestMethod,
  response_format: a.responseFormat,
  response_example: a.responseExample,
  status: a.status,
  need_token: a.needToken,
  updated_at: a.updatedAt,
  category_id: a.categoryId,
  category_name: a.category?.name ?? null,
  category_name_en: a.category?.nameEn ?? null,
});

type Deps = {
  market: ApiMarketService;
  apiDetails: ApiDetailService;
  plans: PlanService;
  trafficPolicies: TrafficPolicyService;
  catalogVersion: CatalogVersion;
};

/**
 * The catalogue as agents read it (issue #32): the market's search with its filters, one API's contract,
 * plans and status, and the list of published APIs behind /.well-known/api-catalog and /llms.txt.
 * Every read goes through the services that already apply the visibility rule (`visibleTo`, `onMarket`).
 */
export class AgentCatalogService {
  private published: { version: string | null; at: number; apis: Promise<AgentApi[]> } | null = null;

  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly deps: Deps,
  ) {
    this.sql = sqlOn(ds);
  }

  /** The market's relevance search (keywords, category, order, paging), as agent-facing summaries. */
  async search(q: AgentSearch): Promise<AgentSearchResult> {
    const found = await this.deps.market.list({
      keywords: q.query,
      categoryId: q.categoryId,
      creatorId: null,
      sort: q.sort,
      offset: q.offset,
      limit: q.limit,
    });
    const ids = found.items.map((a) => a.id);
    const params = await this.deps.apiDetails.paramsFor(ids);
    const items = await Promise.all(
      found.items.map(async (a) => this.present(rowOf(a), params.get(a.id) ?? [])),
    );
    return { total: found.total, items, facets: found.facets };
  }

  /**
   * One API as `actor`'s agent may see it (mcp.policy.ts: a draft, or a private API of someone else, answers
   * as missing — to an administrator's agent too).
   */
  async describe(
    id: number,
    actor: AuthUser | null,
  ): Promise<{ api: AgentApi; plans: AgentPlan[]; calls: number }> {
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      throw badInput('接口编号无效', 'Invalid API id');
    const viewer = agentViewer(actor);
    const d = await this.deps.apiDetails.detail(id, viewer);
    const a = d.api;
    const api = await this.present(rowOf(a), d.params);
    // Plans are offered on published APIs (PlanService.list answers as missing otherwise, owners aside).
    const plans = a.status === ApiStatus.Published ? await this.deps.plans.list(id, viewer) : [];
    return {
      api,
      calls: d.callCount,
      plans: plans.map((p) => ({
        id: p.id,
        name: p.name,
        nameEn: p.nameEn,
        dailyQuota: p.dailyQuota,
        monthlyQuota: p.monthlyQuota,
        ratePerSecond: p.ratePerSecond,
        overage: p.overage,
        needsApproval: p.needsApproval,
        isDefault: p.isDefault,
        quotaText: p.quotaText,
        quotaTextEn: p.quotaTextEn,
      })),
    };
  }

  /** One API's OpenAPI 3.1 document as callers see it (`viewer` under the visibility rule). */
  async openApi(id: number, viewer: AuthUser | null, links: Links): Promise<Record<string, unknown>> {
    return apiOpenApiDocument((await this.describe(id, viewer)).api, links);
  }

  /**
   * Every API the market lists (`onMarket`, the set search_apis searches), oldest first, read again when the
   * catalogue's write generation moves (a publish, an edit, an unpublish on any gateway), else at most once a second without one.
   */
  async publishedApis(): Promise<AgentApi[]> {
    const version = await this.deps.catalogVersion();
    const now = Date.now();
    const kept = this.published;
    if (kept && (version !== null ? kept.version === version : now - kept.at < 1000)) return kept.apis;
    const apis = this.loadPublished();
    this.published = { version, at: now, apis };
    apis.catch(() => {
      if (this.published?.apis === apis) this.published = null;
    });
    return apis;
  }

  private async loadPublished(): Promise<AgentApi[]> {
    const rows = await this.sql.all(publishedStatement, []);
    const params = await this.deps.apiDetails.paramsFor(rows.map((r) => r.id));
    return Promise.all(rows.map((r) => this.present(r, params.get(r.id) ?? [])));
  }

  private async present(
    r: PublishedRow,
    params: ReadonlyArray<{
      name: string;
      type: string;
      required: boolean;
      note: string;
      noteEn: string;
      example: string;
      location: string;
    }>,
  ): Promise<AgentApi> {
    const policy = await this.deps.trafficPolicies.policy(r.id);
    return {
      id: r.id,
      name: r.name,
      nameEn: r.name_en,
      description: r.description,
      descriptionEn: r.description_en,
      note: r.note,
      noteEn: r.note_en,
      method: r.request_method,
      responseFormat: r.response_format,
      responseExample: r.response_example,
      status: r.status,
      tokenRule: effectiveTokenRule(policy.tokenRule, r.need_token),
      updatedAt: new Date(r.updated_at),
      category:
        r.category_id === null
          ? null
          : { id: r.category_id, name: r.category_name ?? '', nameEn: r.category_name_en ?? '' },
      parameters: params.map((p): AgentParam => ({
        name: p.name,
        type: p.type,
        required: p.required,
        note: p.note,
        noteEn: p.noteEn,
        example: p.example,
        location: isParamLocation(p.location) ? p.location : 'query',
      })),
    };
  }
}
