import { likePattern } from '../../db/sql.js';
import type { DataSource } from 'typeorm';
import { badInput } from '../../http/errors.js';
import { ApiStatus } from '../catalog/api.entity.js';

export interface AdminApiFilter {
  tenantId?: number;
  name?: string;
  type?: number;
  status?: number;
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
  account?: string;
  username?: string;
  status?: number;
  role?: number;
  page?: number;
  pageSize?: number;
}

type Row = Record<string, unknown>;

/** Paging of the admin lists: page size 10 by default (SPEC §9), at most 100. */
function paging(page = 1, pageSize = 10): { limit: number; offset: number } {
  if (!Number.isInteger(page) || page < 1) throw badInput('页码须为正整数', 'page must be a positive integer');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw badInput('每页条数须为 1–100', 'pageSize must be 1–100');
  }
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The admin console's lists and the new-API form (SPEC §2.14). */
export class AdminService {
  constructor(private readonly ds: DataSource) {}

  async apis(f: AdminApiFilter): Promise<{ rows: Row[]; total: number }> {
    const { limit, offset } = paging(f.page, f.pageSize);
    const where = ['a.tenant_id = $1'];
    const params: unknown[] = [f.tenantId ?? 1];
    if (f.name?.trim()) where.push(`a.name ILIKE $${params.push(likePattern(f.name.trim()))}`);
    if (f.type !== undefined) where.push(`a.category_id = $${params.push(f.type)}`);
    if (f.status !== undefined) where.push(`a.status = $${params.push(f.status)}`);
    const sql = `FROM api a LEFT JOIN category c ON c.id = a.category_id WHERE ${where.join(' AND ')}`;
    const [rows, count] = await Promise.all([
      this.ds.query(
        `SELECT a.id, a.name, a.description, a.status, a.address, a.test_url, a.request_method, a.provider,
                a.visibility, a.tenant_id, a.need_token, a.category_id, c.name AS category_name, a.creator_id, a.updated_at
         ${sql} ORDER BY a.updated_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.ds.query(`SELECT count(*)::int AS n ${sql}`, params),
    ]);
    return { rows, total: (count as Array<{ n: number }>)[0]!.n };
  }

  async tags(): Promise<Array<{ id: number; name: string; nameEn: string }>> {
    return this.ds.query(`SELECT id, name, name_en AS "nameEn" FROM tag ORDER BY id`);
  }

  /** The admin's new API (SPEC §5 required fields); it starts as a draft like any other. */
  async addApi(input: NewApiInput): Promise<number> {
    const required: Array<[string, string, string]> = [
      ['name', '请输入接口名称', 'Please enter the API name'],
      ['testLink', '请输入测试链接', 'Please enter the test link'],
      ['apiUrl', '请输入接口地址', 'Please enter the API address'],
      ['provider', '请输入提供者', 'Please enter the provider'],
    ];
    for (const [k, zh, en] of required) {
      if (!text(input[k as keyof NewApiInput])) throw badInput(zh, en);
    }
    if (input.type === undefined) throw badInput('请选择接口分类', 'Please choose the category');
    if (!input.tags?.length) throw badInput('请选择标签', 'Please choose at least one tag');
    if (input.visibility !== 'public' && input.visibility !== 'private') {
      throw badInput('可见性只能是 public 或 private', 'Visibility must be public or private');
    }
    if (!text(input.copyright)) throw badInput('请输入版权信息', 'Please enter the copyright');
    const related = (input.relatedArticles ?? []).map(text).filter(Boolean);
    return this.ds.transaction(async (em) => {
      const cat: unknown[] = await em.query(`SELECT 1 FROM category WHERE id = $1`, [input.type]);
      if (!cat.length) throw badInput('分类不存在', 'Category not found');
      const tags = [...new Set(input.tags)];
      const found: unknown[] = await em.query(`SELECT id FROM tag WHERE id = ANY($1)`, [tags]);
      if (found.length !== tags.length) throw badInput('标签不存在', 'Unknown tag');
      const rows: Array<{ id: number }> = await em.query(
        `INSERT INTO api (name, test_url, address, provider, description, category_id, visibility, copyright,
                          related_articles, need_token, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [text(input.name).slice(0, 64), text(input.testLink), text(input.apiUrl), text(input.provider).slice(0, 64),
          text(input.description).slice(0, 2000), input.type, input.visibility, text(input.copyright).slice(0, 200),
          JSON.stringify(related), input.needToken === true, ApiStatus.Draft],
      );
      const id = rows[0]!.id;
      for (const t of tags) await em.query(`INSERT INTO api_tag (api_id, tag_id) VALUES ($1, $2)`, [id, t]);
      return id;
    });
  }

  async logs(f: LogFilter): Promise<{ rows: Row[]; total: number }> {
    const { limit, offset } = paging(f.page, f.pageSize);
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.ipAddress?.trim()) where.push(`ip_address ILIKE $${params.push(likePattern(f.ipAddress.trim()))}`);
    if (f.startTime) where.push(`created_at >= $${params.push(f.startTime)}`);
    if (f.endTime) where.push(`created_at <= $${params.push(f.endTime)}`);
    const sql = `FROM access_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const [rows, count] = await Promise.all([
      this.ds.query(`SELECT id, ip_address, user_agent, created_at ${sql} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`, params),
      this.ds.query(`SELECT count(*)::int AS n ${sql}`, params),
    ]);
    return { rows, total: (count as Array<{ n: number }>)[0]!.n };
  }

  async users(f: UserFilter): Promise<{ rows: Row[]; total: number }> {
    const { limit, offset } = paging(f.page, f.pageSize);
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.account?.trim()) where.push(`u.account ILIKE $${params.push(likePattern(f.account.trim()))}`);
    if (f.username?.trim()) where.push(`u.username ILIKE $${params.push(likePattern(f.username.trim()))}`);
    if (f.status !== undefined) where.push(`u.status = $${params.push(f.status)}`);
    if (f.role !== undefined) where.push(`u.role = $${params.push(f.role)}`);
    const sql = `FROM app_user u ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const [rows, count] = await Promise.all([
      this.ds.query(
        `SELECT u.id, u.account, u.username, u.status, u.role, c.id AS creator_id
         ${sql.replace('FROM app_user u', 'FROM app_user u LEFT JOIN creator c ON c.user_id = u.id')}
         ORDER BY u.id LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.ds.query(`SELECT count(*)::int AS n ${sql}`, params),
    ]);
    return { rows, total: (count as Array<{ n: number }>)[0]!.n };
  }

  async baseParms(): Promise<{ admins: Row[]; problemList: Row[] }> {
    const [admins, problemList] = await Promise.all([
      this.ds.query(`SELECT account, username FROM app_user WHERE role = 1 AND status = 1 ORDER BY id`),
      this.ds.query(`SELECT id, kind, kind_en FROM problem_type ORDER BY sort_order, id`),
    ]);
    return { admins, problemList };
  }

  async workspaces(): Promise<Array<{ id: number; name: string; name_en: string }>> {
    return this.ds.query(`SELECT id, name, name_en FROM workspace ORDER BY id`);
  }

  async policies(): Promise<{ alarm: Row[]; shutdown: Row[] }> {
    const [alarm, shutdown] = await Promise.all([
      this.ds.query(`SELECT id, alarmpolicy, alarmpolicy_en, threshold FROM alarm_policy ORDER BY id`),
      this.ds.query(`SELECT id, policy, policy_en, threshold FROM shutdown_policy ORDER BY id`),
    ]);
    return { alarm, shutdown };
  }
}
