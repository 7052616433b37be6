import { likePattern } from '../../db/sql.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../http/auth.js';
import { badInput, forbidden } from '../../http/errors.js';
import { ApiStatus } from '../catalog/api.entity.js';
import { checkApiForm, checkParams, type ApiForm, type ApiFormInput, type ParamInput } from './api-form.js';
import { apiNotFound, ApiWorkflowService, statusNotAllowed } from './api-workflow.service.js';

export interface MyApiRow {
  id: number;
  name: string;
  description: string;
  method: string;
  address: string;
  testUrl: string;
  status: number;
  updatedAt: Date;
  calls: number;
  responseFormat: string;
  note: string;
  needToken: boolean;
  categoryId: number | null;
  /** An open review is waiting for an admin. */
  pendingReview: boolean;
}

export interface PublishConfigInput {
  apiId: number;
  deployType: string;
  grayScale?: number;
  parameters?: ParamInput[];
}

export const DEFAULT_REJECT_REASON = { zh: '未提供具体原因', en: 'No specific reason given' };

/** The creator's "My API" workflows; every query is scoped to the caller's own APIs. */
export class AuthoringService {
  constructor(
    private readonly ds: DataSource,
    private readonly workflow: ApiWorkflowService,
  ) {}

  /** Creators see their own APIs; an admin's own list is the platform's (no creator). */
  async listOwn(user: AuthUser, filter: { name?: string; status?: number } = {}): Promise<MyApiRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (user.creatorId !== null) where.push(`a.creator_id = $${params.push(user.creatorId)}`);
    else if (user.role === 'ADMIN') where.push('a.creator_id IS NULL');
    else return [];
    const name = filter.name?.trim();
    if (name) where.push(`a.name ILIKE $${params.push(likePattern(name))}`);
    // The status filter's "draft" (-1) covers -2 too (SPEC §4).
    if (filter.status !== undefined) {
      where.push(filter.status === -1 ? 'a.status IN (-1, -2)' : `a.status = $${params.push(filter.status)}`);
    }
    return this.select(where.join(' AND '), params);
  }

  /** One API of the caller's (any API for an admin); someone else's id looks absent. */
  async getOwn(user: AuthUser, id: number): Promise<MyApiRow> {
    const rows =
      user.role === 'ADMIN'
        ? await this.select('a.id = $1', [id])
        : await this.select('a.id = $1 AND a.creator_id = $2', [id, user.creatorId ?? -1]);
    if (!rows[0]) throw apiNotFound();
    return rows[0];
  }

  private async select(where: string, params: unknown[]): Promise<MyApiRow[]> {
    const rows: Array<Record<string, unknown>> = await this.ds.query(
      `SELECT a.id, a.name, a.description, a.request_method, a.address, a.test_url, a.status, a.updated_at,
              a.response_format, a.note, a.need_token, a.category_id,
              (SELECT count(*)::int FROM api_call c WHERE c.api_id = a.id) AS calls,
              EXISTS (SELECT 1 FROM api_review r WHERE r.api_id = a.id AND r.status = -1) AS pending
         FROM api a WHERE ${where} ORDER BY a.updated_at DESC, a.id DESC`,
      params,
    );
    return rows.map((r) => ({
      id: r.id as number,
      name: r.name as string,
      description: r.description as string,
      method: r.request_method as string,
      address: r.address as string,
      testUrl: r.test_url as string,
      status: r.status as number,
      updatedAt: r.updated_at as Date,
      calls: r.calls as number,
      responseFormat: r.response_format as string,
      note: r.note as string,
      needToken: r.need_token as boolean,
      categoryId: r.category_id as number | null,
      pendingReview: r.pending as boolean,
    }));
  }

  private async checkCategory(em: EntityManager, categoryId: number | null): Promise<void> {
    if (categoryId === null) return;
    const rows: unknown[] = await em.query(`SELECT 1 FROM category WHERE id = $1`, [categoryId]);
    if (!rows.length) throw badInput('分类不存在', 'Category not found');
  }

  private async writeParams(em: EntityManager, apiId: number, form: ApiForm): Promise<void> {
    await em.query(`DELETE FROM api_param WHERE api_id = $1`, [apiId]);
    for (const [i, p] of form.parameters.entries()) {
      await em.query(
        `INSERT INTO api_param (api_id, position, name, type, required, note, example) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [apiId, i, p.name, p.type, p.required, p.description, p.example],
      );
    }
  }

  /** A new API is a draft (-1) owned by the caller's creator profile. */
  async create(user: AuthUser, input: ApiFormInput): Promise<MyApiRow> {
    const form = checkApiForm(input);
    if (user.creatorId === null && user.role !== 'ADMIN') throw forbidden('需要创作者账号', 'A creator account is required');
    const id = await this.ds.transaction(async (em) => {
      await this.checkCategory(em, form.categoryId);
      const rows: Array<{ id: number }> = await em.query(
        `INSERT INTO api (name, description, request_method, address, test_url, response_format, note, need_token,
                          category_id, creator_id, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [form.name, form.description, form.method, form.address, form.testUrl, form.responseFormat, form.note,
          form.needToken, form.categoryId, user.creatorId, ApiStatus.Draft],
      );
      await this.writeParams(em, rows[0]!.id, form);
      return rows[0]!.id;
    });
    return this.getOwn(user, id);
  }

  async update(user: AuthUser, id: number, input: ApiFormInput): Promise<MyApiRow> {
    await this.ds.transaction(async (em) => {
      await this.workflow.lockApi(em, user, id);
      const current: Array<{ address: string; test_url: string }> = await em.query(
        `SELECT address, test_url FROM api WHERE id = $1`,
        [id],
      );
      const form = checkApiForm(input, { address: current[0]!.address, testUrl: current[0]!.test_url });
      await this.checkCategory(em, form.categoryId);
      await em.query(
        `UPDATE api SET name = $2, description = $3, request_method = $4, address = $5, test_url = $6,
                response_format = $7, note = $8, need_token = $9, category_id = $10, updated_at = now()
          WHERE id = $1`,
        [id, form.name, form.description, form.method, form.address, form.testUrl, form.responseFormat, form.note,
          form.needToken, form.categoryId],
      );
      if (input.parameters !== undefined) await this.writeParams(em, id, form);
    });
    return this.getOwn(user, id);
  }

  /**
   * The toggle: draft (-1, -2) → published (1) is a submit (review mode decides), published → offline (0).
   * Anything else: 当前状态不允许进行此操作.
   */
  async changeStatus(user: AuthUser, id: number, to: number): Promise<{ api: MyApiRow; published: boolean }> {
    const published = await this.workflow.transaction(async (em) => {
      const api = await this.workflow.lockApi(em, user, id);
      if (to === ApiStatus.Published) return (await this.workflow.submit(em, api, user, '提交发布')).published;
      if (to === ApiStatus.Offline && api.status === ApiStatus.Published) {
        await this.workflow.setStatus(em, api, ApiStatus.Offline, user, '下架');
        await this.workflow.notify(em, api, 'offline', user);
        return false;
      }
      throw statusNotAllowed();
    });
    return { api: await this.getOwn(user, id), published };
  }

  /** The reason of the latest rejection (未提供具体原因 when none was given). */
  async rejectReason(user: AuthUser, id: number): Promise<{ zh: string; en: string }> {
    await this.getOwn(user, id);
    const rows: Array<{ comment: string | null }> = await this.ds.query(
      `SELECT comment FROM api_review WHERE api_id = $1 AND status = 0 ORDER BY reviewed_at DESC, id DESC LIMIT 1`,
      [id],
    );
    const comment = rows[0]?.comment?.trim();
    return comment ? { zh: comment, en: comment } : DEFAULT_REJECT_REASON;
  }

  /** Only a review-failed (-3) API goes back into review, as a draft submitted again. */
  async resubmit(user: AuthUser, id: number): Promise<{ api: MyApiRow; published: boolean }> {
    const published = await this.workflow.transaction(async (em) => {
      const api = await this.workflow.lockApi(em, user, id);
      if (api.status !== ApiStatus.ReviewFailed) throw statusNotAllowed();
      await this.workflow.setStatus(em, api, ApiStatus.Draft, user, '重新提交审核');
      return (await this.workflow.submit(em, api, user, '重新提交审核')).published;
    });
    return { api: await this.getOwn(user, id), published };
  }

  /** The creator's rollout request: gray with a share of 100–10000 in steps of 100, or full (10000). */
  async submitPublishConfig(user: AuthUser, input: PublishConfigInput): Promise<void> {
    if (input.deployType !== 'gray' && input.deployType !== 'full') {
      throw badInput('发布方式只能是 gray 或 full', 'Deploy type must be gray or full');
    }
    const grayScale = input.deployType === 'full' ? 10000 : input.grayScale;
    if (grayScale === undefined || !Number.isInteger(grayScale) || grayScale < 100 || grayScale > 10000 || grayScale % 100 !== 0) {
      throw badInput('灰度比例须为 100–10000 且为 100 的倍数', 'Gray scale must be 100–10000 in steps of 100');
    }
    const parameters = checkParams(input.parameters);
    await this.ds.transaction(async (em) => {
      await this.workflow.lockApi(em, user, input.apiId);
      await em.query(
        `INSERT INTO api_publish_config (api_id, deploy_type, gray_scale, parameters, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (api_id) DO UPDATE SET deploy_type = $2, gray_scale = $3, parameters = $4, updated_by = $5, updated_at = now()`,
        [input.apiId, input.deployType, grayScale, JSON.stringify(parameters), user.id],
      );
    });
  }
}
