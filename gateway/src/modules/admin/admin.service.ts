import { authorize, type Actor } from '../../core/policy.js';
import { adminPolicy } from './admin.policy.js';
import { API_FORM_LIMITS } from '@api-market/rules';
import type { UpstreamAddressRule } from '../open-call/upstream-address.rules.js';
import { likePattern } from '../../db/sql.js';
import type { DataSource } from 'typeorm';
import { badInput } from '../../core/errors.js';
import { transactionOf, type CreateUnit } from '../idempotency/idempotency.service.js';
import { checkApiFields, limit, text } from '../authoring/api-form.rules.js';
import { ApiStatus } from '../catalog/api.entity.js';
import type { User } from '../accounts/accounts.types.js';
import {
  type Bilingual,
  type BilingualPolicy,
  accessLogRow,
  accessLogView,
  adminApiRow,
  adminApiView,
  bilingualPolicyRow,
  bilingualRow,
  userRow,
  userView,
} from './admin.presenter.js';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import type { AccessLogEntry, AdminApi, AdminRef } from './admin.types.js';

export interface AdminApiFilter {
  tenantId?: number;
  name?: string;
  type?: number | null;
  status?: number | null;
  page?: number;
  pageSize?: number;
}

export interface NewApiInput {
  name?: string;
  testLink?: string;
  apiUrl?: string;
  provider?: string;
  description?: string;
  type?: number;
  tags?: number[];
  visibility?: string;
  copyright?: string;
  relatedArticles?: string[];
  needToken?: boolean;
}

export interface LogFilter {
  ipAddress?: string;
  startTime?: Date;
  endTime?: Date;
  page?: number;
  pageSize?: number;
}

export interface UserFilter {
  account?: string | null;
  username?: string | null;
  status?: number | null;
  role?: number | null;
  page?: number;
  pageSize?: number;
}

/** One page of a list and the count of all that match. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** How deep the access log pages (its filters leave no seek: deeper rows are found by narrowing the time). */
export const ACCESS_LOG_DEPTH = 10_000;
/** Up to how many matching rows the access log's total is counted exactly (an estimate beyond). */
export const ACCESS_LOG_EXACT_TOTAL = 1_000;

/** Paging of the admin lists: page size 10 by default (SPEC §9), at most 100. */
function paging(page = 1, pageSize = 10): { limit: number; offset: number } {
  if (!Number.isInteger(page) || page < 1) throw badInput('页码须为正整数', 'page must be a positive integer');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw badInput('每页条数须为 1–100', 'pageSize must be 1–100');
  }
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

const countRow = z.object({ n: z.number() });
/** `EXPLAIN (FORMAT JSON)`: the planner's estimate of the rows. */
const planRow = z.object({ 'QUERY PLAN': z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })) });
// The lists' filters come and go: their text is built per call (not prepared under one name).
const perCall = { prepare: false };
const tagsStatement = statement<[], typeof bilingualRow>('admin.tags', `SELECT id, name, name_en AS "nameEn" FROM tag ORDER BY id`, bilingualRow);
const adminRefRow = z.object({ account: z.string(), username: z.string() });
const adminsStatement = statement<[], typeof adminRefRow>(
  'admin.admins',
  `SELECT account, username FROM app_user WHERE role = 1 AND status = 1 ORDER BY id`,
  adminRefRow,
);
const problemTypesStatement = statement<[], typeof bilingualRow>(
  'admin.problem-types',
  `SELECT id, kind AS name, kind_en AS "nameEn" FROM problem_type ORDER BY sort_order, id`,
  bilingualRow,
);
const workspacesStatement = statement<[], typeof bilingualRow>(
  'admin.workspaces',
  `SELECT id, name, name_en AS "nameEn" FROM workspace ORDER BY id`,
  bilingualRow,
);
const alarmPoliciesStatement = statement<[], typeof bilingualPolicyRow>(
  'admin.alarm-policies',
  `SELECT id, alarmpolicy AS name, alarmpolicy_en AS "nameEn", threshold, unit FROM alarm_policy ORDER BY id`,
  bilingualPolicyRow,
);
const shutdownPoliciesStatement = statement<[], typeof bilingualPolicyRow>(
  'admin.shutdown-policies',
  `SELECT id, policy AS name, policy_en AS "nameEn", threshold, unit FROM shutdown_policy ORDER BY id`,
  bilingualPolicyRow,
);
const idRow = z.object({ id: z.number() });
const categoryStatement = statement<[id: number], typeof idRow>('admin.category', `SELECT id FROM category WHERE id = $1`, idRow);
const tagIdsStatement = statement<[ids: number[]], typeof idRow>('admin.tag-ids', `SELECT id FROM tag WHERE id = ANY($1)`, idRow);
const insertApiCommand = command<
  [name: string, testUrl: string, address: string, provider: string, description: string, categoryId: number,
    visibility: string, copyright: string, related: string, needToken: boolean, status: number],
  typeof idRow
>(
  'admin.add-api',
  `INSERT INTO api (name, test_url, address, provider, description, category_id, visibility, copyright,
                    related_articles, need_token, status)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
  idRow,
);
const tagApiCommand = command<[apiId: number, tagId: number]>('admin.tag-api', `INSERT INTO api_tag (api_id, tag_id) VALUES ($1, $2)`);

/** The admin console's lists and the new-API form (SPEC §2.14). */
export class AdminService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly upstreamAddresses: UpstreamAddressRule,
  ) {
    this.sql = sqlOn(ds);
  }

  async apis(actor: Actor, f: AdminApiFilter): Promise<Page<AdminApi>> {
    authorize(actor, adminPolicy.readConsole);
    const { limit, offset } = paging(f.page, f.pageSize);
    const where = ['a.tenant_id = $1'];
    const params: unknown[] = [f.tenantId ?? 1];
    if (f.name?.trim()) where.push(`a.name ILIKE $${params.push(likePattern(f.name.trim()))}`);
    // GraphQL passes an unset filter as null: both mean “any”.
    if (f.type != null) where.push(`a.category_id = $${params.push(f.type)}`);
    if (f.status != null) where.push(`a.status = $${params.push(f.status)}`);
    const sql = `FROM api a LEFT JOIN category c ON c.id = a.category_id WHERE ${where.join(' AND ')}`;
    const [rows, total] = await Promise.all([
      this.sql.all(
        statement(
          'admin.apis',
          `SELECT a.id, a.name, a.name_en, a.description, a.description_en, a.status, a.address, a.test_url, a.request_method,
                  a.provider, a.visibility, a.tenant_id, a.need_token, a.category_id, c.name AS category_name,
                  c.name_en AS category_name_en, a.creator_id, a.updated_at
           ${sql} ORDER BY a.updated_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
          adminApiRow,
          perCall,
        ),
        params,
      ),
      this.count(sql, params),
    ]);
    return { items: rows.map(adminApiView), total };
  }

  async tags(actor: Actor): Promise<Bilingual[]> {
    authorize(actor, adminPolicy.readTags);
    return this.sql.all(tagsStatement, []);
  }

  /**
   * The admin's new API (SPEC §5 required fields); it starts as a draft like any other. The common
   * fields follow the creator form's rule (authoring's checkApiFields): same limits, same messages.
   */
  /** Given a unit (an Idempotency-Key), the API is written inside the unit's transaction. */
  async addApi(actor: Actor, input: NewApiInput, unit?: CreateUnit): Promise<number> {
    authorize(actor, adminPolicy.addApi);
    const fields = checkApiFields({ name: input.name, address: input.apiUrl, testUrl: input.testLink, description: input.description });
    const provider = limit(text(input.provider), API_FORM_LIMITS.provider, '提供者', 'Provider');
    if (!provider) throw badInput('请输入提供者', 'Please enter the provider');
    if (input.type === undefined) throw badInput('请选择接口分类', 'Please choose the category');
    if (!input.tags?.length) throw badInput('请选择标签', 'Please choose at least one tag');
    if (input.visibility !== 'public' && input.visibility !== 'private') {
      throw badInput('可见性只能是 public 或 private', 'Visibility must be public or private');
    }
    const copyright = limit(text(input.copyright), API_FORM_LIMITS.copyright, '版权信息', 'Copyright');
    if (!copyright) throw badInput('请输入版权信息', 'Please enter the copyright');
    const related = (input.relatedArticles ?? []).map(text).filter(Boolean);
    // The same labels as the creator form's (AuthoringService), so both forms refuse with one message.
    await this.upstreamAddresses.check(fields.address, { zh: '接口地址', en: 'API address' });
    await this.upstreamAddresses.check(fields.testUrl, { zh: '测试地址', en: 'Test address' });
    const categoryId = input.type;
    const visibility = input.visibility;
    return transactionOf(this.ds, unit, async (em) => {
      const sql = this.sql.on(em);
      if (!(await sql.first(categoryStatement, [categoryId]))) throw badInput('分类不存在', 'Category not found');
      const tags = [...new Set(input.tags)];
      const found = await sql.all(tagIdsStatement, [tags]);
      if (found.length !== tags.length) throw badInput('标签不存在', 'Unknown tag');
      const { rows } = await sql.run(insertApiCommand, [
        fields.name, fields.testUrl, fields.address, provider, fields.description, categoryId, visibility,
        copyright, JSON.stringify(related), input.needToken === true, ApiStatus.Draft,
      ]);
      const id = rows[0]!.id;
      for (const t of tags) await sql.run(tagApiCommand, [id, t]);
      return id;
    });
  }

  /**
   * The access log, newest first. Pages reach the first ACCESS_LOG_DEPTH matching rows (deeper: narrow
   * the time range, 400 otherwise); `total` is exact up to ACCESS_LOG_EXACT_TOTAL and PostgreSQL's
   * estimate beyond it, so no page counts a million rows. The IP filter is a substring match served by a trigram index.
   */
  async logs(actor: Actor, f: LogFilter): Promise<Page<AccessLogEntry>> {
    authorize(actor, adminPolicy.readConsole);
    const { limit, offset } = paging(f.page, f.pageSize);
    if (offset + limit > ACCESS_LOG_DEPTH) {
      throw badInput(
        `访问日志只能翻到前 ${ACCESS_LOG_DEPTH} 条，请缩小时间范围`,
        `The access log pages through its first ${ACCESS_LOG_DEPTH} entries; narrow the time range`,
      );
    }
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.ipAddress?.trim()) where.push(`ip_address ILIKE $${params.push(likePattern(f.ipAddress.trim()))}`);
    if (f.startTime) where.push(`created_at >= $${params.push(f.startTime)}`);
    if (f.endTime) where.push(`created_at <= $${params.push(f.endTime)}`);
    const sql = `FROM access_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const [rows, total] = await Promise.all([
      // The rows skipped are found in the (created_at, id) index; only the page's rows are read whole.
      this.sql.all(
        statement(
          'admin.access-log',
          `SELECT id, ip_address, user_agent, created_at FROM access_log
            WHERE id IN (SELECT id ${sql} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset})
            ORDER BY created_at DESC, id DESC`,
          accessLogRow,
          perCall,
        ),
        params,
      ),
      this.boundedCount(sql, params, ACCESS_LOG_EXACT_TOTAL),
    ]);
    return { items: rows.map(accessLogView), total };
  }

  /** Exact up to `cap`; past it the planner's estimate (at least cap + 1), not a count of every row. */
  private async boundedCount(fromWhere: string, params: unknown[], cap: number): Promise<number> {
    const r = await this.sql.first(
      statement('admin.bounded-count', `SELECT count(*)::int AS n FROM (SELECT 1 ${fromWhere} LIMIT ${cap + 1}) AS c`, countRow, perCall),
      params,
    );
    const n = r?.n ?? 0;
    if (n <= cap) return n;
    const plan = await this.sql.first(statement('admin.estimate', `EXPLAIN (FORMAT JSON) SELECT 1 ${fromWhere}`, planRow, perCall), params);
    return Math.max(cap + 1, Math.round(plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0));
  }

  async users(actor: Actor, f: UserFilter): Promise<Page<User>> {
    authorize(actor, adminPolicy.readConsole);
    const { limit, offset } = paging(f.page, f.pageSize);
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.account?.trim()) where.push(`u.account ILIKE $${params.push(likePattern(f.account.trim()))}`);
    if (f.username?.trim()) where.push(`u.username ILIKE $${params.push(likePattern(f.username.trim()))}`);
    // An explicit null (GraphQL variables) means "any", like an absent filter.
    if (f.status != null) where.push(`u.status = $${params.push(f.status)}`);
    if (f.role != null) where.push(`u.role = $${params.push(f.role)}`);
    const sql = `FROM app_user u ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const [rows, total] = await Promise.all([
      this.sql.all(
        statement(
          'admin.users',
          `SELECT u.id, u.account, u.username, u.status, u.role, c.id AS creator_id
           ${sql.replace('FROM app_user u', 'FROM app_user u LEFT JOIN creator c ON c.user_id = u.id')}
           ORDER BY u.id LIMIT ${limit} OFFSET ${offset}`,
          userRow,
          perCall,
        ),
        params,
      ),
      this.count(sql, params),
    ]);
    return { items: rows.map(userView), total };
  }

  /** Active administrators and the problem types (the admin problem report's choices). */
  async baseParms(actor: Actor): Promise<{ admins: AdminRef[]; problemTypes: Bilingual[] }> {
    authorize(actor, adminPolicy.readConsole);
    const [admins, problemTypes] = await Promise.all([
      this.sql.all(adminsStatement, []),
      this.sql.all(problemTypesStatement, []),
    ]);
    return { admins, problemTypes };
  }

  async workspaces(actor: Actor): Promise<Bilingual[]> {
    authorize(actor, adminPolicy.readConsole);
    return this.sql.all(workspacesStatement, []);
  }

  async policies(actor: Actor): Promise<{ alarm: BilingualPolicy[]; shutdown: BilingualPolicy[] }> {
    authorize(actor, adminPolicy.readPlatformPolicies);
    const [alarm, shutdown] = await Promise.all([
      this.sql.all(alarmPoliciesStatement, []),
      this.sql.all(shutdownPoliciesStatement, []),
    ]);
    return { alarm, shutdown };
  }

  private async count(fromWhere: string, params: unknown[]): Promise<number> {
    const r = await this.sql.first(statement('admin.count', `SELECT count(*)::int AS n ${fromWhere}`, countRow, perCall), params);
    return r?.n ?? 0;
  }
}
