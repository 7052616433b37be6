import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open calls whose reads cost the same however long the history grows:
 * - `api_call` becomes natively partitioned by day on `requested_at` (old days are dropped whole by
 *   the retention job, never deleted row by row), with `response_time_ms` in double precision
 *   (microseconds are kept: built-in APIs answer in well under a millisecond).
 * - A statement-level trigger maintains, in the same transaction as each batch the call recorder
 *   writes, exact per-API counters (`api_call_total`) and per-minute and per-hour roll-ups
 *   (`api_call_minute`, `api_call_hour`: calls, failures, summed time, latency histogram).
 * Histogram: 72 buckets, bucket k holding times in [16 µs·2^(k/3), 16 µs·2^((k+1)/3)) (the last one
 * open-ended): a percentile read from it is the bucket's geometric middle, within ±12.3% of the true
 * value (2^(1/6) − 1), for times from 16 µs to about 4.5 minutes.
 */
export class CallRollups1763781000000 implements MigrationInterface {
  name = 'CallRollups1763781000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_call RENAME TO api_call_old`);
    await q.query(`ALTER SEQUENCE api_call_id_seq OWNED BY NONE`);
    await q.query(`
      CREATE TABLE api_call (
        id bigint NOT NULL DEFAULT nextval('api_call_id_seq'),
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        response_time_ms double precision NOT NULL,
        request_ip text NOT NULL,
        success boolean NOT NULL,
        status int NOT NULL,
        user_id int,
        requested_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (id, requested_at)
      ) PARTITION BY RANGE (requested_at)`);
    await q.query(`ALTER SEQUENCE api_call_id_seq OWNED BY api_call.id`);
    // Rows outside every day's partition (a clock far off) are kept here rather than refused.
    await q.query(`CREATE TABLE api_call_default PARTITION OF api_call DEFAULT`);
    await q.query(`CREATE INDEX api_call_newest_idx ON api_call (api_id, requested_at DESC, id DESC)`);
    // "Mine" in the statistics: one caller's calls to one API over a period.
    await q.query(
      `CREATE INDEX api_call_user_idx ON api_call (api_id, user_id, requested_at) WHERE user_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX api_call_ip_idx ON api_call (api_id, request_ip, requested_at) WHERE user_id IS NULL`,
    );

    // One partition per UTC day from `first` to `last` (inclusive); existing ones are left alone.
    await q.query(`
      CREATE FUNCTION api_call_ensure_partitions(first date, last date) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE d date := first;
      BEGIN
        WHILE d <= last LOOP
          IF to_regclass('api_call_' || to_char(d, 'YYYYMMDD')) IS NULL THEN
            EXECUTE format(
              'CREATE TABLE %I PARTITION OF api_call FOR VALUES FROM (%L) TO (%L)',
              'api_call_' || to_char(d, 'YYYYMMDD'),
              (d::timestamp AT TIME ZONE 'UTC'), ((d + 1)::timestamp AT TIME ZONE 'UTC'));
          END IF;
          d := d + 1;
        END LOOP;
      END $$`);
    // Drops whole days older than `keep_from` (UTC); returns how many.
    await q.query(`
      CREATE FUNCTION api_call_drop_partitions(keep_from date) RETURNS int LANGUAGE plpgsql AS $$
      DECLARE r record; n int := 0;
      BEGIN
        FOR r IN SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
                 WHERE i.inhparent = 'api_call'::regclass AND c.relname ~ '^api_call_[0-9]{8}$'
                   AND to_date(substr(c.relname, 10), 'YYYYMMDD') < keep_from LOOP
          EXECUTE format('DROP TABLE %I', r.relname);
          n := n + 1;
        END LOOP;
        RETURN n;
      END $$`);

    await q.query(`
      CREATE FUNCTION api_call_bucket(ms double precision) RETURNS int LANGUAGE sql IMMUTABLE AS $$
        SELECT least(71, greatest(0, floor(3 * ln(greatest(ms, 0.016) / 0.016) / ln(2))))::int
      $$`);
    await q.query(`
      CREATE FUNCTION api_call_hist(ms double precision[]) RETURNS int[] LANGUAGE sql IMMUTABLE AS $$
        SELECT array_agg(coalesce(h.c, 0) ORDER BY k.k)
        FROM generate_series(0, 71) AS k(k)
        LEFT JOIN (SELECT api_call_bucket(x) AS b, count(*)::int AS c FROM unnest(ms) AS x GROUP BY 1) h ON h.b = k.k
      $$`);
    await q.query(`
      CREATE FUNCTION api_call_hist_add(a int[], b int[]) RETURNS int[] LANGUAGE sql IMMUTABLE AS $$
        SELECT array_agg(x + y ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
      $$`);

    await q.query(`
      CREATE TABLE api_call_total (
        api_id int PRIMARY KEY REFERENCES api(id) ON DELETE CASCADE,
        calls bigint NOT NULL,
        failed bigint NOT NULL,
        sum_ms double precision NOT NULL
      )`);
    for (const [table, column] of [
      ['api_call_minute', 'minute'],
      ['api_call_hour', 'hour'],
    ] as const) {
      await q.query(`
        CREATE TABLE ${table} (
          api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
          ${column} timestamptz NOT NULL,
          calls int NOT NULL,
          failed int NOT NULL,
          sum_ms double precision NOT NULL,
          hist int[] NOT NULL,
          PRIMARY KEY (api_id, ${column})
        )`);
    }
    // Epoch-aligned minutes and hours, whatever the session's time zone.
    await q.query(`
      CREATE FUNCTION api_call_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`
      CREATE TRIGGER api_call_rollup AFTER INSERT ON api_call
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api_call_rollup()`);

    // The history so far: partitions for its days (and the next ones), then the rows with their roll-ups.
    await q.query(`
      SELECT api_call_ensure_partitions(
        least((SELECT min(requested_at) FROM api_call_old) AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')::date,
        ((now() AT TIME ZONE 'UTC')::date + 3))`);
    await q.query(`
      INSERT INTO api_call (id, api_id, response_time_ms, request_ip, success, status, user_id, requested_at)
      SELECT id, api_id, response_time_ms, request_ip, success, status, user_id, requested_at FROM api_call_old`);
    await q.query(`DROP TABLE api_call_old`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER SEQUENCE api_call_id_seq OWNED BY NONE`);
    await q.query(`ALTER TABLE api_call RENAME TO api_call_new`);
    await q.query(`
      CREATE TABLE api_call (
        id bigint PRIMARY KEY DEFAULT nextval('api_call_id_seq'),
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        response_time_ms int NOT NULL,
        request_ip text NOT NULL,
        success boolean NOT NULL,
        status int NOT NULL,
        user_id int,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO api_call SELECT id, api_id, round(response_time_ms)::int, request_ip, success, status, user_id, requested_at
      FROM api_call_new`);
    await q.query(`ALTER SEQUENCE api_call_id_seq OWNED BY api_call.id`);
    await q.query(`DROP TABLE api_call_new`);
    await q.query(`CREATE INDEX api_call_api_time_idx ON api_call (api_id, requested_at DESC)`);
    await q.query(`DROP TABLE api_call_hour, api_call_minute, api_call_total`);
    await q.query(`DROP FUNCTION api_call_rollup(), api_call_hist_add(int[], int[]), api_call_hist(double precision[]),
      api_call_bucket(double precision), api_call_drop_partitions(date), api_call_ensure_partitions(date, date)`);
  }
}
