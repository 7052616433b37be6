import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reads that cost the same however many calls the day holds (issue #35, "flat with traffic"):
 * - `api_call_tick`: everyone's calls per API in 10 s buckets (the 5-minute view), kept an hour.
 * - `api_call_caller`: one caller's calls per API — `caller` is `u:<user id>` for a signed-in caller (or
 *   a key's owner), else `ip:<address>` — in 10 s and 1 h buckets (`grain`, seconds): the statistics'
 *   "mine" for 5 min and 1 h (10 s rows, kept 70 minutes), and for 24 h and 7 d (1 h rows, kept 8 days). Calls, failures and
 *   summed time only: a latency histogram per caller and bucket cost ~0.1 ms per row to build and merge
 *   in the trigger, and a batch of calls from many callers writes a row per caller (so one caller's
 *   percentiles are not kept; the platform's are).
 * - `api_call_net`: calls per API and caller network (the address with its host part cleared: /24 for
 *   IPv4, /64 for IPv6, IPv4-mapped as IPv4; `*` for what is no address), in 1 min and 1 h buckets, with
 *   the last call's time: the creator's top callers, whose addresses are shown masked to that network.
 * All three are kept by the statement trigger of `api_call`, in the same transaction as each batch the
 * call recorder writes (as the per-minute and per-hour roll-ups of CallRollups1763781000000).
 * - `access_log`: a trigram index for the IP filter (`ILIKE '%…%'`), an index in the page's order (newest
 *   first, then id), and retention (ACCESS_LOG_RETENTION_DAYS).
 */
export class FlatCallReads1795865428151 implements MigrationInterface {
  name = 'FlatCallReads1795865428151';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_call_tick (
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        calls int NOT NULL,
        failed int NOT NULL,
        sum_ms double precision NOT NULL,
        hist int[] NOT NULL,
        PRIMARY KEY (api_id, at)
      )`);
    await q.query(`
      CREATE TABLE api_call_caller (
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        caller text NOT NULL,
        grain int NOT NULL,
        at timestamptz NOT NULL,
        calls int NOT NULL,
        failed int NOT NULL,
        sum_ms double precision NOT NULL,
        PRIMARY KEY (api_id, caller, grain, at)
      )`);
    await q.query(`
      CREATE TABLE api_call_net (
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        grain int NOT NULL,
        at timestamptz NOT NULL,
        net text NOT NULL,
        calls int NOT NULL,
        failed int NOT NULL,
        last_at timestamptz NOT NULL,
        PRIMARY KEY (api_id, grain, at, net)
      )`);
    // Pruning by age (CallStorageMaintenance).
    await q.query(`CREATE INDEX api_call_caller_at_idx ON api_call_caller (grain, at)`);
    await q.query(`CREATE INDEX api_call_net_at_idx ON api_call_net (grain, at)`);
    await q.query(`CREATE INDEX api_call_tick_at_idx ON api_call_tick (at)`);

    // The caller's network as text (maskIp in call-history.service.ts shows it as `a.b.c.*` / `h:h:h:h:*`).
    // IPv4 by a regular expression (an SQL function, inlined into the trigger's statement); only what
    // looks like IPv6 goes to PL/pgSQL, cast inside an exception block (a subtransaction).
    await q.query(`
      CREATE FUNCTION api_call_net6_of(ip text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
      DECLARE a inet;
      BEGIN
        IF ip !~ '^[0-9A-Fa-f:.]+$' THEN RETURN '*'; END IF;
        BEGIN
          a := ip::inet;
        EXCEPTION WHEN others THEN
          RETURN '*';
        END;
        IF family(a) <> 6 OR masklen(a) <> 128 THEN RETURN '*'; END IF;
        IF a << '::ffff:0:0/96'::inet THEN
          RETURN api_call_net_of(substring(host(a) FROM '[^:]*$'));
        END IF;
        RETURN host(network(set_masklen(a, 64)));
      END $$`);
    await q.query(`
      CREATE FUNCTION api_call_net_of(ip text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE
          WHEN ip ~ '^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}$'
            THEN regexp_replace(ip, '\\.[0-9]+$', '.0')
          WHEN position(':' IN ip) > 0 THEN api_call_net6_of(ip)
          ELSE '*'
        END
      $$`);

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

    // What the history holds now, within each grain's keeping.
    await q.query(`
      INSERT INTO api_call_tick (api_id, at, calls, failed, sum_ms, hist)
      SELECT api_id, to_timestamp(floor(extract(epoch FROM requested_at) / 10) * 10), count(*),
             count(*) FILTER (WHERE NOT success), sum(response_time_ms), api_call_hist(array_agg(response_time_ms))
      FROM api_call WHERE requested_at >= now() - interval '70 minutes' GROUP BY 1, 2`);
    await q.query(`
      INSERT INTO api_call_caller (api_id, caller, grain, at, calls, failed, sum_ms)
      SELECT r.api_id, CASE WHEN r.user_id IS NULL THEN 'ip:' || r.request_ip ELSE 'u:' || r.user_id END, g.s,
             to_timestamp(floor(extract(epoch FROM r.requested_at) / g.s) * g.s), count(*),
             count(*) FILTER (WHERE NOT r.success), sum(r.response_time_ms)
      FROM api_call r JOIN (VALUES (10, interval '70 minutes'), (3600, interval '8 days')) AS g(s, keep)
        ON r.requested_at >= now() - g.keep
      GROUP BY 1, 2, 3, 4`);
    await q.query(`
      INSERT INTO api_call_net (api_id, grain, at, net, calls, failed, last_at)
      SELECT r.api_id, g.s, to_timestamp(floor(extract(epoch FROM r.requested_at) / g.s) * g.s),
             api_call_net_of(r.request_ip), count(*), count(*) FILTER (WHERE NOT r.success), max(r.requested_at)
      FROM api_call r JOIN (VALUES (60, interval '2 days'), (3600, interval '8 days')) AS g(s, keep)
        ON r.requested_at >= now() - g.keep
      GROUP BY 1, 2, 3, 4`);

    // The access log's IP filter is a substring match: a trigram index serves it at any size.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX access_log_ip_trgm_idx ON access_log USING gin (ip_address gin_trgm_ops)`);
    // The page order itself (newest first, id for ties): a deep page steps over index entries only.
    await q.query(`CREATE INDEX access_log_newest_idx ON access_log (created_at DESC, id DESC)`);
    await q.query(`DROP INDEX access_log_created_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX access_log_created_idx ON access_log (created_at DESC)`);
    await q.query(`DROP INDEX access_log_newest_idx`);
    await q.query(`DROP INDEX access_log_ip_trgm_idx`);
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
        RETURN NULL;
      END $$`);
    await q.query(`DROP FUNCTION api_call_net_of(text), api_call_net6_of(text)`);
    await q.query(`DROP TABLE api_call_net, api_call_caller, api_call_tick`);
  }
}
