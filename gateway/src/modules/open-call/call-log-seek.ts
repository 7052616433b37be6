import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';

/** A call as the history lists it (`api_call`, or the mock's `mock_call`). */
export const callLogDbRow = z.object({
  response_time_ms: z.number(),
  request_ip: z.string(),
  success: z.boolean(),
  status: z.number(),
  requested_at: z.date(),
  /** The version that served the call (issue #30); calls from before versions are v1's. */
  version: z.string(),
  /** Answered by the mock (`mock_call`); the roll-ups' deep pages list real calls only. */
  mock: z.boolean(),
});
export type CallLogDbRow = z.infer<typeof callLogDbRow>;

/** Offsets up to this are read with a plain OFFSET (the newest rows, through the index). */
export const DEEP_OFFSET = 1000;

const COLUMNS = "response_time_ms, request_ip, success, status, requested_at, coalesce(version, 'v1') AS version, false AS mock";

// The open-call reads were never prepared statements: they stay unnamed (`prepare: false`), planned per call.
const seekRow = z.object({ upto: z.date().nullable(), skipped: z.string().nullable() });
const seekStatement = statement<[apiId: number, offset: number], typeof seekRow>(
  'call-log.seek',
  `WITH hours AS (
     SELECT hour, calls, sum(calls) OVER (ORDER BY hour DESC) - calls AS before
       FROM api_call_hour WHERE api_id = $1
   ), h AS (
     SELECT hour, before FROM hours WHERE before + calls > $2 ORDER BY hour DESC LIMIT 1
   ), mins AS (
     SELECT m.minute, m.calls, h.before + sum(m.calls) OVER (ORDER BY m.minute DESC) - m.calls AS before
       FROM api_call_minute m, h
      WHERE m.api_id = $1 AND m.minute >= h.hour AND m.minute < h.hour + interval '1 hour'
   ), mm AS (
     SELECT minute, before FROM mins WHERE before + calls > $2 ORDER BY minute DESC LIMIT 1
   )
   SELECT coalesce((SELECT minute + interval '1 minute' FROM mm), (SELECT hour + interval '1 hour' FROM h)) AS upto,
          coalesce((SELECT before FROM mm), (SELECT before FROM h)) AS skipped`,
  seekRow,
  { prepare: false },
);
const shallowPage = statement<[apiId: number, limit: number, offset: number], typeof callLogDbRow>(
  'call-log.page',
  `SELECT ${COLUMNS} FROM api_call WHERE api_id = $1 ORDER BY requested_at DESC, id DESC LIMIT $2 OFFSET $3`,
  callLogDbRow,
  { prepare: false },
);
const deepPage = statement<[apiId: number, upto: string, limit: number, offset: number], typeof callLogDbRow>(
  'call-log.deep-page',
  `SELECT ${COLUMNS} FROM api_call WHERE api_id = $1 AND requested_at < $2
    ORDER BY requested_at DESC, id DESC LIMIT $3 OFFSET $4`,
  callLogDbRow,
  { prepare: false },
);

/**
 * Where a deep page starts, from the roll-ups' exact counts (kept in the same transaction as the rows):
 * walking the API's hours newest first finds the hour holding row number `offset`, its minutes (kept two
 * days) the minute. Returns the end of that bucket and how many newer rows lie at or after it, so the
 * page is `requested_at < upto … OFFSET offset - skipped`: at most a minute's (else an hour's) rows are
 * stepped over, whatever the depth. Null: the offset lies past every counted call.
 */
async function seek(sql: Sql, apiId: number, offset: number): Promise<{ upto: Date; skipped: number } | null> {
  const r = await sql.first(seekStatement, [apiId, offset]);
  if (!r?.upto) return null;
  return { upto: new Date(r.upto), skipped: Number(r.skipped) };
}

/**
 * One page of an API's call log, newest first (requested_at, then id), as `LIMIT limit OFFSET offset`
 * over every kept row would give it, at the cost of a shallow page at any depth.
 */
export async function readLogPage(ds: DataSource, apiId: number, limit: number, offset: number): Promise<CallLogDbRow[]> {
  const sql = sqlOn(ds);
  if (offset <= DEEP_OFFSET) return sql.all(shallowPage, [apiId, limit, offset]);
  const at = await seek(sql, apiId, offset);
  if (!at) return [];
  return sql.all(deepPage, [apiId, at.upto.toISOString(), limit, offset - at.skipped]);
}
