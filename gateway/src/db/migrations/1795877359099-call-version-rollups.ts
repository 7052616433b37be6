import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statistics per version (issue #30: "who still calls v1"), from roll-ups like the rest of the statistics
 * (issue #35: no scan of raw rows for a period):
 * - `api_call_version`: everyone's calls per API and version (null is v1, as the reads say) in 10 s rows
 *   (the 5-minute and 1-hour views, kept 70 minutes) and 1 h rows (24 h and 7 days, kept 8 days), with the
 *   latency histogram (versions are few: a row per version and bucket).
 * - `api_call_caller` gets the version in its key, so one caller's figures can be read for one version.
 * Both are kept by the statement trigger of `api_call` (api_call_rollup), in the recorder's transaction.
 */
export class CallVersionRollups1795877359099 implements MigrationInterface {
  name = 'CallVersionRollups1795877359099';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_call_version (
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        version text NOT NULL,
        grain int NOT NULL,
        at timestamptz NOT NULL,
        calls int NOT NULL,
        failed int NOT NULL,
        sum_ms double precision NOT NULL,
        hist int[] NOT NULL,
        PRIMARY KEY (api_id, version, grain, at)
      )`);
    // The period's rows of every version of one API; pruning by age.
    await q.query(`CREATE INDEX api_call_version_period_idx ON api_call_version (api_id, grain, at)`);
    await q.query(`CREATE INDEX api_call_version_at_idx ON api_call_version (grain, at)`);
    await q.query(`ALTER TABLE api_call_caller ADD COLUMN version text NOT NULL DEFAULT 'v1'`);
    await q.query(`ALTER TABLE api_call_caller DROP CONSTRAINT api_call_caller_pkey`);
    await q.query(`ALTER TABLE api_call_caller ADD PRIMARY KEY (api_id, caller, grain, at, version)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION api_call_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO api_call_total AS t (api_id, calls, failed, sum_ms)
          SELECT api_id, count(*), count(*) FILTER (WHERE NOT success), sum(response_time_ms)
          FROM new_rows GROUP BY api_id
        ON CONFLICT (api_id) DO UPDATE SET calls = t.calls + excluded.calls, failed = t.failed + excluded.failed,
          sum_ms = t.sum_ms + excluded.sum_ms;
        INSERT INTO api_call_minute AS m (api_id, minute, calls, failed, sum_ms, hist)
          SELECT api_id, to_timestamp(floor(extract(epoch FROM requested_at) / 60) * 60), count(*),
                 count(*) FILTER (WHERE NOT success), sum(response_time_ms), api_call_hist(array_agg(response_time_ms))
          FROM new_rows GROUP BY 1, 2
        ON CONFLICT (api_id, minute) DO UPDATE SET calls = m.calls + excluded.calls, failed = m.failed + excluded.failed,
          sum_ms = m.sum_ms + excluded.sum_ms, hist = api_call_hist_add(m.hist, excluded.hist);
        INSERT INTO api_call_hour AS h (api_id, hour, calls, failed, sum_ms, hist)
          SELECT api_id, to_timestamp(floor(extract(epoch FROM requested_at) / 3600) * 3600), count(*),
                 count(*) FILTER (WHERE NOT success), sum(response_time_ms), api_call_hist(array_agg(response_time_ms))
          FROM new_rows GROUP BY 1, 2
        ON CONFLICT (api_id, hour) DO UPDATE SET calls = h.calls + excluded.calls, failed = h.failed + excluded.failed,
          sum_ms = h.sum_ms + excluded.sum_ms, hist = api_call_hist_add(h.hist, excluded.hist);
        INSERT INTO api_call_tick AS k (api_id, at, calls, failed, sum_ms, hist)
          SELECT api_id, to_timestamp(floor(extract(epoch FROM requested_at) / 10) * 10), count(*),
                 count(*) FILTER (WHERE NOT success), sum(response_time_ms), api_call_hist(array_agg(response_time_ms))
          FROM new_rows GROUP BY 1, 2
        ON CONFLICT (api_id, at) DO UPDATE SET calls = k.calls + excluded.calls, failed = k.failed + excluded.failed,
          sum_ms = k.sum_ms + excluded.sum_ms, hist = api_call_hist_add(k.hist, excluded.hist);
        INSERT INTO api_call_caller AS c (api_id, caller, grain, at, version, calls, failed, sum_ms)
          SELECT r.api_id, CASE WHEN r.user_id IS NULL THEN 'ip:' || r.request_ip ELSE 'u:' || r.user_id END, g.s,
                 to_timestamp(floor(extract(epoch FROM r.requested_at) / g.s) * g.s), coalesce(r.version, 'v1'), count(*),
                 count(*) FILTER (WHERE NOT r.success), sum(r.response_time_ms)
          FROM new_rows r CROSS JOIN (VALUES (10), (3600)) AS g(s) GROUP BY 1, 2, 3, 4, 5
        ON CONFLICT (api_id, caller, grain, at, version) DO UPDATE SET calls = c.calls + excluded.calls,
          failed = c.failed + excluded.failed, sum_ms = c.sum_ms + excluded.sum_ms;
        INSERT INTO api_call_version AS v (api_id, version, grain, at, calls, failed, sum_ms, hist)
          SELECT r.api_id, coalesce(r.version, 'v1'), g.s, to_timestamp(floor(extract(epoch FROM r.requested_at) / g.s) * g.s),
                 count(*), count(*) FILTER (WHERE NOT r.success), sum(r.response_time_ms), api_call_hist(array_agg(r.response_time_ms))
          FROM new_rows r CROSS JOIN (VALUES (10), (3600)) AS g(s) GROUP BY 1, 2, 3, 4
        ON CONFLICT (api_id, version, grain, at) DO UPDATE SET calls = v.calls + excluded.calls,
          failed = v.failed + excluded.failed, sum_ms = v.sum_ms + excluded.sum_ms, hist = api_call_hist_add(v.hist, excluded.hist);
        INSERT INTO api_call_net AS n (api_id, grain, at, net, calls, failed, last_at)
          SELECT r.api_id, g.s, to_timestamp(floor(extract(epoch FROM r.requested_at) / g.s) * g.s),
                 r.net, count(*), count(*) FILTER (WHERE NOT r.success), max(r.requested_at)
          -- each address's network once, not once per grain
          FROM (SELECT api_id, requested_at, success, api_call_net_of(request_ip) AS net FROM new_rows) r
          CROSS JOIN (VALUES (60), (3600)) AS g(s) GROUP BY 1, 2, 3, 4
        ON CONFLICT (api_id, grain, at, net) DO UPDATE SET calls = n.calls + excluded.calls,
          failed = n.failed + excluded.failed, last_at = greatest(n.last_at, excluded.last_at);
        RETURN NULL;
      END $$`);

    // What the kept rows hold now: each caller's rows again with their versions, and the versions' own.
    await q.query(`DELETE FROM api_call_caller`);
    await q.query(`
      INSERT INTO api_call_caller (api_id, caller, grain, at, version, calls, failed, sum_ms)
      SELECT r.api_id, CASE WHEN r.user_id IS NULL THEN 'ip:' || r.request_ip ELSE 'u:' || r.user_id END, g.s,
             to_timestamp(floor(extract(epoch FROM r.requested_at) / g.s) * g.s), coalesce(r.version, 'v1'), count(*),
             count(*) FILTER (WHERE NOT r.success), sum(r.response_time_ms)
      FROM api_call r JOIN (VALUES (10, interval '70 minutes'), (3600, interval '8 days')) AS g(s, keep)
        ON r.requested_at >= now() - g.keep
      GROUP BY 1, 2, 3, 4, 5`);
    await q.query(`
      INSERT INTO api_call_version (api_id, version, grain, at, calls, failed, sum_ms, hist)
      SELECT r.api_id, coalesce(r.version, 'v1'), g.s, to_timestamp(floor(extract(epoch FROM r.requested_at) / g.s) * g.s),
             count(*), count(*) FILTER (WHERE NOT r.success), sum(r.response_time_ms), api_call_hist(array_agg(r.response_time_ms))
      FROM api_call r JOIN (VALUES (10, interval '70 minutes'), (3600, interval '8 days')) AS g(s, keep)
        ON r.requested_at >= now() - g.keep
      GROUP BY 1, 2, 3, 4`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION api_call_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO api_call_total AS t (api_id, calls, failed, sum_ms)
          SELECT api_id, count(*), count(*) FILTER (WHERE NOT success), sum(response_time_ms)
          FROM new_rows GROUP BY api_id
        ON CONFLICT (api_id) DO UPDATE SET calls = t.calls + excluded.calls, failed = t.failed + excluded.failed,
          sum_ms = t.sum_ms + excluded.sum_ms;
        INSERT INTO api_call_minute AS m (api_id, minute, calls, failed, sum_ms, hist)
          SELECT api_id, to_timestamp(floor(extract(epoch FROM requested_at) / 60) * 60), count(*),
                 count(*) FILTER (WHERE NOT success), sum(response_time_ms), api_call_hist(array_agg(response_time_ms))
          FROM new_rows GROUP BY 1, 2
        ON CONFLICT (api_id, minute) DO UPDATE SET calls = m.calls + excluded.calls, failed = m.failed + excluded.failed,
          sum_ms = m.sum_ms + excluded.sum_ms, hist = api_call_hist_add(m.hist, excluded.hist);
        INSERT INTO api_call_hour AS h (api_id, hour, calls, failed, sum_ms, hist)
          SELECT api_id, to_timestamp(floor(extract(epoch FROM requested_at) / 3600) * 3600), count(*),
                 count(*) FILTER (WHERE NOT success), sum(response_time_ms), api_call_hist(array_agg(response_time_ms))
          FROM new_rows GROUP BY 1, 2
        ON CONFLICT (api_id, hour) DO UPDATE SET calls = h.calls + excluded.calls, failed = h.failed + excluded.failed,
          sum_ms = h.sum_ms + excluded.sum_ms, hist = api_call_hist_add(h.hist, excluded.hist);
        INSERT INTO api_call_tick AS k (api_id, at, calls, failed, sum_ms, hist)
          SELECT api_id, to_timestamp(floor(extract(epoch FROM requested_at) / 10) * 10), count(*),
                 count(*) FILTER (WHERE NOT success), sum(response_time_ms), api_call_hist(array_agg(response_time_ms))
          FROM new_rows GROUP BY 1, 2
        ON CONFLICT (api_id, at) DO UPDATE SET calls = k.calls + excluded.calls, failed = k.failed + excluded.failed,
          sum_ms = k.sum_ms + excluded.sum_ms, hist = api_call_hist_add(k.hist, excluded.hist);
        INSERT INTO api_call_caller AS c (api_id, caller, grain, at, calls, failed, sum_ms)
          SELECT r.api_id, CASE WHEN r.user_id IS NULL THEN 'ip:' || r.request_ip ELSE 'u:' || r.user_id END, g.s,
                 to_timestamp(floor(extract(epoch FROM r.requested_at) / g.s) * g.s), count(*),
                 count(*) FILTER (WHERE NOT r.success), sum(r.response_time_ms)
          FROM new_rows r CROSS JOIN (VALUES (10), (3600)) AS g(s) GROUP BY 1, 2, 3, 4
        ON CONFLICT (api_id, caller, grain, at) DO UPDATE SET calls = c.calls + excluded.calls,
          failed = c.failed + excluded.failed, sum_ms = c.sum_ms + excluded.sum_ms;
        INSERT INTO api_call_net AS n (api_id, grain, at, net, calls, failed, last_at)
          SELECT r.api_id, g.s, to_timestamp(floor(extract(epoch FROM r.requested_at) / g.s) * g.s),
                 r.net, count(*), count(*) FILTER (WHERE NOT r.success), max(r.requested_at)
          -- each address's network once, not once per grain
          FROM (SELECT api_id, requested_at, success, api_call_net_of(request_ip) AS net FROM new_rows) r
          CROSS JOIN (VALUES (60), (3600)) AS g(s) GROUP BY 1, 2, 3, 4
        ON CONFLICT (api_id, grain, at, net) DO UPDATE SET calls = n.calls + excluded.calls,
          failed = n.failed + excluded.failed, last_at = greatest(n.last_at, excluded.last_at);
        RETURN NULL;
      END $$`);
    await q.query(`DROP TABLE api_call_version`);
    // One row per caller and bucket again: the versions' rows summed.
    await q.query(`
      CREATE TEMP TABLE caller_sum ON COMMIT DROP AS
      SELECT api_id, caller, grain, at, sum(calls)::int AS calls, sum(failed)::int AS failed, sum(sum_ms) AS sum_ms
        FROM api_call_caller GROUP BY 1, 2, 3, 4`);
    await q.query(`DELETE FROM api_call_caller`);
    await q.query(`ALTER TABLE api_call_caller DROP CONSTRAINT api_call_caller_pkey`);
    await q.query(`ALTER TABLE api_call_caller DROP COLUMN version`);
    await q.query(`ALTER TABLE api_call_caller ADD PRIMARY KEY (api_id, caller, grain, at)`);
    await q.query(`INSERT INTO api_call_caller (api_id, caller, grain, at, calls, failed, sum_ms) SELECT * FROM caller_sum`);
  }
}
