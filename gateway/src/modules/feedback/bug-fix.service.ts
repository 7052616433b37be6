import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { declaredWrite } from '../../core/request-writes.js';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import type { AuthUser } from '../../core/auth-user.js';
import { authorize, can, type Actor } from '../../core/policy.js';
import { bugFixPolicy } from './feedback.policy.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import { ApiBugFixEntity } from '../catalog/api-bug-fix.entity.js';
import { charLength } from '../../core/text.js';
import { feedbackCache } from './feedback.cache.js';

export interface BugFixFields {
  version?: unknown;
  fixTime?: unknown;
  fixBug?: unknown;
}

export interface BugFixView {
  id: number;
  apiId: number;
  version: string;
  fixedOn: string;
  description: string;
}

const VERSION_MAX = 20;
const DESCRIPTION_MAX = 200;

function checkFields(f: BugFixFields): { version: string; fixedOn: string; description: string } {
  const version = typeof f.version === 'string' ? f.version.trim() : '';
  if (!version || charLength(version) > VERSION_MAX) {
    throw badInput(`请填写版本号（不超过${VERSION_MAX}个字符）`, `Enter a version (at most ${VERSION_MAX} characters)`);
  }
  const fixedOn = typeof f.fixTime === 'string' ? f.fixTime.trim().slice(0, 10) : '';
  const date = new Date(`${fixedOn}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fixedOn) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== fixedOn) {
    throw badInput('修复日期格式应为 YYYY-MM-DD', 'fixTime must be a date as YYYY-MM-DD');
  }
  // A day of slack for time zones ahead of UTC.
  if (date.getTime() > Date.now() + 24 * 3600 * 1000) throw badInput('修复日期不能晚于今天', 'fixTime cannot be in the future');
  const description = typeof f.fixBug === 'string' ? f.fixBug.trim() : '';
  if (!description || charLength(description) > DESCRIPTION_MAX) {
    throw badInput(`请填写修复内容（不超过${DESCRIPTION_MAX}个字符）`, `Describe the fix (at most ${DESCRIPTION_MAX} characters)`);
  }
  return { version, fixedOn, description };
}

const apiMissing = () => notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
const entryMissing = () => notFound('修复记录不存在', 'Bug-fix entry not found');

const toView = (e: ApiBugFixEntity): BugFixView => ({ id: e.id, apiId: e.apiId, version: e.version, fixedOn: e.fixedOn, description: e.description });

const ownerRow = z.object({ visibility: z.string(), creator_id: z.number().nullable(), status: z.number() });
const ownerStatement = statement<[apiId: number], typeof ownerRow>(
  'feedback.api-owner',
  `SELECT visibility, creator_id, status FROM api WHERE id = $1`,
  ownerRow,
);

/** The bug-fix history shown on an API's detail page, kept by the API's creator (or an administrator). */
export class BugFixService {
  private readonly sql: Sql;

  constructor(private readonly ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  /** The history of an API the viewer may see (a private API's: its creator and administrators); else 404. */
  async list(apiId: number, viewer: AuthUser | null): Promise<BugFixView[]> {
    const api = await this.sql.first(ownerStatement, [apiId]);
    if (!api || !visibleTo(viewer, { visibility: api.visibility, creatorId: api.creator_id, status: api.status })) throw apiMissing();
    const rows = await this.ds.getRepository(ApiBugFixEntity).find({ where: { apiId }, order: { fixedOn: 'DESC', id: 'DESC' } });
    return rows.map(toView);
  }

  async add(actor: Actor, apiId: number, f: BugFixFields): Promise<BugFixView> {
    await this.requireOwner(authorize(actor, bugFixPolicy.write), apiId);
    const v = checkFields(f);
    try {
      const r = await declaredWrite(feedbackCache.writes.bugFix(), () => this.ds.getRepository(ApiBugFixEntity).insert({ apiId, ...v }));
      return { id: Number(r.identifiers[0]!.id), apiId, ...v };
    } catch (err) {
      throw duplicateOr(err);
    }
  }

  async update(actor: Actor, id: number, f: BugFixFields): Promise<BugFixView> {
    const user = authorize(actor, bugFixPolicy.write);
    const existing = await this.find(id);
    await this.requireOwner(user, existing.apiId, entryMissing);
    const v = checkFields(f);
    try {
      await declaredWrite(feedbackCache.writes.bugFix(), () => this.ds.getRepository(ApiBugFixEntity).update({ id }, v));
    } catch (err) {
      throw duplicateOr(err);
    }
    return { id, apiId: existing.apiId, ...v };
  }

  async remove(actor: Actor, id: number): Promise<boolean> {
    const user = authorize(actor, bugFixPolicy.write);
    const existing = await this.find(id);
    await this.requireOwner(user, existing.apiId, entryMissing);
    await declaredWrite(feedbackCache.writes.bugFix(), () => this.ds.getRepository(ApiBugFixEntity).delete({ id }));
    return true;
  }

  private async find(id: number): Promise<ApiBugFixEntity> {
    const row = await this.ds.getRepository(ApiBugFixEntity).findOne({ where: { id } });
    if (!row) throw entryMissing();
    return row;
  }

  /**
   * Only the API's creator (or an administrator) maintains its history. Anyone else's API, or entry,
   * answers exactly as a missing one would, so ids cannot be enumerated.
   */
  private async requireOwner(user: AuthUser, apiId: number, missing: () => AppError = apiMissing): Promise<void> {
    const api = await this.sql.first(ownerStatement, [apiId]);
    if (!api || !can(user, bugFixPolicy.maintain, { creatorId: api.creator_id })) throw missing();
  }
}

function duplicateOr(err: unknown): unknown {
  if ((err as { code?: string }).code === '23505') {
    return new AppError('CONFLICT', { zh: '该修复记录已存在', en: 'This bug-fix entry already exists' });
  }
  return err;
}
