import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { listedApi } from '../../db/sql.js';
import { badInput } from '../../core/errors.js';
import type { AuthUser } from '../../core/auth-user.js';
import { viewerParams, visibleToSql } from '../catalog/api-visibility.rules.js';
import { ACTIVITY_KINDS, type ActivityKind, creatorActivitySql } from './creator-activity.sql.js';

/** A creator counts as online after a signed-in request within this window. */
export const ONLINE_WINDOW_MINUTES = 5;
/** A comment counts as answered when the creator replied within this many hours. */
export const ANSWER_WITHIN_HOURS = 24;
/** Days of the activity calendar (SPEC §9: 365 cells). */
export const CALENDAR_DAYS = 365;
/** The activity score's window. */
export const ACTIVITY_SCORE_DAYS = 30;

/** Everything shown about a creator that is measured, not typed in. */
export interface CreatorFigures {
  followers: number;
  /** Creators the creator's account follows. */
  following: number;
  /** Stars on the creator's public APIs. */
  starsReceived: number;
  online: boolean;
  /**
   * Percent of the comments by others on the creator's public listed APIs that the creator answered within
   * 24 h (comments on private APIs and drafts do not count: the figure is public, and must not tell of them).
   * A comment younger than 24 h counts only once answered. null: no such comment (or no account to answer with).
   */
  responseRate: number | null;
  /** 5 × the share of successful open calls to the creator's public APIs in the last 30 days; null without calls. */
  rating: number | null;
  /** Percent of the last 30 days (UTC) on which the creator was active on public APIs (see creatorActivitySql). */
  activity: number;
}

export interface ActivityDay {
  /** YYYY-MM-DD in the requested time zone. */
  day: string;
  count: number;
  /** SPEC §9: 0 none, 1 low (1–2), 2 medium (3–4), 3 high (more). */
  level: number;
  byKind: Record<ActivityKind, number>;
}

export interface ActivityCalendar {
  from: string;
  to: string;
  timeZone: string;
  /** Only days with activity, oldest first. */
  days: ActivityDay[];
  total: number;
}

/** SPEC §9 activity levels. */
export function activityLevel(count: number): number {
  if (count <= 0) return 0;
  if (count <= 2) return 1;
  if (count <= 4) return 2;
  return 3;
}

const emptyFigures = (): CreatorFigures => ({
  followers: 0,
  following: 0,
  starsReceived: 0,
  online: false,
  responseRate: null,
  rating: null,
  activity: 0,
});

const figuresRow = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  followers: z.number(),
  following: z.number(),
  stars: z.number(),
  online: z.boolean(),
  considered: z.number(),
  answered: z.number(),
  calls: z.number(),
  ok: z.number(),
});
const figuresStatement = statement<[ids: number[], now: Date], typeof figuresRow>(
  'creators.figures',
  `SELECT c.id, c.user_id,
          (SELECT count(*)::int FROM creator_follow f WHERE f.creator_id = c.id) AS followers,
          (SELECT count(*)::int FROM creator_follow f WHERE f.user_id = c.user_id) AS following,
          (SELECT coalesce(sum(a.stars), 0)::int FROM api a WHERE a.creator_id = c.id AND ${listedApi('a')}) AS stars,
          coalesce(u.last_seen_at > $2::timestamptz - interval '${ONLINE_WINDOW_MINUTES} minutes', false) AS online,
          rr.considered, rr.answered, calls.total AS calls, calls.ok AS ok
     FROM creator c
     LEFT JOIN app_user u ON u.id = c.user_id
     LEFT JOIN LATERAL (
       SELECT count(*) FILTER (WHERE x.answered OR x.created_at < $2::timestamptz - interval '${ANSWER_WITHIN_HOURS} hours')::int AS considered,
              count(*) FILTER (WHERE x.answered)::int AS answered
         FROM (SELECT cm.created_at,
                      EXISTS (SELECT 1 FROM reply r
                               WHERE r.comment_id = cm.id AND r.user_id = c.user_id
                                 AND r.created_at <= cm.created_at + interval '${ANSWER_WITHIN_HOURS} hours') AS answered
                 FROM comment cm JOIN api a ON a.id = cm.api_id
                WHERE a.creator_id = c.id AND ${listedApi('a')} AND cm.user_id IS DISTINCT FROM c.user_id) x
     ) rr ON true
     LEFT JOIN LATERAL (
       SELECT coalesce(sum(k.calls), 0)::int AS total, coalesce(sum(k.calls - k.failed), 0)::int AS ok
         FROM api_call_hour k JOIN api a ON a.id = k.api_id
        WHERE a.creator_id = c.id AND ${listedApi('a')}
          AND k.hour >= to_timestamp(floor(extract(epoch FROM $2::timestamptz - interval '30 days') / 3600) * 3600)
     ) calls ON true
    WHERE c.id = ANY($1::int[])`,
  figuresRow,
);
const activeDaysRow = z.object({ creator_id: z.number(), days: z.number() });
const activeDaysStatement = statement<[ids: number[], now: Date], typeof activeDaysRow>(
  'creators.active-days',
  `SELECT creator_id, count(DISTINCT (at AT TIME ZONE 'UTC')::date)::int AS days
     FROM (${creatorActivitySql(listedApi('a'))}) ev
    WHERE at > $2::timestamptz - interval '${ACTIVITY_SCORE_DAYS} days' AND at <= $2::timestamptz
    GROUP BY creator_id`,
  activeDaysRow,
);
const calendarRow = z.object({
  day: z.string().nullable(),
  kind: z.enum(ACTIVITY_KINDS).nullable(),
  n: z.number().nullable(),
  first: z.string(),
  last: z.string(),
});
/** A profile's calendar counts what its viewer may see of the APIs ($4 admin, $5 the viewer's creator id). */
const calendarStatement = statement<[ids: number[], timeZone: string, now: Date, admin: boolean, viewerCreatorId: number | null], typeof calendarRow>(
  'creators.calendar',
  `WITH bounds AS (
     SELECT ($3::timestamptz AT TIME ZONE $2)::date - ${CALENDAR_DAYS - 1} AS first,
            ($3::timestamptz AT TIME ZONE $2)::date AS last
   )
   SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.kind, d.n,
          to_char(b.first, 'YYYY-MM-DD') AS first, to_char(b.last, 'YYYY-MM-DD') AS last
     FROM bounds b
     LEFT JOIN (
       SELECT (ev.at AT TIME ZONE $2)::date AS day, ev.kind, count(*)::int AS n
         FROM (${creatorActivitySql(visibleToSql((c) => `a.${c}`, '$4::boolean', '$5::int'))}) ev
        WHERE ev.at >= $3::timestamptz - interval '${CALENDAR_DAYS + 1} days' AND ev.at <= $3::timestamptz
        GROUP BY 1, 2
     ) d ON d.day BETWEEN b.first AND b.last
    ORDER BY d.day, d.kind`,
  calendarRow,
);

/** Creator figures in a constant number of queries for any number of creators. */
export class CreatorFiguresService {
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  async figures(creatorIds: readonly number[], now = new Date()): Promise<Map<number, CreatorFigures>> {
    const out = new Map<number, CreatorFigures>(creatorIds.map((id) => [id, emptyFigures()]));
    if (!creatorIds.length) return out;
    const ids = [...creatorIds];
    const [rows, active] = await Promise.all([this.sql.all(figuresStatement, [ids, now]), this.sql.all(activeDaysStatement, [ids, now])]);
    const activeDays = new Map(active.map((r) => [r.creator_id, r.days]));
    for (const r of rows) {
      out.set(r.id, {
        followers: r.followers,
        following: r.following,
        starsReceived: r.stars,
        online: r.online,
        responseRate:
          r.user_id === null || r.considered === 0 ? null : Math.round((100 * r.answered) / r.considered),
        rating: r.calls === 0 ? null : Math.round((50 * r.ok) / r.calls) / 10,
        activity: Math.round((100 * Math.min(activeDays.get(r.id) ?? 0, ACTIVITY_SCORE_DAYS)) / ACTIVITY_SCORE_DAYS),
      });
    }
    return out;
  }

  /**
   * The last 365 days (today included) in `timeZone`, counted per day and kind, on the APIs `viewer` may
   * see (`visibleTo`): a visitor of the profile counts public listed APIs only; the creator (and an
   * administrator) every API, private ones and drafts included.
   */
  async calendar(creatorId: number, timeZone: string, viewer: AuthUser | null | undefined, now = new Date()): Promise<ActivityCalendar> {
    const tz = checkTimeZone(timeZone);
    const rows = await this.sql.all(calendarStatement, [[creatorId], tz, now, ...viewerParams(viewer)]);
    const days = new Map<string, ActivityDay>();
    for (const r of rows) {
      // The bounds row alone (a LEFT JOIN that found no activity) carries no day.
      if (r.day === null || r.kind === null || r.n === null) continue;
      let day = days.get(r.day);
      if (!day) {
        day = { day: r.day, count: 0, level: 0, byKind: { created: 0, published: 0, updated: 0, answered: 0 } };
        days.set(r.day, day);
      }
      day.count += r.n;
      day.byKind[r.kind] += r.n;
    }
    const list = [...days.values()].map((d) => ({ ...d, level: activityLevel(d.count) }));
    return {
      from: rows[0]!.first,
      to: rows[0]!.last,
      timeZone: tz,
      days: list,
      total: list.reduce((s, d) => s + d.count, 0),
    };
  }
}

/** An IANA time zone the runtime knows (PostgreSQL shares the tz database); anything else is bad input. */
export function checkTimeZone(value: string): string {
  const tz = value.trim();
  if (tz.length > 0 && tz.length <= 64 && /^[A-Za-z0-9_+\-/]+$/.test(tz)) {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone;
    } catch {
      // fall through
    }
  }
  throw badInput(`未知的时区：${tz.slice(0, 64)}`, `Unknown time zone: ${tz.slice(0, 64)}`);
}

export { ACTIVITY_KINDS };
