import { admit, authorize, type Actor } from '../../core/policy.js';
import { authoringPolicy } from './authoring.policy.js';
import { NO_REASON } from '@api-market/rules';
import type { UpstreamAddressRule } from '../open-call/upstream-address.rules.js';
import { likePattern } from '../../db/sql.js';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { transactionOf, type CreateUnit } from '../idempotency/idempotency.service.js';
import { AppError, badInput } from '../../core/errors.js';
import { declaredWrite } from '../../core/request-writes.js';
import { authoringCache } from './authoring.cache.js';
import { ApiStatus } from '../catalog/api.entity.js';
import { checkApiForm, checkParams, ICON_PREFIX, PARAM_LOCATIONS, type ApiForm, type ApiFormInput, type CheckedParam, type ParamInput } from './api-form.rules.js';
import { changedFields, readContract, RevisionStatus, writeContract, type ApiContract } from './revision-store.js';
import { apiNotFound, ApiWorkflowService, AWAITING_RELEASE, statusNotAllowed } from './api-workflow.service.js';
import { waitingState, type ApiRevisionService, type ContractField, type ContractParam, type StoredRevision, type WaitingState } from './api-revision.service.js';

/** A revision of a listed API's contract, waiting for review (PENDING) or for its release (PASSED). */
export interface PendingRevisionRow {
  id: number;
  number: number;
  status: WaitingState;
  address: string;
  method: string;
  responseFormat: string;
  responseExample: string;
  /** The answer's JSON schema the revision proposes, as JSON text; null: none. */
  responseSchema: string | null;
  params: ContractParam[];
  changedFields: ContractField[];
  submittedAt: Date;
  updatedAt: Date;
  changes: StoredRevision['changes'];
  breaking: boolean;
  versionOverride: string | null;
}

/** A stored schema as the form shows it: indented JSON text, null when there is none. */
const schemaText = (schema: Record<string, unknown> | null | undefined) => (schema ? JSON.stringify(schema, null, 2) : null);

const toPendingRevision = (r: StoredRevision): PendingRevisionRow => ({
  id: r.id,
  number: r.number,
  status: waitingState(r),
  address: r.address,
  method: r.method,
  responseFormat: r.responseFormat,
  responseExample: r.responseExample,
  responseSchema: schemaText(r.responseSchema),
  params: r.params,
  changedFields: r.changedFields,
  submittedAt: r.createdAt,
  updatedAt: r.updatedAt,
  changes: r.changes,
  breaking: r.breaking,
  versionOverride: r.versionOverride,
});

const myApiRow = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  method: z.string(),
  address: z.string(),
  testUrl: z.string(),
  status: z.number(),
  updatedAt: z.date(),
  calls: z.number(),
  responseFormat: z.string(),
  note: z.string(),
  needToken: z.boolean(),
  /** A prototype (原型): its open calls are answered by the mock (issue #29). */
  isPrototype: z.boolean(),
  categoryId: z.number().nullable(),
  /** An open review is waiting for an admin. */
  pendingReview: z.boolean(),
  /** Passed review, not released yet (a draft whose latest review of the API itself passed). */
  awaitingRelease: z.boolean(),
});

export interface MyApiRow extends z.infer<typeof myApiRow> {
  /** A change of the published contract waiting for review or release; the row shows what is live. */
  pendingRevision: PendingRevisionRow | null;
}

/** The caller's APIs under `where` (a condition on `a`, built per call from fixed pieces). */
const myApisStatement = (where: string) =>
  statement(
    'authoring.my-apis',
    `SELECT a.id, a.name, a.name_en AS "nameEn", a.description, a.description_en AS "descriptionEn", a.request_method AS method, a.address, a.test_url AS "testUrl", a.status,
            a.updated_at AS "updatedAt", a.response_format AS "responseFormat", a.note, a.need_token AS "needToken",
            a.prototype AS "isPrototype", a.category_id AS "categoryId",
            coalesce((SELECT c.calls::int FROM api_call_total c WHERE c.api_id = a.id), 0) AS calls,
            EXISTS (SELECT 1 FROM api_review r WHERE r.api_id = a.id AND r.status = -1) AS "pendingReview",
            ${AWAITING_RELEASE} AS "awaitingRelease"
       FROM api a WHERE ${where} ORDER BY a.updated_at DESC, a.id DESC`,
    myApiRow,
    { prepare: false },
  );
const looksRow = z.object({
  response_example: z.string(),
  image_url: z.string(),
  response_schema: z.record(z.string(), z.unknown()).nullable(),
});
const looksStatement = statement<[id: number], typeof looksRow>(
  'authoring.api-looks',
  `SELECT response_example, image_url, response_schema FROM api WHERE id = $1`,
  looksRow,
);
const formParamRow = z.object({
  name: z.string(), type: z.string(), required: z.boolean(), description: z.string(), example: z.string(), location: z.enum(PARAM_LOCATIONS),
});
const formParamsStatement = statement<[id: number], typeof formParamRow>(
  'authoring.api-form-params',
  `SELECT name, type, required, note AS description, example, location FROM api_param WHERE api_id = $1 ORDER BY position, id`,
  formParamRow,
);
const tagIdRow = z.object({ tag_id: z.number() });
const tagIdsStatement = statement<[id: number], typeof tagIdRow>(
  'authoring.api-tag-ids',
  `SELECT tag_id FROM api_tag WHERE api_id = $1 ORDER BY tag_id`,
  tagIdRow,
);
const publishConfigRow = z.object({
  deploy_type: z.string().nullable(),
  gray_scale: z.number().nullable(),
  parameters: z.unknown(),
  updated_at: z.date(),
});
const publishConfigStatement = statement<[apiId: number], typeof publishConfigRow>(
  'authoring.publish-config',
  `SELECT deploy_type, gray_scale, parameters, updated_at FROM api_publish_config WHERE api_id = $1`,
  publishConfigRow,
);
const idRow = z.object({ id: z.number() });
const tagsStatement = statement<[ids: number[]], typeof idRow>('authoring.tags', `SELECT id FROM tag WHERE id = ANY($1)`, idRow);
const dropTagsCommand = command<[apiId: number]>('authoring.drop-tags', `DELETE FROM api_tag WHERE api_id = $1`);
const addTagCommand = command<[apiId: number, tagId: number]>('authoring.add-tag', `INSERT INTO api_tag (api_id, tag_id) VALUES ($1, $2)`);
const iconCommand = command<[apiId: number, image: string]>(
  'authoring.icon',
  `UPDATE api SET image_url = $2 WHERE id = $1 AND ($2 <> '' OR image_url LIKE 'icon:%')`,
);
const categoryStatement = statement<[id: number], typeof idRow>('authoring.category', `SELECT id FROM category WHERE id = $1`, idRow);
const createCommand = command<
  [
    name: string,
    description: string,
    method: string,
    address: string,
    testUrl: string,
    responseFormat: string,
    note: string,
    needToken: boolean,
    categoryId: number | null,
    creatorId: number | null,
    status: number,
    responseExample: string,
    prototype: boolean,
  ],
  typeof idRow
>(
  'authoring.create',
  `INSERT INTO api (name, description, request_method, address, test_url, response_format, note, need_token,
                    category_id, creator_id, status, response_example, prototype)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
  idRow,
);
const describedRow = z.object({
  name: z.string(),
  description: z.string(),
  test_url: z.string(),
  note: z.string(),
  category_id: z.number().nullable(),
});
const describedStatement = statement<[id: number], typeof describedRow>(
  'authoring.described',
  `SELECT name, description, test_url, note, category_id FROM api WHERE id = $1`,
  describedRow,
);
const describeCommand = command<
  [id: number, name: string, description: string, testUrl: string, note: string, needToken: boolean, categoryId: number | null, prototype: boolean | null]
>(
  'authoring.describe',
  `UPDATE api SET name = $2, description = $3, test_url = $4, note = $5, need_token = $6, category_id = $7,
          prototype = coalesce($8, prototype), updated_at = now()
    WHERE id = $1`,
);
const rejectReasonRow = z.object({ comment: z.string().nullable() });
const rejectReasonStatement = statement<[id: number], typeof rejectReasonRow>(
  'authoring.reject-reason',
  `SELECT comment FROM api_review WHERE api_id = $1 AND status = 0 ORDER BY reviewed_at DESC, id DESC LIMIT 1`,
  rejectReasonRow,
);
const keepStableCommand = command<[apiId: number]>(
  'authoring.keep-stable',
  `INSERT INTO api_release_state (api_id, stable_address) SELECT id, address FROM api WHERE id = $1
   ON CONFLICT (api_id) DO UPDATE SET stable_address = coalesce(api_release_state.stable_address, EXCLUDED.stable_address)`,
);
const rolloutRequestCommand = command<[apiId: number, deployType: string, grayScale: number, parameters: string, by: number]>(
  'authoring.rollout-request',
  `INSERT INTO api_publish_config (api_id, deploy_type, gray_scale, parameters, updated_by, updated_at)
   VALUES ($1, $2, $3, $4, $5, now())
   ON CONFLICT (api_id) DO UPDATE SET deploy_type = $2, gray_scale = $3, parameters = $4, updated_by = $5, updated_at = now()`,
);

export interface MyApiDetailRow extends MyApiRow {
  responseExample: string;
  /** The answer's JSON schema (api.response_schema) as JSON text; null: none. */
  responseSchema: string | null;
  parameters: CheckedParam[];
  tagIds: number[];
  /** The icon chosen from API_ICONS, '' when none (the category's icon, or an uploaded image). */
  iconKey: string;
}

export interface StoredPublishConfig {
  deployType: 'gray' | 'full';
  grayScale: number;
  parameters: CheckedParam[];
  updatedAt: Date;
}

export interface PublishConfigInput {
  apiId: number;
  deployType: string;
  grayScale?: number;
  parameters?: ParamInput[];
}

export const DEFAULT_REJECT_REASON = NO_REASON;

/** The creator's "My API" workflows; every query is scoped to the caller's own APIs. */
export class AuthoringService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly workflow: ApiWorkflowService,
    private readonly upstreamAddresses: UpstreamAddressRule,
    private readonly revisions: ApiRevisionService,
  ) {
    this.sql = sqlOn(ds);
  }

  /** What the SSRF guard would refuse at call time is refused now, when the form is saved. */
  private async checkAddresses(form: ApiForm, current?: { address: string; testUrl: string }): Promise<void> {
    if (form.address !== current?.address) await this.upstreamAddresses.check(form.address, { zh: '接口地址', en: 'API address' });
    if (form.testUrl !== current?.testUrl) await this.upstreamAddresses.check(form.testUrl, { zh: '测试地址', en: 'Test address' });
  }

  /** Creators see their own APIs; an admin's own list is the platform's (no creator). */
  async listOwn(actor: Actor, filter: { name?: string; status?: number } = {}): Promise<MyApiRow[]> {
    const user = authorize(actor, authoringPolicy.readOwn);
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
  async getOwn(actor: Actor, id: number, em?: EntityManager): Promise<MyApiRow> {
    const user = authorize(actor, authoringPolicy.readOwn);
    const rows =
      user.role === 'ADMIN'
        ? await this.select('a.id = $1', [id], em)
        : await this.select('a.id = $1 AND a.creator_id = $2', [id, user.creatorId ?? -1], em);
    if (!rows[0]) throw apiNotFound();
    return rows[0];
  }

  /** One own API with what the edit form also shows: its parameters and sample response. */
  async getOwnDetail(actor: Actor, id: number): Promise<MyApiDetailRow> {
    const user = authorize(actor, authoringPolicy.readOwn);
    const api = await this.getOwn(user, id);
    const [extra, parameters, tags] = await Promise.all([
      this.sql.first(looksStatement, [id]),
      this.sql.all(formParamsStatement, [id]),
      this.sql.all(tagIdsStatement, [id]),
    ]);
    const image = extra?.image_url ?? '';
    return {
      ...api,
      responseExample: extra?.response_example ?? '',
      responseSchema: schemaText(extra?.response_schema),
      parameters,
      tagIds: tags.map((t) => t.tag_id),
      iconKey: image.startsWith(ICON_PREFIX) ? image.slice(ICON_PREFIX.length) : '',
    };
  }

  /** The rollout request stored for one own API; null before the first one. */
  async publishConfig(actor: Actor, apiId: number): Promise<StoredPublishConfig | null> {
    const user = authorize(actor, authoringPolicy.readOwn);
    await this.getOwn(user, apiId);
    const row = await this.sql.first(publishConfigStatement, [apiId]);
    if (!row || (row.deploy_type !== 'gray' && row.deploy_type !== 'full')) return null;
    const storedParams = z.array(formParamRow).safeParse(row.parameters);
    return {
      deployType: row.deploy_type,
      grayScale: Number(row.gray_scale ?? 10000),
      parameters: storedParams.success ? storedParams.data : [],
      updatedAt: row.updated_at,
    };
  }

  private async select(where: string, params: unknown[], em?: EntityManager): Promise<MyApiRow[]> {
    const rows = await this.sql.all(myApisStatement(where), params, em);
    const waiting = await this.revisions.waitingFor(rows.map((r) => r.id));
    return rows.map((r) => {
      const rev = waiting.get(r.id);
      return { ...r, pendingRevision: rev ? toPendingRevision(rev) : null };
    });
  }

  /** Tags and icon as the form sent them; what it left out stays as it is. */
  private async writeLooks(em: EntityManager, id: number, form: ApiForm): Promise<void> {
    if (form.tags !== undefined) {
      const found = form.tags.length ? await this.sql.all(tagsStatement, [form.tags], em) : [];
      if (found.length !== form.tags.length) throw badInput('标签不存在', 'Unknown tag');
      await this.sql.run(dropTagsCommand, [id], em);
      for (const tag of form.tags) await this.sql.run(addTagCommand, [id, tag], em);
    }
    if (form.icon !== undefined) {
      // An uploaded image (not an `icon:` choice) is replaced only by a chosen icon.
      await this.sql.run(iconCommand, [id, form.icon ? `${ICON_PREFIX}${form.icon}` : ''], em);
    }
  }

  private async checkCategory(em: EntityManager, categoryId: number | null): Promise<void> {
    if (categoryId === null) return;
    if (!(await this.sql.first(categoryStatement, [categoryId], em))) throw badInput('分类不存在', 'Category not found');
  }

  /** The contract the form asks for; fields it leaves out (parameters, sample response) stay as they are. */
  private proposedContract(form: ApiForm, current: ApiContract, sent: { params: boolean; example: boolean }): ApiContract {
    const responseSchema = form.responseSchema === undefined ? current.responseSchema : form.responseSchema;
    const notes = new Map(current.params.map((p) => [p.name, p]));
    return {
      address: form.address,
      method: form.method,
      responseFormat: form.responseFormat,
      needToken: form.needToken,
      responseExample: sent.example ? form.responseExample : current.responseExample,
      responseSchema,
      params: sent.params
        ? form.parameters.map((p) => {
            const was = notes.get(p.name);
            // An unchanged note keeps its English translation.
            return {
              name: p.name, type: p.type, required: p.required, note: p.description, noteEn: was?.note === p.description ? was.noteEn : '',
              example: p.example, location: p.location,
            };
          })
        : current.params,
    };
  }

  /**
   * A new API is a draft (-1) owned by the caller's creator profile. Given a unit (an Idempotency-Key),
   * it is written and read back inside the unit's transaction.
   */
  async create(actor: Actor, input: ApiFormInput, unit?: CreateUnit): Promise<MyApiRow> {
    // Signed in before the form is read; the creator-profile part of the rule after (as before).
    const signedIn = admit(actor, authoringPolicy.create.need);
    const form = checkApiForm(input);
    const user = authorize(signedIn, authoringPolicy.create);
    await this.checkAddresses(form);
    const id = await declaredWrite(authoringCache.writes.api(), () => transactionOf(this.ds, unit, async (em) => {
      await this.checkCategory(em, form.categoryId);
      const { rows } = await this.sql.run(
        createCommand,
        [form.name, form.description, form.method, form.address, form.testUrl, form.responseFormat, form.note,
          form.needToken, form.categoryId, user.creatorId, ApiStatus.Draft, form.responseExample, form.prototype ?? false],
        em,
      );
      const id = rows[0]!.id;
      await writeContract(em, id, this.proposedContract(form, { ...(await readContract(em, id)), params: [] }, { params: true, example: true }));
      await this.writeLooks(em, id, form);
      return id;
    }));
    return this.getOwn(user, id, unit?.em);
  }

  /**
   * Descriptive fields change at once. The contract (address, method, response format and example,
   * parameters) of a draft or rejected API too; of a listed API (status ≥ 0) a change is a revision that
   * waits for review and release while the published version keeps serving (issue #16.2).
   */
  /**
   * PATCH semantics (#26.4): a field the input leaves out (undefined) keeps its value — the API's for the
   * descriptive fields, the waiting revision's (else the released one's) for the contract; `category: null`
   * clears the category. Turning a listed API's token requirement on acts at once; turning it off is part
   * of the revision, so the API stays protected until the change is reviewed and released.
   */
  async update(actor: Actor, id: number, input: ApiFormInput): Promise<{ api: MyApiRow; revision: PendingRevisionRow | null }> {
    const user = authorize(actor, authoringPolicy.edit);
    const revision = await this.workflow.transaction(async (em) => {
      const api = await this.workflow.lockApi(em, user, id);
      const stored = (await this.sql.first(describedStatement, [id], em))!;
      const current = await readContract(em, id);
      const listed = api.status >= 0;
      const base = (listed ? await this.revisions.waiting(em, id) : null) ?? current;
      const before = { address: current.address, testUrl: stored.test_url };
      const form = checkApiForm(
        {
          name: input.name ?? stored.name,
          description: input.description ?? stored.description,
          rqsType: input.rqsType ?? base.method,
          apiurl: input.apiurl ?? base.address,
          testurl: input.testurl ?? stored.test_url,
          resType: input.resType ?? base.responseFormat,
          note: input.note ?? stored.note,
          isneedtoken: input.isneedtoken ?? base.needToken,
          prototype: input.prototype,
          category: input.category === undefined ? stored.category_id : input.category,
          parameters: input.parameters,
          respose: input.respose,
          responseSchema: input.responseSchema,
          tags: input.tags,
          icon: input.icon,
        },
        before,
      );
      await this.checkAddresses(form, before);
      await this.checkCategory(em, form.categoryId);
      // A stricter rule needs no review: a listed API asks for a token from now on.
      const needToken = listed ? current.needToken || form.needToken : form.needToken;
      await this.sql.run(
        describeCommand,
        [id, form.name, form.description, form.testUrl, form.note, needToken, form.categoryId, form.prototype ?? null],
        em,
      );
      await this.writeLooks(em, id, form);
      this.workflow.touch(em, id);
      const proposed = this.proposedContract(form, base, {
        params: input.parameters !== undefined,
        example: input.respose !== undefined,
      });
      if (listed) return this.revisions.propose(em, api, proposed, user);
      // An approved, unreleased API whose contract changes goes back to review: only what was reviewed is released.
      if ((await this.workflow.awaitingRelease(em, id)) && changedFields(current, proposed).length) {
        await this.workflow.reopenReview(em, api, user);
      }
      await writeContract(em, id, proposed);
      return null;
    });
    return { api: await this.getOwn(user, id), revision: revision && toPendingRevision(revision) };
  }

  /**
   * The toggle: draft (-1, -2) → published (1) is a submit (review mode decides), published → offline (0).
   * Anything else: 当前状态不允许进行此操作.
   */
  async changeStatus(actor: Actor, id: number, to: number): Promise<{ api: MyApiRow; published: boolean }> {
    const user = authorize(actor, authoringPolicy.changeStatus);
    const published = await this.workflow.transaction(async (em) => {
      const api = await this.workflow.lockApi(em, user, id);
      if (to === ApiStatus.Published && (await this.workflow.awaitingRelease(em, api.id))) {
        // Approved and not released: the toggle is its creator's full release (a gray one is the publish configuration).
        await this.workflow.release(em, api, user, 'full', 10000);
        return true;
      }
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
  async rejectReason(actor: Actor, id: number): Promise<{ zh: string; en: string }> {
    const user = authorize(actor, authoringPolicy.readOwn);
    await this.getOwn(user, id);
    const comment = (await this.sql.first(rejectReasonStatement, [id]))?.comment?.trim();
    return comment ? { zh: comment, en: comment } : DEFAULT_REJECT_REASON;
  }

  /**
   * A review-failed (-3) API, or one a traffic policy shut down (0, last taken offline automatically),
   * goes back into review as a draft submitted again: an administrator decides (README: traffic verdicts).
   */
  async resubmit(actor: Actor, id: number): Promise<{ api: MyApiRow; published: boolean }> {
    const user = authorize(actor, authoringPolicy.resubmit);
    const published = await this.workflow.transaction(async (em) => {
      const api = await this.workflow.lockApi(em, user, id);
      if (api.status === ApiStatus.Offline && !(await this.workflow.shutDownByPolicy(em, api.id))) {
        throw new AppError('CONFLICT', {
          zh: '只有被流量策略自动下架的接口可以从下架状态重新提交审核',
          en: 'From offline, only an API a traffic policy shut down can be resubmitted for review',
        });
      }
      if (api.status !== ApiStatus.ReviewFailed && api.status !== ApiStatus.Offline) throw statusNotAllowed();
      await this.workflow.setStatus(em, api, ApiStatus.Draft, user, '重新提交审核');
      return (await this.workflow.submit(em, api, user, '重新提交审核')).published;
    });
    return { api: await this.getOwn(user, id), published };
  }

  /** The creator's rollout request: gray with a share of 100–10000 in steps of 100, or full (10000). */
  async submitPublishConfig(actor: Actor, input: PublishConfigInput): Promise<void> {
    const user = authorize(actor, authoringPolicy.requestRollout);
    if (input.deployType !== 'gray' && input.deployType !== 'full') {
      throw badInput('发布方式只能是 gray 或 full', 'Deploy type must be gray or full');
    }
    const grayScale = input.deployType === 'full' ? 10000 : input.grayScale;
    if (grayScale === undefined || !Number.isInteger(grayScale) || grayScale < 100 || grayScale > 10000 || grayScale % 100 !== 0) {
      throw badInput('灰度比例须为 100–10000 且为 100 的倍数', 'Gray scale must be 100–10000 in steps of 100');
    }
    checkParams(input.parameters);
    await this.workflow.transaction(async (em) => {
      const api = await this.workflow.lockApi(em, user, input.apiId);
      // Parameters without a location get the default of the API's method and address.
      const contract = await readContract(em, api.id);
      const parameters = checkParams(input.parameters, contract.method, contract.address);
      // A revision that passed review goes live with the creator's own rollout; an unreviewed one never does.
      const waiting = await this.revisions.waiting(em, api.id);
      if (waiting?.status === RevisionStatus.Passed) {
        await this.revisions.release(em, api, waiting, input.deployType === 'gray' ? 'gray' : 'full', grayScale, user);
      } else if (await this.workflow.awaitingRelease(em, api.id)) {
        // A pass approved it; this configuration is its release (#34.6), gray to its share or in full.
        await this.workflow.release(em, api, user, input.deployType === 'gray' ? 'gray' : 'full', grayScale);
      } else if (api.status === ApiStatus.Published) {
        // Nothing new to roll out (#26.7): the address served now is the version everyone keeps getting,
        // so callers outside the gray share are not left without one (503) before anyone was served it.
        await this.sql.run(keepStableCommand, [api.id], em);
      }
      await this.sql.run(rolloutRequestCommand, [input.apiId, input.deployType, grayScale, JSON.stringify(parameters), user.id], em);
    });
  }
}
