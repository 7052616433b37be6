import type { DataSource, EntityManager } from 'typeorm';
import type { PARAM_CHANGES, SERVING_STATES } from './authoring.types.js';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import type { AuthUser } from '../../core/auth-user.js';
import { AppError, notFound, type Lang } from '../../core/errors.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import { ApiWorkflowService, ReviewMode, type OwnedApi } from './api-workflow.service.js';
import { releaseIntoVersion } from '../versions/api-version.service.js';
import { classifyChanges, isBreaking } from '../versions/change-classes.rules.js';
import {
  changedFields,
  insertRevision,
  latestReleased,
  readContract,
  recordReleased,
  REVISION_COLUMNS,
  revisionRow,
  RevisionStatus,
  writeContract,
  type ApiContract,
  type ContractParam,
  type StoredRevision,
} from './revision-store.js';

export type { ApiContract, ContractField, ContractParam, StoredRevision } from './revision-store.js';
/** A stored revision's row schema (others read parts of a revision, e.g. the review desk's marker). */
export { revisionRow } from './revision-store.js';

/** A revision waiting for review (PENDING) or for its release (PASSED), as its creator sees it. */
export type WaitingState = 'PENDING' | 'PASSED';
export const waitingState = (r: StoredRevision): WaitingState =>
  r.status === RevisionStatus.Pending ? 'PENDING' : 'PASSED';

export interface ParamView {
  name: string;
  type: string;
  required: boolean;
  note: string;
  example: string;
  location: string;
}

export interface ParamChange {
  change: (typeof PARAM_CHANGES)[number];
  name: string;
  before: ParamView | null;
  after: ParamView | null;
  /** For `changed`: which of type, required, note, example, location differ. */
  fields: string[];
}

export interface ValueChange {
  before: string;
  after: string;
}

/** How a released revision serves now: the latest is CURRENT, GRAY (to its share) or ROLLED_BACK. */
export type ServingState = (typeof SERVING_STATES)[number];

/** One entry of an API's public change history (变更记录): what changed against the revision before it. */
export interface ChangeEntry {
  number: number;
  releasedAt: Date;
  deployType: 'gray' | 'full';
  /** Ten-thousandths of callers the release was for (10000 = everyone). */
  grayShare: number;
  state: ServingState;
  /** The first version: nothing before it to compare. */
  initial: boolean;
  /** The upstream itself is the creator's and is never shown; only that it changed. */
  addressChanged: boolean;
  method: ValueChange | null;
  responseFormat: ValueChange | null;
  responseExample: ValueChange | null;
  params: ParamChange[];
  paramCount: number;
}

const HISTORY_MAX = 50;

const view = (p: ContractParam, lang: Lang): ParamView => ({
  name: p.name,
  type: p.type,
  required: p.required,
  note: lang === 'en' && p.noteEn ? p.noteEn : p.note,
  example: p.example,
  location: p.location,
});

function paramChanges(before: ContractParam[], after: ContractParam[], lang: Lang): ParamChange[] {
  const old = new Map(before.map((p) => [p.name, p]));
  const out: ParamChange[] = [];
  for (const p of after) {
    const was = old.get(p.name);
    if (!was) {
      out.push({ change: 'added', name: p.name, before: null, after: view(p, lang), fields: [] });
      continue;
    }
    old.delete(p.name);
    const fields = (['type', 'required', 'note', 'example', 'location'] as const).filter((f) => was[f] !== p[f]);
    if (fields.length) out.push({ change: 'changed', name: p.name, before: view(was, lang), after: view(p, lang), fields });
  }
  for (const p of old.values()) out.push({ change: 'removed', name: p.name, before: view(p, lang), after: null, fields: [] });
  return out;
}

const valueChange = (before: string, after: string): ValueChange | null => (before === after ? null : { before, after });

export const revisionNotReleasable = () =>
  new AppError('CONFLICT', {
    zh: '该修订尚未通过审核，不能发布',
    en: 'This revision has not passed review and cannot be released',
  });

const waitingStatement = statement<[apiId: number], typeof revisionRow>(
  'authoring.revision-waiting',
  `SELECT ${REVISION_COLUMNS} FROM api_contract_revision r WHERE r.api_id = $1 AND r.status IN (-1, 1) FOR UPDATE`,
  revisionRow,
);
const waitingForStatement = statement<[apiIds: number[]], typeof revisionRow>(
  'authoring.revisions-waiting',
  `SELECT ${REVISION_COLUMNS} FROM api_contract_revision r WHERE r.api_id = ANY($1::int[]) AND r.status IN (-1, 1)`,
  revisionRow,
);
const dropOpenReviewCommand = command<[revisionId: number]>(
  'authoring.revision-review-drop',
  `DELETE FROM api_review WHERE revision_id = $1 AND status = -1`,
);
const withdrawCommand = command<[revisionId: number]>(
  'authoring.revision-withdraw',
  `UPDATE api_contract_revision SET status = 3, updated_at = now() WHERE id = $1`,
);
const updateWaitingCommand = command<
  [
    id: number,
    address: string,
    method: string,
    responseFormat: string,
    responseExample: string,
    params: string,
    changed: string[],
    submittedBy: number,
    needToken: boolean,
    classification: string,
    breaking: boolean,
    responseSchema: string,
  ],
  typeof revisionRow
>(
  'authoring.revision-update',
  `UPDATE api_contract_revision AS r SET address = $2, request_method = $3, response_format = $4, response_example = $5,
          parameters = $6::jsonb, changed_fields = $7::text[], submitted_by = $8, need_token = $9, updated_at = now(),
          classification = $10::jsonb, breaking = $11, version_override_by = NULL, version_override_reason = NULL,
          response_schema = $12::jsonb
    WHERE r.id = $1 RETURNING ${REVISION_COLUMNS}`,
  revisionRow,
);
const openReviewStatement = statement<[apiId: number], z.ZodObject<{ open: z.ZodNumber }>>(
  'authoring.revision-open-review',
  `SELECT 1 AS open FROM api_review WHERE api_id = $1 AND status = -1`,
  z.object({ open: z.number() }),
);
const reviewRevisionCommand = command<[apiId: number, submittedBy: number, revisionId: number, status: number, comment: string | null]>(
  'authoring.revision-review',
  `INSERT INTO api_review (api_id, submitted_by, revision_id, status, comment, reviewed_at)
   VALUES ($1, $2, $3, $4::smallint, $5, CASE WHEN $4::smallint = 1 THEN now() END)`,
);
const decidedRow = z.object({ number: z.number() });
const decideCommand = command<[revisionId: number, status: number], typeof decidedRow>(
  'authoring.revision-decide',
  `UPDATE api_contract_revision SET status = $2, reviewed_at = now(), updated_at = now() WHERE id = $1 AND status = -1
   RETURNING number`,
  decidedRow,
);
const servingRow = z.object({
  address: z.string(),
  deploy_type: z.string().nullable(),
  share: z.number().nullable(),
  stable_address: z.string().nullable(),
  rolled_back_address: z.string().nullable(),
});
const servingStatement = statement<[apiId: number], typeof servingRow>(
  'authoring.revision-serving',
  `SELECT a.address, c.deploy_type, coalesce(c.threshold, c.gray_scale) AS share, s.stable_address, s.rolled_back_address
     FROM api a LEFT JOIN api_publish_config c ON c.api_id = a.id LEFT JOIN api_release_state s ON s.api_id = a.id
    WHERE a.id = $1`,
  servingRow,
);
const releaseSchemaCommand = command<[apiId: number, revisionId: number]>(
  'authoring.revision-release-schema',
  `UPDATE api a SET response_schema = nullif(r.response_schema, 'null'::jsonb) FROM api_contract_revision r
    WHERE a.id = $1 AND r.id = $2 AND r.response_schema IS NOT NULL`,
);
const releaseStateCommand = command<[apiId: number, stable: string | null]>(
  'authoring.revision-release-state',
  `INSERT INTO api_release_state (api_id, stable_address, rolled_back_address) VALUES ($1, $2, NULL)
   ON CONFLICT (api_id) DO UPDATE SET stable_address = $2, rolled_back_address = NULL, updated_at = now()`,
);
const releaseConfigCommand = command<[apiId: number, deployType: 'gray' | 'full', share: number, by: number]>(
  'authoring.revision-release-config',
  `INSERT INTO api_publish_config (api_id, deploy_type, gray_scale, threshold, updated_by, updated_at)
   VALUES ($1, $2, $3, $3, $4, now())
   ON CONFLICT (api_id) DO UPDATE SET deploy_type = $2, gray_scale = $3, threshold = $3, updated_by = $4, updated_at = now()`,
);
const releasedCommand = command<[revisionId: number, deployType: 'gray' | 'full', share: number, version: number]>(
  'authoring.revision-released',
  `UPDATE api_contract_revision SET status = 2, released_at = now(), updated_at = now(), deploy_type = $2, gray_share = $3,
          version_number = $4
    WHERE id = $1`,
);
const historyApiRow = servingRow.extend({
  status: z.number(),
  visibility: z.string(),
  creator_id: z.number().nullable(),
  created_at: z.date(),
});
const historyApiStatement = statement<[apiId: number], typeof historyApiRow>(
  'authoring.history-api',
  `SELECT a.status, a.visibility, a.created_at, a.creator_id, a.address, c.deploy_type, coalesce(c.threshold, c.gray_scale) AS share,
          s.stable_address, s.rolled_back_address
     FROM api a LEFT JOIN api_publish_config c ON c.api_id = a.id LEFT JOIN api_release_state s ON s.api_id = a.id
    WHERE a.id = $1`,
  historyApiRow,
);
const historyStatement = statement<[apiId: number, limit: number], typeof revisionRow>(
  'authoring.history',
  `SELECT ${REVISION_COLUMNS} FROM api_contract_revision r WHERE r.api_id = $1 AND r.status = 2 ORDER BY r.number DESC LIMIT $2`,
  revisionRow,
);

/**
 * Revisions of a listed API's contract (issue #16.2). The API row keeps the released contract — what the
 * proxy serves; a change to it waits in `api_contract_revision` for review (through the same review desk as a new
 * API) and then for a gray or full release, which writes it into the API row and sets the rollout so that
 * callers outside a gray share keep the previous version. Released revisions are the public change history.
 */
export class ApiRevisionService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly workflow: ApiWorkflowService,
  ) {
    this.sql = sqlOn(ds);
  }

  /** The API's revision waiting for review or release, locked. */
  async waiting(em: EntityManager, apiId: number): Promise<StoredRevision | null> {
    return this.sql.first(waitingStatement, [apiId], em);
  }

  /** The waiting revisions of many APIs (the creator's list) in one query. */
  async waitingFor(apiIds: readonly number[]): Promise<Map<number, StoredRevision>> {
    if (!apiIds.length) return new Map();
    const rows = await this.sql.all(waitingForStatement, [[...apiIds]]);
    return new Map(rows.map((r) => [r.apiId, r]));
  }

  private async withdraw(em: EntityManager, rev: StoredRevision): Promise<void> {
    await this.sql.run(dropOpenReviewCommand, [rev.id], em);
    await this.sql.run(withdrawCommand, [rev.id], em);
  }

  /**
   * A change to a listed API's contract. Unchanged: nothing waits (a waiting revision is withdrawn, the
   * creator went back to what is live). A revision still waiting for review takes the new contract in
   * place; otherwise a new revision is opened (a passed one not yet released is replaced) and goes to
   * review — passed at once in automatic review mode, like a new API.
   */
  async propose(em: EntityManager, api: OwnedApi, proposed: ApiContract, actor: AuthUser): Promise<StoredRevision | null> {
    const current = await readContract(em, api.id);
    const waiting = await this.waiting(em, api.id);
    const changed = changedFields(current, proposed);
    if (!changed.length) {
      if (waiting) {
        await this.withdraw(em, waiting);
        await this.workflow.audit(em, api, actor, `撤回修订 #${waiting.number}`);
      }
      return null;
    }
    if (waiting && !changedFields(waiting, proposed).length) return waiting;
    // Each difference from what callers have now, breaking or not (issue #30): a breaking one starts a new version.
    const classified = classifyChanges(current, proposed);
    if (waiting?.status === RevisionStatus.Pending) {
      // A changed contract needs the administrator's override anew.
      const { rows } = await this.sql.run(
        updateWaitingCommand,
        [waiting.id, proposed.address, proposed.method, proposed.responseFormat, proposed.responseExample,
          JSON.stringify(proposed.params), changed, actor.id, proposed.needToken, JSON.stringify(classified), isBreaking(classified),
          JSON.stringify(proposed.responseSchema ?? null)],
        em,
      );
      await this.workflow.audit(em, api, actor, `更新待审核修订 #${waiting.number}`);
      return rows[0]!;
    }
    if (waiting) await this.withdraw(em, waiting);
    const open = await this.sql.all(openReviewStatement, [api.id], em);
    if (open.length) {
      throw new AppError(
        'CONFLICT',
        { zh: '该接口已在审核中，请等待审核', en: 'This API is already waiting for review' },
        { reason: 'ALREADY_IN_REVIEW' },
      );
    }
    // An API listed before revisions existed gets its live contract as the first version.
    if (!(await latestReleased(em, api.id))) await recordReleased(em, api.id, null, true);
    const automatic = (await this.workflow.reviewMode(em)) === ReviewMode.Automatic;
    const rev = await insertRevision(em, api.id, proposed, {
      status: automatic ? RevisionStatus.Passed : RevisionStatus.Pending,
      changed,
      submittedBy: actor.id,
      classified,
    });
    await this.sql.run(reviewRevisionCommand, [api.id, actor.id, rev.id, automatic ? 1 : -1, automatic ? '自动通过' : null], em);
    await this.workflow.audit(em, api, actor, `提交修订 #${rev.number}${automatic ? '（自动通过）' : ''}`);
    return rev;
  }

  /** The review desk's verdict on a revision: passed (waits for its release) or rejected (never served). */
  async decide(em: EntityManager, api: OwnedApi, revisionId: number, pass: boolean, admin: AuthUser, reason: string): Promise<void> {
    const { rows } = await this.sql.run(decideCommand, [revisionId, pass ? RevisionStatus.Passed : RevisionStatus.Rejected], em);
    const n = rows[0]?.number;
    if (n === undefined) return;
    await this.workflow.audit(em, api, admin, pass ? `修订 #${n} 审核通过` : `修订 #${n} 未通过：${reason || '未提供具体原因'}`);
    await this.workflow.notify(em, api, pass ? 'passed' : 'rejected', admin, pass
      ? { zh: `你的接口「${api.name}」的修订 #${n} 已通过审核，可以发布`, en: `Revision #${n} of your API "${api.name}" passed review and can be released` }
      : { zh: `你的接口「${api.name}」的修订 #${n} 未通过审核`, en: `Revision #${n} of your API "${api.name}" was rejected` });
  }

  /**
   * Releases a passed revision: its contract goes into the API row; the version everyone was served so
   * far becomes the stable one that callers outside a gray share keep (the proxy's gray routing, with its
   * self-promotion and rollback); a rolled-back address may be served again since this is a reviewed change.
   */
  async release(
    em: EntityManager,
    api: OwnedApi,
    rev: StoredRevision,
    deployType: 'gray' | 'full',
    share: number,
    actor: AuthUser,
  ): Promise<void> {
    if (rev.status !== RevisionStatus.Passed) throw revisionNotReleasable();
    const grayShare = deployType === 'full' ? 10000 : share;
    const b = (await this.sql.first(servingStatement, [api.id], em))!;
    // What callers outside a gray share get now: the stable version while a gray release or a rollback holds, else the address.
    const rolledBack = b.rolled_back_address !== null && b.rolled_back_address === b.address;
    const grayNow = b.deploy_type === 'gray' && Number(b.share ?? 10000) < 10000 && b.stable_address !== b.address;
    const stable = rolledBack || grayNow ? b.stable_address : b.address;
    // Versions (issue #30): a breaking revision starts the next version (unless an administrator recorded an
    // override), anything else updates the latest; the versions before keep the contract they had.
    const version = await releaseIntoVersion(em, api.id, {
      number: rev.number,
      address: rev.address,
      method: rev.method,
      responseExample: rev.responseExample,
      breaking: rev.breaking,
      overridden: rev.versionOverride !== null,
    });
    await writeContract(em, api.id, rev);
    // An import's response schema waited on this revision (see ApiImportService.remember).
    await this.sql.run(releaseSchemaCommand, [api.id, rev.id], em);
    await this.sql.run(releaseStateCommand, [api.id, stable], em);
    await this.sql.run(releaseConfigCommand, [api.id, deployType, grayShare, actor.id], em);
    await this.sql.run(releasedCommand, [rev.id, deployType, grayShare, Number(version.slice(1))], em);
    this.workflow.touch(em, api.id);
    await this.workflow.audit(
      em,
      api,
      actor,
      `${deployType === 'gray' ? `修订 #${rev.number} 灰度发布 ${grayShare}` : `修订 #${rev.number} 全量发布`}（${version}）`,
    );
  }

  /**
   * The public change history of an API (newest first), under the one visibility rule: a private API's
   * history answers like a missing API for anyone but its creator and administrators.
   */
  async history(apiId: number, viewer: AuthUser | null, lang: Lang): Promise<ChangeEntry[]> {
    const a = await this.sql.first(historyApiStatement, [apiId]);
    if (!a || a.status < 0 || !visibleTo(viewer, { visibility: a.visibility, creatorId: a.creator_id, status: a.status })) {
      throw notFound(`接口 ${apiId} 不存在`, `API ${apiId} does not exist`);
    }
    let rows: StoredRevision[] = await this.sql.all(historyStatement, [apiId, HISTORY_MAX + 1]);
    if (!rows.length) {
      // Listed before revisions existed and never changed since: its one version is the contract it serves.
      const live = await readContract(this.ds.manager, apiId);
      rows = [{ ...live, id: 0, apiId, number: 1, status: RevisionStatus.Released, changedFields: [], createdAt: a.created_at,
        updatedAt: a.created_at, releasedAt: a.created_at, deployType: 'full', grayShare: 10000, changes: [], breaking: false,
        versionOverride: null, versionNumber: 1 }];
    }
    const latestState = (): ServingState => {
      if (a.rolled_back_address !== null && a.rolled_back_address === a.address) return 'ROLLED_BACK';
      if (a.deploy_type === 'gray' && Number(a.share ?? 10000) < 10000 && a.stable_address !== a.address) return 'GRAY';
      return 'CURRENT';
    };
    const top = latestState();
    return rows.slice(0, HISTORY_MAX).map((r, i) => {
      const prev = rows[i + 1];
      const state: ServingState = i === 0 ? top : i === 1 && top !== 'CURRENT' ? 'CURRENT' : 'PAST';
      return {
        number: r.number,
        releasedAt: r.releasedAt ?? r.createdAt,
        deployType: r.deployType ?? 'full',
        grayShare: r.grayShare ?? 10000,
        state,
        initial: !prev,
        addressChanged: !!prev && prev.address !== r.address,
        method: prev ? valueChange(prev.method, r.method) : null,
        responseFormat: prev ? valueChange(prev.responseFormat, r.responseFormat) : null,
        responseExample: prev ? valueChange(prev.responseExample, r.responseExample) : null,
        params: prev ? paramChanges(prev.params, r.params, lang) : [],
        paramCount: r.params.length,
      };
    });
  }
}
