import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement, type Statement } from '../../core/sql.js';
import { declaredWrite } from '../../core/request-writes.js';
import { statusCache } from './status.cache.js';
import type { AuthUser } from '../../core/auth-user.js';
import { authorize, type Actor } from '../../core/policy.js';
import { statusPolicy } from './status.policy.js';
import { notFound } from '../../core/errors.js';
import { histogramQuantile } from '../open-call/call-history.service.js';
import { listedApi } from '../../db/sql.js';
import { API_STATUS } from '@api-market/rules';
import { listedTo } from '../catalog/api-visibility.rules.js';
import { INCIDENT_PHASES, INCIDENT_STATES, uptimePercent, type CurrentState } from './status.rules.js';

/** The views are declared once, as the GraphQL classes in status.types.ts (REST derives its schemas from them too). */
import type { ApiStatus, ApiStatusDetail, Incident, MaintenanceWindow, StatusPage, Uptime } from './status.types.js';

const DAYS = 90;
const WINDOWS = { d7: 7, d30: 30, d90: 90 } as const;
/** A verdict older than this no longer says what the API is doing now. */
const FRESH_MINUTES = 10;

const apiRow = z.object({ id: z.number(), name: z.string(), name_en: z.string().nullable() });
type ApiRow = z.infer<typeof apiRow>;
/**
 * The status page's APIs: those the public catalogue lists (`listedApi`, the visibility rule's visitor
 * form) that are published — the ones probed and evaluated (probe.service.ts, status-evaluator.service.ts);
 * an API taken offline, disabled or updating has no service to report on. `onStatusPage` is the same rule
 * for one API read into memory (status-visibility.test.ts holds the two equal for every status).
 */
const publicApis = statement<[], typeof apiRow>(
  'status.public-apis',
  `SELECT id, name, name_en FROM api WHERE ${listedApi()} AND status = ${API_STATUS.Published} ORDER BY name, id`,
  apiRow,
);
const onStatusPage = (api: { status: number; visibility: string; creator_id: number | null }): boolean =>
  api.status === API_STATUS.Published && listedTo(null, { status: api.status, visibility: api.visibility, creatorId: api.creator_id });
const viewedApiRow = apiRow.extend({ status: z.number(), visibility: z.string(), creator_id: z.number().nullable() });
const viewedApi = statement<[apiId: number], typeof viewedApiRow>(
  'status.api',
  `SELECT id, name, name_en, status, visibility, creator_id FROM api WHERE id = $1`,
  viewedApiRow,
);
const probeRow = z.object({ interval_seconds: z.number(), enabled: z.boolean() });
/** An API's probe schedule (probe.service.ts reads it too). */
export const probeSchedule = statement<[apiId: number], typeof probeRow>(
  'status.probe-schedule',
  `SELECT interval_seconds, enabled FROM status_probe_schedule WHERE api_id = $1`,
  probeRow,
);
const oneRow = z.object({ one: z.number() });
const followed = statement<[userId: number, apiId: number], typeof oneRow>(
  'status.followed',
  `SELECT 1 AS one FROM status_follow WHERE user_id = $1 AND api_id = $2`,
  oneRow,
);
const followCommand = command<[userId: number, apiId: number]>(
  'status.follow',
  `INSERT INTO status_follow (user_id, api_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
);
const unfollowCommand = command<[userId: number, apiId: number]>('status.unfollow', `DELETE FROM status_follow WHERE user_id = $1 AND api_id = $2`);

type ViewParams = [ids: number[], now: Date];
const dayRow = z.object({ api_id: z.number(), day: z.string(), up: z.number(), down: z.number(), maint: z.number() });
const daysOf = statement<[ids: number[], now: Date, days: number], typeof dayRow>(
  'status.days',
  `SELECT api_id, to_char(day, 'YYYY-MM-DD') AS day, up_minutes AS up, down_minutes AS down, maintenance_minutes AS maint
     FROM status_day WHERE api_id = ANY ($1) AND day > ($2::timestamptz AT TIME ZONE 'UTC')::date - $3::int`,
  dayRow,
);
const upDownRow = z.object({ api_id: z.number(), up: z.number(), down: z.number() });
const last24Of = statement<ViewParams, typeof upDownRow>(
  'status.last-24h',
  `SELECT api_id, count(*) FILTER (WHERE state = 'up')::int AS up, count(*) FILTER (WHERE state = 'down')::int AS down
     FROM status_minute WHERE api_id = ANY ($1) AND minute >= $2::timestamptz - interval '24 hours' GROUP BY api_id`,
  upDownRow,
);
const latestRow = z.object({ api_id: z.number(), state: z.string(), minute: z.date() });
const latestOf = statement<[ids: number[], now: Date, freshMinutes: number], typeof latestRow>(
  'status.latest-minute',
  `SELECT DISTINCT ON (api_id) api_id, state, minute FROM status_minute
    WHERE api_id = ANY ($1) AND minute >= $2::timestamptz - make_interval(mins => $3) ORDER BY api_id, minute DESC`,
  latestRow,
);
const bucketRow = z.object({ api_id: z.number(), k: z.number(), n: z.number() });
const callHistogramOf = statement<ViewParams, typeof bucketRow>(
  'status.call-histogram',
  `SELECT api_id, k::int, sum(h)::int AS n FROM api_call_hour, unnest(hist) WITH ORDINALITY AS u(h, k)
    WHERE api_id = ANY ($1) AND hour >= $2::timestamptz - interval '24 hours' GROUP BY api_id, k`,
  bucketRow,
);
const p95Row = z.object({ api_id: z.number(), p95: z.number().nullable() });
const probeP95Of = statement<ViewParams, typeof p95Row>(
  'status.probe-p95',
  `SELECT api_id, percentile_cont(0.95) WITHIN GROUP (ORDER BY response_time_ms) AS p95 FROM status_probe
    WHERE api_id = ANY ($1) AND ok AND probed_at >= $2::timestamptz - interval '24 hours' GROUP BY api_id`,
  p95Row,
);
const incidentDayRow = z.object({ api_id: z.number(), day: z.string(), n: z.number() });
const incidentDaysOf = statement<ViewParams, typeof incidentDayRow>(
  'status.incident-days',
  `SELECT api_id, to_char((started_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM status_incident
    WHERE api_id = ANY ($1) AND started_at > $2::timestamptz - interval '90 days' GROUP BY 1, 2`,
  incidentDayRow,
);
const apiIdRow = z.object({ api_id: z.number() });
const openIncidentsOf = statement<[ids: number[]], typeof apiIdRow>(
  'status.open-incidents',
  `SELECT api_id FROM status_incident WHERE api_id = ANY ($1) AND state = 'open'`,
  apiIdRow,
);
const inMaintenanceOf = statement<ViewParams, typeof apiIdRow>(
  'status.in-maintenance',
  `SELECT DISTINCT api_id FROM status_maintenance WHERE api_id = ANY ($1) AND starts_at <= $2 AND ends_at > $2`,
  apiIdRow,
);
const sumsRow = z.object({
  u24: z.number(),
  d24: z.number(),
  u7: z.number(),
  d7: z.number(),
  u30: z.number(),
  d30: z.number(),
  u90: z.number(),
  d90: z.number(),
});
const platformSumsOf = statement<ViewParams, typeof sumsRow>(
  'status.platform-sums',
  `WITH days AS (SELECT day, up_minutes AS up, down_minutes AS down, ($2::timestamptz AT TIME ZONE 'UTC')::date - day AS age
                   FROM status_day WHERE api_id = ANY ($1) AND day > ($2::timestamptz AT TIME ZONE 'UTC')::date - 90),
        mins AS (SELECT count(*) FILTER (WHERE state = 'up')::int AS u, count(*) FILTER (WHERE state = 'down')::int AS d
                   FROM status_minute WHERE api_id = ANY ($1) AND minute >= $2::timestamptz - interval '24 hours')
   SELECT (SELECT u FROM mins) AS u24, (SELECT d FROM mins) AS d24,
          coalesce(sum(up) FILTER (WHERE age < 7), 0)::int AS u7, coalesce(sum(down) FILTER (WHERE age < 7), 0)::int AS d7,
          coalesce(sum(up) FILTER (WHERE age < 30), 0)::int AS u30, coalesce(sum(down) FILTER (WHERE age < 30), 0)::int AS d30,
          coalesce(sum(up), 0)::int AS u90, coalesce(sum(down), 0)::int AS d90 FROM days`,
  sumsRow,
);

const incidentRow = z.object({
  id: z.number(),
  apiId: z.number(),
  apiName: z.string(),
  apiNameEn: z.string(),
  state: z.enum(INCIDENT_STATES),
  automatic: z.boolean(),
  title: z.string(),
  titleEn: z.string(),
  startedAt: z.date(),
  resolvedAt: z.date().nullable(),
});
type IncidentRow = z.infer<typeof incidentRow>;
const incidentsWhere = <P extends readonly unknown[]>(name: string, where: string) =>
  statement<P, typeof incidentRow>(
    `status.incidents-${name}`,
    `SELECT i.id::int, i.api_id AS "apiId", a.name AS "apiName", coalesce(nullif(a.name_en, ''), a.name) AS "apiNameEn", i.state,
            i.automatic, i.title, i.title_en AS "titleEn", i.started_at AS "startedAt", i.resolved_at AS "resolvedAt"
       FROM status_incident i JOIN api a ON a.id = i.api_id ${where} ORDER BY i.started_at DESC LIMIT 100`,
    incidentRow,
  );
/** Which incidents a view shows. */
export const INCIDENTS = {
  /** The status page: open ones, and those of the last 14 days, of these APIs. */
  page: incidentsWhere<[ids: number[]]>('page', `WHERE i.api_id = ANY ($1) AND (i.state = 'open' OR i.started_at > now() - interval '14 days')`),
  /** One API's page: its last 90 days. */
  api: incidentsWhere<[apiId: number]>('api', `WHERE i.api_id = $1 AND i.started_at > now() - interval '90 days'`),
  /** One incident. */
  one: incidentsWhere<[id: number]>('one', `WHERE i.id = $1`),
};
const updateRow = z.object({
  id: z.number(),
  incidentId: z.number(),
  phase: z.enum(INCIDENT_PHASES),
  body: z.string(),
  bodyEn: z.string(),
  createdAt: z.date(),
});
const updatesOf = statement<[incidentIds: number[]], typeof updateRow>(
  'status.incident-updates',
  `SELECT id::int, incident_id::int AS "incidentId", phase, body, body_en AS "bodyEn", created_at AS "createdAt"
     FROM status_incident_update WHERE incident_id = ANY ($1) ORDER BY created_at DESC, id DESC`,
  updateRow,
);
const maintenanceRow = z.object({
  id: z.number(),
  apiId: z.number(),
  apiName: z.string(),
  apiNameEn: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  title: z.string(),
  titleEn: z.string(),
  active: z.boolean(),
});
const maintenanceWhere = <P extends readonly unknown[]>(name: string, where: string) =>
  statement<P, typeof maintenanceRow>(
    `status.maintenance-${name}`,
    `SELECT w.id::int, w.api_id AS "apiId", a.name AS "apiName", coalesce(nullif(a.name_en, ''), a.name) AS "apiNameEn",
            w.starts_at AS "startsAt", w.ends_at AS "endsAt", w.title, w.title_en AS "titleEn",
            (now() >= w.starts_at AND now() < w.ends_at) AS active
       FROM status_maintenance w JOIN api a ON a.id = w.api_id ${where} ORDER BY w.starts_at LIMIT 100`,
    maintenanceRow,
  );
/** Which maintenance windows a view shows. */
export const MAINTENANCE = {
  /** The status page: active and upcoming, of these APIs. */
  page: maintenanceWhere<[ids: number[]]>('page', `WHERE w.api_id = ANY ($1) AND w.ends_at > now()`),
  /** One API's page: those of the last 7 days and ahead. */
  api: maintenanceWhere<[apiId: number]>('api', `WHERE w.api_id = $1 AND w.ends_at > now() - interval '7 days'`),
  /** One window. */
  one: maintenanceWhere<[id: number]>('one', `WHERE w.id = $1`),
};

/** The status page's reads (platform, per API) and following an API (incident-desk.service.ts writes the rest). */
export class StatusService {
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly defaultProbeIntervalSeconds: number,
  ) {
    this.sql = sqlOn(ds);
  }

  /** Every public published API, the platform's figures over them, open and recent incidents, maintenance. */
  async page(now: Date = new Date()): Promise<StatusPage> {
    const apis = await this.sql.all(publicApis, []);
    const views = await this.views(apis, now);
    const ids = apis.map((a) => a.id);
    const incidents = await this.incidents(INCIDENTS.page, [ids]);
    const maintenance = await this.maintenance(MAINTENANCE.page, [ids]);
    const platformDays = await this.platformSums(ids, now);
    const states = views.map((v) => v.state);
    const state: CurrentState = states.includes('outage')
      ? 'outage'
      : states.includes('degraded')
        ? 'degraded'
        : states.includes('maintenance')
          ? 'maintenance'
          : states.includes('operational')
            ? 'operational'
            : 'unknown';
    return {
      state,
      uptime: platformDays,
      apis: views,
      openIncidents: incidents.filter((i) => i.state === 'open'),
      recentIncidents: incidents.filter((i) => i.state === 'resolved'),
      maintenance,
      generatedAt: now,
    };
  }

  /** One API's status; a private or unpublished API only for its creator and administrators. */
  async api(apiId: number, viewer: AuthUser | null, now: Date = new Date()): Promise<ApiStatusDetail> {
    const api = await this.sql.first(viewedApi, [apiId]);
    const privileged = viewer !== null && (viewer.role === 'ADMIN' || (viewer.creatorId !== null && api?.creator_id === viewer.creatorId));
    if (!api || (!privileged && !onStatusPage(api))) throw notFound('接口不存在', 'API not found');
    const [view] = await this.views([api], now);
    const probe = await this.sql.first(probeSchedule, [apiId]);
    const following = viewer ? (await this.sql.first(followed, [viewer.id, apiId])) !== null : false;
    return {
      ...view!,
      incidents: await this.incidents(INCIDENTS.api, [apiId]),
      maintenance: await this.maintenance(MAINTENANCE.api, [apiId]),
      probeIntervalSeconds: probe?.interval_seconds ?? this.defaultProbeIntervalSeconds,
      probesEnabled: probe?.enabled ?? true,
      following,
      canManage: privileged,
    };
  }

  private async views(apis: ApiRow[], now: Date): Promise<ApiStatus[]> {
    if (apis.length === 0) return [];
    const ids = apis.map((a) => a.id);
    const [days, last24, latest, p95calls, p95probes, incidentDays, open, maint] = await Promise.all([
      this.sql.all(daysOf, [ids, now, DAYS]),
      this.sql.all(last24Of, [ids, now]),
      this.sql.all(latestOf, [ids, now, FRESH_MINUTES]),
      this.sql.all(callHistogramOf, [ids, now]),
      this.sql.all(probeP95Of, [ids, now]),
      this.sql.all(incidentDaysOf, [ids, now]),
      this.sql.all(openIncidentsOf, [ids]),
      this.sql.all(inMaintenanceOf, [ids, now]),
    ]);
    const dayKeys = Array.from({ length: DAYS }, (_, i) => new Date(now.getTime() - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
    return apis.map((a) => {
      const mine = new Map(days.filter((d) => d.api_id === a.id).map((d) => [d.day, d]));
      const incidentsOn = new Map(incidentDays.filter((d) => d.api_id === a.id).map((d) => [d.day, d.n]));
      const bars = dayKeys.map((day) => {
        const d = mine.get(day);
        return { day, uptime: d ? uptimePercent(d.up, d.down) : null, downMinutes: d?.down ?? 0, maintenanceMinutes: d?.maint ?? 0, incidents: incidentsOn.get(day) ?? 0 };
      });
      const window = (n: number) => {
        const slice = dayKeys.slice(DAYS - n).map((k) => mine.get(k));
        return uptimePercent(slice.reduce((s, d) => s + (d?.up ?? 0), 0), slice.reduce((s, d) => s + (d?.down ?? 0), 0));
      };
      const h = last24.find((r) => r.api_id === a.id);
      const hist = Array.from({ length: 72 }, () => 0);
      for (const r of p95calls) if (r.api_id === a.id) hist[r.k - 1] = r.n;
      const fromCalls = histogramQuantile(hist, 0.95);
      const fromProbes = p95probes.find((r) => r.api_id === a.id)?.p95 ?? null;
      const last = latest.find((r) => r.api_id === a.id);
      const state: CurrentState = open.some((r) => r.api_id === a.id)
        ? 'outage'
        : maint.some((r) => r.api_id === a.id)
          ? 'maintenance'
          : !last
            ? 'unknown'
            : last.state === 'down'
              ? 'degraded'
              : 'operational';
      const p95 = fromCalls ?? fromProbes;
      return {
        apiId: a.id,
        name: a.name,
        nameEn: a.name_en || a.name,
        state,
        uptime: { h24: h ? uptimePercent(h.up, h.down) : null, d7: window(WINDOWS.d7), d30: window(WINDOWS.d30), d90: window(WINDOWS.d90) },
        p95Ms: p95 === null ? null : Math.round(p95 * 10) / 10,
        lastCheckedAt: last?.minute ?? null,
        days: bars,
      };
    });
  }

  /** The platform's uptime: all public APIs' up and down minutes summed. */
  private async platformSums(ids: number[], now: Date): Promise<Uptime> {
    const row = await this.sql.first(platformSumsOf, [ids, now]);
    const r = row!;
    return { h24: uptimePercent(r.u24, r.d24), d7: uptimePercent(r.u7, r.d7), d30: uptimePercent(r.u30, r.d30), d90: uptimePercent(r.u90, r.d90) };
  }

  /** Incidents with their updates (newest first): those `which` names (INCIDENTS). */
  async incidents<P extends readonly unknown[]>(which: Statement<P, IncidentRow>, params: P): Promise<Incident[]> {
    const rows = await this.sql.all(which, params);
    if (rows.length === 0) return [];
    const updates = await this.sql.all(updatesOf, [rows.map((r) => r.id)]);
    return rows.map((r) => ({ ...r, updates: updates.filter((u) => u.incidentId === r.id).map(({ incidentId: _i, ...u }) => u) }));
  }

  /** Maintenance windows: those `which` names (MAINTENANCE). */
  maintenance<P extends readonly unknown[]>(which: Statement<P, MaintenanceWindow>, params: P): Promise<MaintenanceWindow[]> {
    return this.sql.all(which, params);
  }

  /** Follow (or stop following) an API's status: in-app notifications on each incident change. */
  async follow(actor: Actor, apiId: number, on: boolean): Promise<boolean> {
    const user = authorize(actor, statusPolicy.follow);
    await this.api(apiId, user);
    await declaredWrite(statusCache.writes.follow(), () => this.sql.run(on ? followCommand : unfollowCommand, [user.id, apiId]));
    return on;
  }
}
