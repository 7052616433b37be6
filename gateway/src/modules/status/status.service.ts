import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth-user.js';
import { authorize, type Actor } from '../../core/policy.js';
import { statusPolicy } from './status.policy.js';
import { notFound } from '../../core/errors.js';
import { histogramQuantile } from '../open-call/call-history.service.js';
import { uptimePercent, type CurrentState } from './status.rules.js';

/** The views are declared once, as the GraphQL classes in status.types.ts (REST derives its schemas from them too). */
import type { ApiStatus, ApiStatusDetail, Incident, IncidentUpdate, MaintenanceWindow, StatusPage, Uptime } from './status.types.js';

const DAYS = 90;
const WINDOWS = { d7: 7, d30: 30, d90: 90 } as const;
/** A verdict older than this no longer says what the API is doing now. */
const FRESH_MINUTES = 10;

interface DayRow {
  api_id: number;
  day: string;
  up: number;
  down: number;
  maint: number;
}

/** The status page's reads (platform, per API) and following an API (incident-desk.service.ts writes the rest). */
export class StatusService {
  constructor(
    private readonly ds: DataSource,
    private readonly defaultProbeIntervalSeconds: number,
  ) {}

  /** Every public published API, the platform's figures over them, open and recent incidents, maintenance. */
  async page(now: Date = new Date()): Promise<StatusPage> {
    const apis = await this.ds.query<Array<{ id: number; name: string; name_en: string | null }>>(
      `SELECT id, name, name_en FROM api WHERE status = 1 AND visibility = 'public' ORDER BY name, id`,
    );
    const views = await this.views(apis, now);
    const ids = apis.map((a) => a.id);
    const incidents = await this.incidents('WHERE i.api_id = ANY ($1) AND (i.state = \'open\' OR i.started_at > now() - interval \'14 days\')', [ids]);
    const maintenance = await this.maintenance(`WHERE w.api_id = ANY ($1) AND w.ends_at > now()`, [ids]);
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
    const [api] = await this.ds.query<Array<{ id: number; name: string; name_en: string | null; status: number; visibility: string; creator_id: number | null }>>(
      `SELECT id, name, name_en, status, visibility, creator_id FROM api WHERE id = $1`,
      [apiId],
    );
    const privileged = viewer !== null && (viewer.role === 'ADMIN' || (viewer.creatorId !== null && api?.creator_id === viewer.creatorId));
    if (!api || (!privileged && (api.status !== 1 || api.visibility !== 'public'))) throw notFound('接口不存在', 'API not found');
    const [view] = await this.views([api], now);
    const [probe] = await this.ds.query<Array<{ interval_seconds: number; enabled: boolean }>>(
      `SELECT interval_seconds, enabled FROM status_probe_schedule WHERE api_id = $1`,
      [apiId],
    );
    const following = viewer
      ? (await this.ds.query<unknown[]>(`SELECT 1 FROM status_follow WHERE user_id = $1 AND api_id = $2`, [viewer.id, apiId])).length > 0
      : false;
    return {
      ...view!,
      incidents: await this.incidents(`WHERE i.api_id = $1 AND i.started_at > now() - interval '90 days'`, [apiId]),
      maintenance: await this.maintenance(`WHERE w.api_id = $1 AND w.ends_at > now() - interval '7 days'`, [apiId]),
      probeIntervalSeconds: probe?.interval_seconds ?? this.defaultProbeIntervalSeconds,
      probesEnabled: probe?.enabled ?? true,
      following,
      canManage: privileged,
    };
  }

  private async views(apis: Array<{ id: number; name: string; name_en: string | null }>, now: Date): Promise<ApiStatus[]> {
    if (apis.length === 0) return [];
    const ids = apis.map((a) => a.id);
    const [days, last24, latest, p95calls, p95probes, incidentDays, open, maint] = await Promise.all([
      this.ds.query<DayRow[]>(
        `SELECT api_id, to_char(day, 'YYYY-MM-DD') AS day, up_minutes AS up, down_minutes AS down, maintenance_minutes AS maint
           FROM status_day WHERE api_id = ANY ($1) AND day > ($2::timestamptz AT TIME ZONE 'UTC')::date - $3::int`,
        [ids, now, DAYS],
      ),
      this.ds.query<Array<{ api_id: number; up: number; down: number }>>(
        `SELECT api_id, count(*) FILTER (WHERE state = 'up')::int AS up, count(*) FILTER (WHERE state = 'down')::int AS down
           FROM status_minute WHERE api_id = ANY ($1) AND minute >= $2::timestamptz - interval '24 hours' GROUP BY api_id`,
        [ids, now],
      ),
      this.ds.query<Array<{ api_id: number; state: string; minute: Date }>>(
        `SELECT DISTINCT ON (api_id) api_id, state, minute FROM status_minute
          WHERE api_id = ANY ($1) AND minute >= $2::timestamptz - make_interval(mins => $3) ORDER BY api_id, minute DESC`,
        [ids, now, FRESH_MINUTES],
      ),
      this.ds.query<Array<{ api_id: number; k: number; n: number }>>(
        `SELECT api_id, k::int, sum(h)::int AS n FROM api_call_hour, unnest(hist) WITH ORDINALITY AS u(h, k)
          WHERE api_id = ANY ($1) AND hour >= $2::timestamptz - interval '24 hours' GROUP BY api_id, k`,
        [ids, now],
      ),
      this.ds.query<Array<{ api_id: number; p95: number | null }>>(
        `SELECT api_id, percentile_cont(0.95) WITHIN GROUP (ORDER BY response_time_ms) AS p95 FROM status_probe
          WHERE api_id = ANY ($1) AND ok AND probed_at >= $2::timestamptz - interval '24 hours' GROUP BY api_id`,
        [ids, now],
      ),
      this.ds.query<Array<{ api_id: number; day: string; n: number }>>(
        `SELECT api_id, to_char((started_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM status_incident
          WHERE api_id = ANY ($1) AND started_at > $2::timestamptz - interval '90 days' GROUP BY 1, 2`,
        [ids, now],
      ),
      this.ds.query<Array<{ api_id: number }>>(`SELECT api_id FROM status_incident WHERE api_id = ANY ($1) AND state = 'open'`, [ids]),
      this.ds.query<Array<{ api_id: number }>>(
        `SELECT DISTINCT api_id FROM status_maintenance WHERE api_id = ANY ($1) AND starts_at <= $2 AND ends_at > $2`,
        [ids, now],
      ),
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
    const [row] = await this.ds.query<Array<Record<'u24' | 'd24' | 'u7' | 'd7' | 'u30' | 'd30' | 'u90' | 'd90', number>>>(
      `WITH days AS (SELECT day, up_minutes AS up, down_minutes AS down, ($2::timestamptz AT TIME ZONE 'UTC')::date - day AS age
                       FROM status_day WHERE api_id = ANY ($1) AND day > ($2::timestamptz AT TIME ZONE 'UTC')::date - 90),
            mins AS (SELECT count(*) FILTER (WHERE state = 'up')::int AS u, count(*) FILTER (WHERE state = 'down')::int AS d
                       FROM status_minute WHERE api_id = ANY ($1) AND minute >= $2::timestamptz - interval '24 hours')
       SELECT (SELECT u FROM mins) AS u24, (SELECT d FROM mins) AS d24,
              coalesce(sum(up) FILTER (WHERE age < 7), 0)::int AS u7, coalesce(sum(down) FILTER (WHERE age < 7), 0)::int AS d7,
              coalesce(sum(up) FILTER (WHERE age < 30), 0)::int AS u30, coalesce(sum(down) FILTER (WHERE age < 30), 0)::int AS d30,
              coalesce(sum(up), 0)::int AS u90, coalesce(sum(down), 0)::int AS d90 FROM days`,
      [ids, now],
    );
    const r = row!;
    return { h24: uptimePercent(r.u24, r.d24), d7: uptimePercent(r.u7, r.d7), d30: uptimePercent(r.u30, r.d30), d90: uptimePercent(r.u90, r.d90) };
  }

  /** Incidents with their updates (newest first), by a WHERE over `status_incident i`. */
  async incidents(where: string, params: unknown[]): Promise<Incident[]> {
    const rows = await this.ds.query<Array<Omit<Incident, 'updates'>>>(
      `SELECT i.id::int, i.api_id AS "apiId", a.name AS "apiName", coalesce(nullif(a.name_en, ''), a.name) AS "apiNameEn", i.state,
              i.automatic, i.title, i.title_en AS "titleEn", i.started_at AS "startedAt", i.resolved_at AS "resolvedAt"
         FROM status_incident i JOIN api a ON a.id = i.api_id ${where} ORDER BY i.started_at DESC LIMIT 100`,
      params,
    );
    if (rows.length === 0) return [];
    const updates = await this.ds.query<Array<IncidentUpdate & { incidentId: number }>>(
      `SELECT id::int, incident_id::int AS "incidentId", phase, body, body_en AS "bodyEn", created_at AS "createdAt"
         FROM status_incident_update WHERE incident_id = ANY ($1) ORDER BY created_at DESC, id DESC`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) => ({ ...r, updates: updates.filter((u) => u.incidentId === r.id).map(({ incidentId: _i, ...u }) => u) }));
  }

  /** Maintenance windows by a WHERE over `status_maintenance w`. */
  maintenance(where: string, params: unknown[]): Promise<MaintenanceWindow[]> {
    return this.ds.query<MaintenanceWindow[]>(
      `SELECT w.id::int, w.api_id AS "apiId", a.name AS "apiName", coalesce(nullif(a.name_en, ''), a.name) AS "apiNameEn",
              w.starts_at AS "startsAt", w.ends_at AS "endsAt", w.title, w.title_en AS "titleEn",
              (now() >= w.starts_at AND now() < w.ends_at) AS active
         FROM status_maintenance w JOIN api a ON a.id = w.api_id ${where} ORDER BY w.starts_at LIMIT 100`,
      params,
    );
  }

  /** Follow (or stop following) an API's status: in-app notifications on each incident change. */
  async follow(actor: Actor, apiId: number, on: boolean): Promise<boolean> {
    const user = authorize(actor, statusPolicy.follow);
    await this.api(apiId, user);
    if (on) await this.ds.query(`INSERT INTO status_follow (user_id, api_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [user.id, apiId]);
    else await this.ds.query(`DELETE FROM status_follow WHERE user_id = $1 AND api_id = $2`, [user.id, apiId]);
    return on;
  }
}
