import { authorize, type Actor } from '../../core/policy.js';
import { tenderPolicy } from './tender.policy.js';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { declaredWrite } from '../../core/request-writes.js';
import { tenderCache } from './tender.cache.js';
import type { AuthUser } from '../../core/auth-user.js';
import { badInput, notFound, type Lang } from '../../core/errors.js';
import { listedApi } from '../../db/sql.js';
import type { RateLimiters } from '../../core/rate-limiters.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import type { NotificationEvent } from '../authoring/authoring.types.js';
import { principalOf, transactionOf, type CreateUnit } from '../idempotency/idempotency.service.js';
import { presentAdmin, presentPublic, tenderRow, type TenderRow } from './tender.presenter.js';
import {
  checkKeyword,
  checkPaging,
  checkResponseNote,
  checkStatus,
  checkSubmission,
  optionalId,
  STATUS_LABEL,
  TENDER_STATUSES,
  type TenderStatus,
  type TenderSubmitFields,
} from './tender.rules.js';
import type { AdminTenderRequest, AdminTenderRequestPage, TenderRequest, TenderRequestPage } from './tender.types.js';

/** Who is asking: the signed-in account or the visitor's address (votes and `votedByMe` follow it). */
export interface TenderCaller {
  user: AuthUser | null;
  ip: string;
  lang: Lang;
}

export interface TenderFilter {
  status?: string | null;
  keyword?: string | null;
  sort?: string | null;
  page: number;
  pageSize: number;
}

export interface TenderChange {
  status: unknown;
  responseNote?: unknown;
  fulfilledApiId?: unknown;
}

const SELECT = `SELECT t.id, t.title, t.description, t.category_id, c.name AS category_name, c.name_en AS category_name_en,
    t.example_use, t.contact, u.account AS requester_account, t.status, t.response_note, t.fulfilled_api_id,
    a.name AS fulfilled_api_name, t.votes, t.created_at, t.updated_at,
    EXISTS (SELECT 1 FROM tender_vote v WHERE v.request_id = t.id AND v.voter = tender_voter($1)) AS voted
  FROM tender_request t
  LEFT JOIN category c ON c.id = t.category_id
  LEFT JOIN api a ON a.id = t.fulfilled_api_id AND ${listedApi('a')}
  LEFT JOIN app_user u ON u.id = t.requester_id`;

const idRow = z.object({ id: z.number() });
const categoryStatement = statement<[id: number], typeof idRow>('tender.category', `SELECT id FROM category WHERE id = $1`, idRow);
const listedApiStatement = statement<[id: number], typeof idRow>(
  'tender.listed-api',
  `SELECT id FROM api WHERE id = $1 AND ${listedApi()}`,
  idRow,
);
const submitCommand = command<
  [title: string, description: string, categoryId: number | null, exampleUse: string | null, contact: string | null, requesterId: number | null],
  typeof idRow
>(
  'tender.submit',
  `INSERT INTO tender_request (title, description, category_id, example_use, contact, requester_id, votes)
   VALUES ($1, $2, $3, $4, $5, $6, 1) RETURNING id`,
  idRow,
);
const voteRow = z.object({ request_id: z.number() });
const voteCommand = command<[requestId: number, voter: string], typeof voteRow>(
  'tender.vote',
  `INSERT INTO tender_vote (request_id, voter) VALUES ($1, tender_voter($2)) ON CONFLICT DO NOTHING RETURNING request_id`,
  voteRow,
);
const lockedRow = z.object({ status: z.enum(TENDER_STATUSES), requester_id: z.number().nullable(), title: z.string() });
const lockStatement = statement<[id: number], typeof lockedRow>(
  'tender.lock',
  `SELECT status, requester_id, title FROM tender_request WHERE id = $1 FOR UPDATE`,
  lockedRow,
);
const countVoteCommand = command<[id: number]>('tender.count-vote', `UPDATE tender_request SET votes = votes + 1 WHERE id = $1`);
const answerCommand = command<[id: number, status: TenderStatus, note: string | null, apiId: number | null]>(
  'tender.answer',
  `UPDATE tender_request SET status = $2, response_note = $3, fulfilled_api_id = $4, updated_at = now() WHERE id = $1`,
);
const noticeRow = z.object({ id: z.string(), created_at: z.date() });
const notifyCommand = command<[userId: number, apiId: null, message: string, messageEn: string], typeof noticeRow>(
  'tender.notify',
  `INSERT INTO notification (user_id, api_id, kind, message, message_en) VALUES ($1, $2, 'tender', $3, $4)
   RETURNING id, created_at`,
  noticeRow,
);
const rowStatement = statement<[voter: string, id: number], typeof tenderRow>('tender.row', `${SELECT} WHERE t.id = $2`, tenderRow);
const totalRow = z.object({ total: z.number() });

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

const requestNotFound = () => notFound('需求不存在', 'API request not found');

/**
 * API requests (需求征集): visitors ask for APIs the market lacks and vote for each other's; administrators
 * answer them (status, a public note, the API that fulfils one), and a signed-in requester is notified.
 */
export class TenderService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly pubsub: AppPubSub,
    private readonly limits: RateLimiters,
  ) {
    this.sql = sqlOn(ds);
  }

  /** Everyone: the requests, most wanted first (or newest), filtered by status and keyword. */
  async list(filter: TenderFilter, caller: TenderCaller): Promise<TenderRequestPage> {
    const { rows, total } = await this.page(filter, caller, 'votes');
    return { items: rows.map((r) => presentPublic(r, caller.lang)), total };
  }

  /** Administrators: newest first by default, with the contact and the requester. */
  async adminList(filter: TenderFilter, caller: TenderCaller): Promise<AdminTenderRequestPage> {
    authorize(caller.user, tenderPolicy.readAdmin);
    const { rows, total } = await this.page(filter, caller, 'newest');
    return { items: rows.map((r) => presentAdmin(r, caller.lang)), total };
  }

  /** `unit`: the Idempotency-Key's transaction, so the row and the key's recorded answer commit together. */
  async submit(fields: TenderSubmitFields, caller: TenderCaller, unit?: CreateUnit): Promise<TenderRequest> {
    const v = checkSubmission(fields);
    if (v.categoryId !== null) {
      if (!(await this.sql.first(categoryStatement, [v.categoryId]))) throw badInput('分类不存在', 'The category does not exist');
    }
    // Counted once the form is right, so fixing a mistake costs nothing (RATE_LIMIT_TENDER_IP).
    await this.limits.consume([['tenderIp', caller.ip]]);
    const voter = principalOf(caller.user, caller.ip);
    const id = await declaredWrite(tenderCache.writes.request(), () => transactionOf(this.ds, unit, async (em) => {
      const { rows } = await this.sql.run(
        submitCommand,
        [v.title, v.description, v.categoryId, v.exampleUse, v.contact, caller.user?.id ?? null],
        em,
      );
      // The requester needs it too: their vote is the first.
      await this.sql.run(voteCommand, [rows[0]!.id, voter], em);
      return rows[0]!.id;
    }));
    return presentPublic(await this.row(id, voter, unit?.em), caller.lang);
  }

  /** “I need this too”: one vote per account (or address for visitors); a second one changes nothing. */
  async vote(id: number, caller: TenderCaller): Promise<TenderRequest> {
    await this.limits.consume([['tenderVoteIp', caller.ip]]);
    const voter = principalOf(caller.user, caller.ip);
    await declaredWrite(tenderCache.writes.request(), () => this.ds.transaction(async (em) => {
      const locked = await this.sql.first(lockStatement, [id], em);
      if (!locked) throw requestNotFound();
      if (locked.status === 'fulfilled' || locked.status === 'declined') {
        throw badInput('该需求已关闭，不能再投票', 'This request is closed and takes no more votes');
      }
      const added = await this.sql.run(voteCommand, [id, voter], em);
      if (added.count) await this.sql.run(countVoteCommand, [id], em);
    }));
    return presentPublic(await this.row(id, voter), caller.lang);
  }

  /**
   * An administrator sets the status, the public note and the fulfilling API (required with
   * fulfilled). A signed-in requester hears a status change as a notification, after the commit.
   */
  async update(id: number, change: TenderChange, actor: Actor, lang: Lang): Promise<AdminTenderRequest> {
    const admin = authorize(actor, tenderPolicy.answer);
    const status = checkStatus(change.status);
    const note = checkResponseNote(change.responseNote);
    const apiId = optionalId(change.fulfilledApiId, '接口编号', 'The API id');
    if (status === 'fulfilled' && apiId === null) {
      throw badInput('标记为已实现时，请关联实现该需求的接口', 'Link the API that fulfils the request to mark it fulfilled');
    }
    if (apiId !== null) {
      // Only an API the public catalogue lists: its name is shown to everyone on the request.
      if (!(await this.sql.first(listedApiStatement, [apiId]))) throw notFound(`接口 ${apiId} 不存在或未公开`, `API ${apiId} does not exist or is not public`);
    }
    const events: Array<[number, NotificationEvent]> = [];
    await declaredWrite(tenderCache.writes.request(), () => this.ds.transaction(async (em) => {
      const before = await this.sql.first(lockStatement, [id], em);
      if (!before) throw requestNotFound();
      await this.sql.run(answerCommand, [id, status, note, apiId], em);
      if (before.requester_id !== null && before.requester_id !== admin.id && before.status !== status) {
        events.push([before.requester_id, await this.notify(em, before.requester_id, before.title, status, note)]);
      }
    }));
    for (const [userId, event] of events) this.pubsub.publish(Topic.NotificationAdded, userId, event);
    return presentAdmin(await this.row(id, principalOf(admin, '')), lang);
  }

  private async notify(
    em: EntityManager,
    userId: number,
    title: string,
    status: TenderStatus,
    note: string | null,
  ): Promise<NotificationEvent> {
    const label = STATUS_LABEL[status];
    const zh = `你提交的 API 需求「${title}」状态更新为：${label.zh}${note ? `（${note}）` : ''}`;
    const en = `Your API request "${title}" is now ${label.en}${note ? ` (${note})` : ''}`;
    // No api_id: the bell opens a creator's own API analytics by it, and this API is someone else's.
    const { rows } = await this.sql.run(notifyCommand, [userId, null, zh, en], em);
    return {
      id: Number(rows[0]!.id),
      apiId: null,
      kind: 'tender',
      message: zh,
      messageEn: en,
      read: false,
      createdAt: rows[0]!.created_at,
    };
  }

  private async row(id: number, voter: string, em?: EntityManager): Promise<TenderRow> {
    const row = await this.sql.first(rowStatement, [voter, id], em);
    if (!row) throw requestNotFound();
    return row;
  }

  private async page(
    f: TenderFilter,
    caller: TenderCaller,
    defaultSort: 'votes' | 'newest',
  ): Promise<{ rows: TenderRow[]; total: number }> {
    const status = f.status ? checkStatus(f.status) : null;
    const keyword = checkKeyword(f.keyword);
    const sort = f.sort || defaultSort;
    if (sort !== 'votes' && sort !== 'newest') throw badInput('排序只能是 votes 或 newest', 'sort must be votes or newest');
    const { page, pageSize } = checkPaging(f.page, f.pageSize);
    const pattern = keyword === null ? null : `%${likeLiteral(keyword)}%`;
    // The same filter for the count ($1, $2) and the page ($2, $3, after the voter).
    const where = (st: string, kw: string) => `WHERE (${st}::text IS NULL OR t.status = ${st})
      AND (${kw}::text IS NULL OR t.title ILIKE ${kw} ESCAPE '\\' OR t.description ILIKE ${kw} ESCAPE '\\')`;
    const count = statement('tender.count', `SELECT count(*)::int AS total FROM tender_request t ${where('$1', '$2')}`, totalRow);
    const total = (await this.sql.first(count, [status, pattern]))?.total ?? 0;
    const order = sort === 'votes' ? 't.votes DESC, t.created_at DESC, t.id DESC' : 't.created_at DESC, t.id DESC';
    const pageOf = statement(`tender.page-${sort}`, `${SELECT} ${where('$2', '$3')} ORDER BY ${order} LIMIT $4 OFFSET $5`, tenderRow);
    const rows = await this.sql.all(pageOf, [principalOf(caller.user, caller.ip), status, pattern, pageSize, (page - 1) * pageSize]);
    return { rows, total };
  }
}
