import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rows of `api_call` that land in the default partition (a call recorded for a day whose partition did
 * not exist yet, a clock far off) no longer break the maintenance round or outlive the retention:
 * - `api_call_ensure_partitions` makes a missing day's partition even when the default holds rows of
 *   that day: it moves them into the new table and attaches it (PostgreSQL refuses `PARTITION OF` while
 *   the default holds rows of the range). They move without passing through `api_call`, so the roll-up
 *   trigger does not count them twice.
 * - `api_call_drop_partitions` also deletes the default partition's rows older than `keep_from`.
 */
export class CallDefaultPartition1763809100000 implements MigrationInterface {
  name = 'CallDefaultPartition1763809100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION api_call_ensure_partitions(first date, last date) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE d date := first; day text; lo timestamptz; hi timestamptz;
      BEGIN
        WHILE d <= last LOOP
          day := 'api_call_' || to_char(d, 'YYYYMMDD');
          lo := d::timestamp AT TIME ZONE 'UTC';
          hi := (d + 1)::timestamp AT TIME ZONE 'UTC';
          IF to_regclass(day) IS NULL THEN
            IF EXISTS (SELECT 1 FROM api_call_default WHERE requested_at >= lo AND requested_at < hi) THEN
              EXECUTE format('CREATE TABLE %I (LIKE api_call INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', day);
              EXECUTE format(
                'WITH moved AS (DELETE FROM api_call_default WHERE requested_at >= %L AND requested_at < %L RETURNING *)
                 INSERT INTO %I SELECT * FROM moved', lo, hi, day);
              EXECUTE format('ALTER TABLE api_call ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', day, lo, hi);
            ELSE
              EXECUTE format('CREATE TABLE %I PARTITION OF api_call FOR VALUES FROM (%L) TO (%L)', day, lo, hi);
            END IF;
          END IF;
          d := d + 1;
        END LOOP;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION api_call_drop_partitions(keep_from date) RETURNS int LANGUAGE plpgsql AS $$
      DECLARE r record; n int := 0;
      BEGIN
        FOR r IN SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
                 WHERE i.inhparent = 'api_call'::regclass AND c.relname ~ '^api_call_[0-9]{8}$'
                   AND to_date(substr(c.relname, 10), 'YYYYMMDD') < keep_from LOOP
          EXECUTE format('DROP TABLE %I', r.relname);
          n := n + 1;
        END LOOP;
        DELETE FROM api_call_default WHERE requested_at < (keep_from::timestamp AT TIME ZONE 'UTC');
        RETURN n;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION api_call_ensure_partitions(first date, last date) RETURNS void LANGUAGE plpgsql AS $$
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
    await q.query(`
      CREATE OR REPLACE FUNCTION api_call_drop_partitions(keep_from date) RETURNS int LANGUAGE plpgsql AS $$
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
  }
}
