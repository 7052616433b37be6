import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { CacheDep } from '../../core/read-cache.js';
import { AppError, badInput, notFound, type Lang } from '../../core/errors.js';
import { authorize, type Actor } from '../../core/policy.js';
import { declaredWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import { RefreshingCache } from '../open-call/open-call.service.js';
import { versionName, versionNumber } from './change-classes.rules.js';
import { ensureFirstVersion, statusAt, versionsOf, type StoredVersion } from './version-store.js';
import { rescheduleRemindersCommand } from './version-notices.service.js';
import { versionsPolicy } from './versions.policy.js';
import { TtlCache } from './ttl-cache.js';
import { versionsCache } from './versions.cache.js';
import type { ApiVersion } from './versions.types.js';

/** A sunset further ahead is refused (PostgreSQL cannot store years past 9999; ten years is plenty). */
const MAX_SUNSET_AHEAD_MS = 10 * 366 * 86_400_000;

export { releaseIntoVersion, rollbackVersions, type ReleasedContract, type VersionStatus } from './version-store.js';

/** What an open call needs of the version it asked for (or got by default). */
export interface ResolvedVersion {
  name: string;
  /** The newest version: routed like the API row (gray releases, rollbacks); an older one goes to its own address. */
  latest: boolean;
  address: string;
  /** Deprecation (RFC 9745), Sunset (RFC 8594), Link rel="successor-version"; and Api-Version always. */
  headers: Record<string, string>;
}

const callsRow = z.object({ version: z.string(), n: z.number() });
const calls30dStatement = statement<[apiId: number, now: string], typeof callsRow>(
  'versions.calls-30d',
  `SELECT coalesce(version, 'v1') AS version, count(*)::int AS n FROM api_call
    WHERE api_id = $1 AND requested_at >= $2::timestamptz - interval '30 days' GROUP BY 1`,
  callsRow,
);
const apiContractRow = z.object({ created_at: z.date(), request_method: z.string(), response_example: z.string() });
const apiContractStatement = statement<[apiId: number], typeof apiContractRow>(
  'versions.api-contract',
  `SELECT created_at, request_method, response_example FROM api WHERE id = $1`,
  apiContractRow,
);
const idRow = z.object({ id: z.number() });
const lockApiStatement = statement<[apiId: number], typeof idRow>('versions.lock-api', `SELECT id FROM api WHERE id = $1 FOR UPDATE`, idRow);
const deprecateCommand = command<[id: number, now: string, by: number | null, sunset: string, successor: number]>(
  'versions.deprecate',
  `UPDATE api_version SET deprecated_at = coalesce(deprecated_at, $2), deprecated_by = coalesce(deprecated_by, $3),
          sunset_at = $4, successor = $5, updated_at = now()
    WHERE id = $1`,
);
const overrideCommand = command<[apiId: number, adminId: number, reason: string], typeof idRow>(
  'versions.override-breaking',
  `UPDATE api_contract_revision SET version_override_by = $2, version_override_reason = $3, updated_at = now()
    WHERE api_id = $1 AND breaking AND status IN (-1, 1) RETURNING id`,
  idRow,
);
const changedRow = z.object({ at: z.date().nullable() });
const changedStatement = statement<[apiId: number], typeof changedRow>(
  'versions.changed-at',
  `SELECT max(updated_at) AS at FROM api_version WHERE api_id = $1`,
  changedRow,
);
const ownApiRow = z.object({ id: z.number(), name: z.string(), creatorId: z.number().nullable() });
const ownApiStatement = statement<[apiId: number], typeof ownApiRow>(
  'versions.own-api',
  `SELECT id, name, creator_id AS "creatorId" FROM api WHERE id = $1 AND status >= 0`,
  ownApiRow,
);
const visibleRow = z.object({ status: z.number(), visibility: z.string(), creator_id: z.number().nullable() });
const visibleStatement = statement<[apiId: number], typeof visibleRow>(
  'versions.visible-api',
  `SELECT status, visibility, creator_id FROM api WHERE id = $1`,
  visibleRow,
);

const unknownVersion = (apiId: number, name: string) =>
  new AppError(
    'NOT_FOUND',
    { zh: `接口 ${apiId} 没有版本 ${name}`, en: `API ${apiId} has no version ${name}` },
    { reason: 'API_VERSION_NOT_FOUND' },
  );

/** The seconds form RFC 9745 asks for: `@<unix seconds>`. */
const structuredDate = (d: Date) => `@${Math.floor(d.getTime() / 1000)}`;

/**
 * Versions of an API (issue #30): the list with each one's status, the deprecation with its sunset and
 * successor, and the open call's version resolution (cached like the call's target, its status read at the
 * injected clock, so a test moves time instead of waiting).
 */
export class ApiVersionService {
  /** Tells a version's callers of its deprecation (VersionNoticeService, set by the composition root). */
  afterDeprecation: (apiId: number, version: string) => Promise<unknown> = async () => 0;
  /** The clock every status is read at (tests move it). */
  now: () => Date = () => new Date();
  // The open-call path's cache: fresh within a second, and through a database outage the last versions
  // read are served (built-in APIs keep answering while PostgreSQL is down, as the call's target does).
  // Withdrawn versions included: a call pinning one is served the default (see resolve).
  private readonly cache = new RefreshingCache<number, StoredVersion[]>((id) => versionsOf(this.ds, id, true), 1000);

  // The last 30 days' calls per version, on every read of the version list: read at most once a minute.
  private readonly calls30d = new TtlCache<number, Map<string, number>>(async (apiId) => {
    const counts = await this.sql.all(calls30dStatement, [apiId, this.now().toISOString()]);
    return new Map(counts.map((c) => [c.version, c.n]));
  }, 60_000);

  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    /**
     * Told after a deprecation: every gateway forgets the API's cached versions (API_CHANGED), and its
     * read cache empties what the deprecation touches (`touches`: nothing, versions.cache.ts).
     */
    private readonly changed: (apiId: number, touches: readonly CacheDep[]) => void = () => {},
  ) {
    this.sql = sqlOn(ds);
  }

  invalidate(apiId: number): void {
    this.cache.invalidate(apiId);
  }

  /** Forgets the versions of each API announced as changed (a release, a deprecation; any gateway). */
  follow(changes: AsyncIterable<{ apiId: number }>): void {
    void (async () => {
      for await (const { apiId } of changes) this.invalidate(apiId);
    })().catch(() => undefined);
  }

  /** The version an open call asked for (`Api-Version` header or `version` query), else the latest stable. */
  async resolve(apiId: number, requested: string | undefined, lang: Lang): Promise<ResolvedVersion> {
    const now = this.now();
    const stored = await this.cache.get(apiId);
    const rows = stored.filter((r) => !r.withdrawn);
    // A version whose starting release was rolled back: everyone is served what is live again, named as it is.
    if (requested !== undefined && stored.some((r) => r.withdrawn && versionName(r.number) === requested)) requested = undefined;
    if (!rows.length) {
      // Never released since versions exist: its one version is v1, served as the API row says.
      if (requested !== undefined && requested !== 'v1') throw unknownVersion(apiId, requested);
      return { name: 'v1', latest: true, address: '', headers: { 'api-version': 'v1' } };
    }
    const top = rows[rows.length - 1]!;
    let v: StoredVersion | undefined;
    if (requested === undefined) {
      v = [...rows].reverse().find((r) => statusAt(r, now) === 'stable') ?? top;
    } else {
      const n = versionNumber(requested);
      v = n === null ? undefined : rows.find((r) => r.number === n);
      if (!v) throw unknownVersion(apiId, requested);
    }
    const name = versionName(v.number);
    const status = statusAt(v, now);
    const successor = v.successor === null ? null : versionName(v.successor);
    if (status === 'sunset') {
      const at = v.sunsetAt!.toISOString().slice(0, 10);
      throw new AppError(
        'GONE',
        successor
          ? { zh: `版本 ${name} 已于 ${at} 停止服务，请改用 ${successor}（Api-Version: ${successor}）`, en: `Version ${name} was sunset on ${at}; use ${successor} instead (Api-Version: ${successor})` }
          : { zh: `版本 ${name} 已于 ${at} 停止服务`, en: `Version ${name} was sunset on ${at}` },
        { reason: 'API_VERSION_SUNSET' },
      );
    }
    const headers: Record<string, string> = { 'api-version': name };
    if (status === 'deprecated') {
      headers.deprecation = structuredDate(v.deprecatedAt!);
      if (v.sunsetAt) headers.sunset = v.sunsetAt.toUTCString();
      if (successor) headers.link = `</api/open/api/${apiId}?version=${successor}>; rel="successor-version"`;
    }
    void lang;
    return { name, latest: v.number === top.number, address: v.address, headers };
  }

  /**
   * The older version served at `address` (a gray release of a new version sends the callers outside its
   * share to the previous stable address), resolved like a pinned call; null when no live older version has it.
   */
  async servedAt(apiId: number, address: string, lang: Lang): Promise<ResolvedVersion | null> {
    const rows = (await this.cache.get(apiId)).filter((r) => !r.withdrawn);
    const top = rows[rows.length - 1];
    const match = [...rows].reverse().find((r) => r !== top && r.address === address && statusAt(r, this.now()) !== 'sunset');
    return match ? this.resolve(apiId, versionName(match.number), lang) : null;
  }

  /** The API's versions, under the one visibility rule (a private API's answer like a missing one's). */
  async list(viewer: Actor, apiId: number): Promise<ApiVersion[]> {
    await this.visibleApi(viewer, apiId);
    const now = this.now();
    const rows = await versionsOf(this.ds, apiId);
    const calls = await this.calls30d.get(apiId);
    if (!rows.length) {
      const a = (await this.sql.first(apiContractStatement, [apiId]))!;
      return [{ version: 'v1', status: 'stable', sunset: null, successor: null, deprecatedAt: null, createdAt: a.created_at,
        isDefault: true, isLatest: true, calls30d: calls.get('v1') ?? 0, requestMethod: a.request_method, responseExample: a.response_example }];
    }
    const def = [...rows].reverse().find((r) => statusAt(r, now) === 'stable') ?? rows[rows.length - 1]!;
    return rows.map((r) => ({
      version: versionName(r.number),
      status: statusAt(r, now),
      sunset: r.sunsetAt,
      successor: r.successor === null ? null : versionName(r.successor),
      deprecatedAt: r.deprecatedAt,
      createdAt: r.createdAt,
      isDefault: r.number === def.number,
      isLatest: r === rows[rows.length - 1],
      calls30d: calls.get(versionName(r.number)) ?? 0,
      requestMethod: r.method,
      responseExample: r.responseExample,
    }));
  }

  /**
   * Deprecates a version with a sunset and a successor (the API's creator or an administrator). Refused with
   * a 400: a name that is not `v` + number, a sunset not in the future, a successor that is not another
   * version of the same API (or is itself past its sunset), the API's only version. Returns the version and
   * whether this was its first deprecation (its callers are told then).
   */
  async deprecate(
    actor: Actor,
    apiId: number,
    version: string,
    input: { sunset: string; successor: string },
  ): Promise<{ view: ApiVersion; first: boolean; name: string; apiName: string }> {
    const api = await this.ownApi(apiId);
    authorize(actor, versionsPolicy.deprecate, api);
    const n = versionNumber(version);
    if (n === null) throw badInput(`版本名须为 v 加数字（如 v1），收到「${version}」`, `A version name is v + a number (such as v1), got "${version}"`);
    const sunset = new Date(input.sunset);
    if (typeof input.sunset !== 'string' || Number.isNaN(sunset.getTime())) {
      throw badInput('停用日期无效，请使用 ISO 8601 日期时间', 'The sunset is not a valid date; use an ISO 8601 date-time');
    }
    const now = this.now();
    if (sunset.getTime() <= now.getTime()) throw badInput('停用日期须在未来', 'The sunset must be in the future');
    if (sunset.getTime() > now.getTime() + MAX_SUNSET_AHEAD_MS) {
      throw badInput('停用日期不能晚于 10 年之后', 'The sunset cannot be more than 10 years ahead');
    }
    const s = versionNumber(input.successor ?? '');
    const first = await declaredWrite(versionsCache.writes.deprecate(), () => this.ds.transaction(async (em) => {
      await this.sql.all(lockApiStatement, [apiId], em);
      await ensureFirstVersion(em, apiId);
      const rows = await versionsOf(em, apiId);
      const target = rows.find((r) => r.number === n);
      if (!target) throw unknownVersion(apiId, version);
      if (rows.length < 2) throw badInput('不能弃用接口唯一的版本：请先发布新版本', 'The only version of an API cannot be deprecated: release a new version first');
      const next = rows.find((r) => r.number === s);
      if (s === null || !next || s === n || statusAt(next, now) === 'sunset') {
        throw badInput(
          `后继版本「${input.successor ?? ''}」不是该接口的另一个可用版本`,
          `The successor "${input.successor ?? ''}" is not another live version of this API`,
        );
      }
      await this.sql.run(deprecateCommand, [target.id, now.toISOString(), actor?.id ?? null, sunset.toISOString(), s], em);
      if (target.deprecatedAt !== null) await this.sql.run(rescheduleRemindersCommand, [target.id, now.toISOString()], em);
      return target.deprecatedAt === null;
    }));
    this.invalidate(apiId);
    this.changed(apiId, versionsCache.writes.deprecate());
    if (first) await this.afterDeprecation(apiId, versionName(n));
    const view = (await this.list(actor, apiId)).find((v) => v.version === versionName(n))!;
    return { view, first, name: versionName(n), apiName: api.name };
  }

  /**
   * An administrator lets a breaking revision (waiting for review or release) stay in the current version:
   * recorded on the revision (who, why); its release then updates the current version instead of starting one.
   */
  async overrideBreaking(actor: Actor, apiId: number, reason: string): Promise<boolean> {
    const admin = authorize(actor, versionsPolicy.overrideBreaking);
    const why = reason.trim();
    if (!why) throw badInput('请填写覆盖原因', 'Give the reason for the override');
    const { rows } = await declaredWrite(versionsCache.writes.overrideBreaking(), () => this.sql.run(overrideCommand, [apiId, admin.id, why]));
    if (!rows.length) throw notFound('没有待审核或待发布的破坏性修订', 'No breaking revision waiting for review or release', 'NO_PENDING_REVIEW');
    return true;
  }

  /**
   * The detail page's drift notice: the latest drift alert of the last 24 hours that came after the latest
   * version change. Its creator and administrators read the alert with its example; others a short notice.
   */
  async drift(
    viewer: Actor,
    apiId: number,
    latestDrift: (apiId: number, since: Date) => Promise<{ createdAt: Date; message: string; messageEn: string } | null>,
    lang: Lang,
  ): Promise<{ since: Date; message: string } | null> {
    await this.visibleApi(viewer, apiId);
    const changed = await this.sql.first(changedStatement, [apiId]);
    const dayAgo = new Date(this.now().getTime() - 86_400_000);
    const since = changed?.at && changed.at > dayAgo ? changed.at : dayAgo;
    const found = await latestDrift(apiId, since);
    if (!found) return null;
    const api = await this.ownApi(apiId);
    const insider = viewer && (viewer.role === 'ADMIN' || (viewer.creatorId !== null && viewer.creatorId === api.creatorId));
    const message = insider
      ? (lang === 'en' ? found.messageEn : found.message)
      : lang === 'en' ? 'Answers differ from the documentation' : '返回与文档不一致';
    return { since: found.createdAt, message };
  }

  /** The API as the rules see it (who created it); a missing API is not found. */
  async ownApi(apiId: number): Promise<{ id: number; name: string; creatorId: number | null }> {
    const row = await this.sql.first(ownApiStatement, [apiId]);
    if (!row) throw notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
    return row;
  }

  private async visibleApi(viewer: Actor, apiId: number): Promise<void> {
    const a = await this.sql.first(visibleStatement, [apiId]);
    if (!a || a.status < 0 || !visibleTo(viewer ?? null, { visibility: a.visibility, creatorId: a.creator_id, status: a.status })) {
      throw notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
    }
  }
}
