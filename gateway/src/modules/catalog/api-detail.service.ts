import { type DataSource, In, type Repository } from 'typeorm';
import type { AuthUser } from '../../core/auth-user.js';
import { notFound } from '../../core/errors.js';
import { ApiBugFixEntity } from './api-bug-fix.entity.js';
import { ApiParamEntity } from './api-param.entity.js';
import type { ApiEntity } from './api.entity.js';
import { CreatorEntity } from './creator.entity.js';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { ApiPageReader } from './api-page.reader.js';
import { listedTo } from './api-visibility.rules.js';

export interface ApiTagRow {
  id: number;
  name: string;
  nameEn: string;
}

const callCountRow = z.object({ api_id: z.number(), n: z.number() });
const callCountsStatement = statement<[apiIds: number[]], typeof callCountRow>(
  'catalog.call-counts',
  `SELECT api_id, calls::int AS n FROM api_call_total WHERE api_id = ANY($1::int[])`,
  callCountRow,
);
const tagRow = z.object({ api_id: z.number(), id: z.number(), name: z.string(), name_en: z.string() });
const tagsStatement = statement<[apiIds: number[]], typeof tagRow>(
  'catalog.api-tags',
  `SELECT at.api_id, t.id, t.name, t.name_en FROM api_tag at JOIN tag t ON t.id = at.tag_id
    WHERE at.api_id = ANY($1::int[]) ORDER BY t.id`,
  tagRow,
);

export interface ApiDetail {
  api: ApiEntity;
  params: ApiParamEntity[];
  bugFixes: ApiBugFixEntity[];
  callCount: number;
  author: CreatorEntity | null;
}

export { visibleTo } from './api-visibility.rules.js';

/**
 * `api` (read for `id`) when it is listed (status ≥ 0) and `viewer` may see it (`visibleTo`), else
 * NOT_FOUND as for an unknown id: `findPublic`'s rule (`listedTo`), for a module that read the API in a
 * statement of its own (a star).
 */
export function listedFor(id: number, api: ApiEntity | undefined, viewer: AuthUser | null): ApiEntity {
  if (!api || !listedTo(viewer, api)) {
    throw notFound(`接口 ${id} 不存在`, `API ${id} does not exist`, 'API_NOT_FOUND');
  }
  return api;
}

function group<T extends { apiId: number }>(ids: readonly number[], rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const r of rows) out.get(r.apiId)?.push(r);
  return out;
}

/**
 * One API's detail page, and the batch reads behind it: every `…For(ids)` method answers many
 * APIs in one query, so GraphQL lists load related rows in a constant number of queries.
 */
export class ApiDetailService {
  private readonly params: Repository<ApiParamEntity>;
  private readonly bugFixes: Repository<ApiBugFixEntity>;
  private readonly creators: Repository<CreatorEntity>;

  private readonly sql: Sql;
  /** The API row with its category, one prepared statement (a star answers from it: no ORM query built). */
  /** APIs by id with their category in one prepared statement; its `columns` and `fromRow` serve a statement of another feature that reads one API beside its own work (a star). */
  readonly page: ApiPageReader;

  constructor(private readonly ds: DataSource) {
    this.sql = sqlOn(ds);
    this.page = new ApiPageReader(ds);
    this.params = ds.getRepository(ApiParamEntity);
    this.bugFixes = ds.getRepository(ApiBugFixEntity);
    this.creators = ds.getRepository(CreatorEntity);
  }

  /**
   * A listed API (status ≥ 0) or NOT_FOUND. A private one is shown only to its creator and to
   * administrators; anyone else gets the same NOT_FOUND as for an unknown id (nothing revealed).
   */
  async findPublic(id: number, viewer: AuthUser | null = null): Promise<ApiEntity> {
    const [api] = await this.page.byIds([id]);
    return listedFor(id, api, viewer);
  }

  async detail(id: number, viewer: AuthUser | null = null): Promise<ApiDetail> {
    const api = await this.findPublic(id, viewer);
    const [params, bugFixes, counts, authors] = await Promise.all([
      this.paramsFor([id]),
      this.bugFixesFor([id]),
      this.callCounts([id]),
      api.creatorId ? this.creatorsByIds([api.creatorId]) : Promise.resolve(new Map<number, CreatorEntity>()),
    ]);
    return {
      api,
      params: params.get(id) ?? [],
      bugFixes: bugFixes.get(id) ?? [],
      callCount: counts.get(id) ?? 0,
      author: (api.creatorId && authors.get(api.creatorId)) || null,
    };
  }

  async paramsFor(apiIds: readonly number[]): Promise<Map<number, ApiParamEntity[]>> {
    const rows = apiIds.length
      ? await this.params.find({
          where: { apiId: In([...apiIds]) },
          order: { apiId: 'ASC', position: 'ASC', id: 'ASC' },
        })
      : [];
    return group(apiIds, rows);
  }

  /** Newest fix first. */
  async bugFixesFor(apiIds: readonly number[]): Promise<Map<number, ApiBugFixEntity[]>> {
    const rows = apiIds.length
      ? await this.bugFixes.find({
          where: { apiId: In([...apiIds]) },
          order: { fixedOn: 'DESC', id: 'DESC' },
        })
      : [];
    return group(apiIds, rows);
  }

  /** Calls recorded per API (the exact counter the call recorder keeps), zero when none. */
  async callCounts(apiIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>(apiIds.map((id) => [id, 0]));
    if (!apiIds.length) return out;
    const rows = await this.sql.all(callCountsStatement, [[...apiIds]]);
    for (const r of rows) out.set(r.api_id, r.n);
    return out;
  }

  async creatorsByIds(ids: readonly number[]): Promise<Map<number, CreatorEntity>> {
    const rows = ids.length ? await this.creators.findBy({ id: In([...ids]) }) : [];
    return new Map(rows.map((c) => [c.id, c]));
  }

  /** Tags (tables of the accounts/workflows module) per API. */
  async tagsFor(apiIds: readonly number[]): Promise<Map<number, ApiTagRow[]>> {
    const out = new Map<number, ApiTagRow[]>(apiIds.map((id) => [id, []]));
    if (!apiIds.length) return out;
    const rows = await this.sql.all(tagsStatement, [[...apiIds]]);
    for (const r of rows) out.get(r.api_id)?.push({ id: r.id, name: r.name, nameEn: r.name_en });
    return out;
  }
}
