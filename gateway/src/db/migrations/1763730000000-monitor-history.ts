import type { MigrationInterface, QueryRunner } from 'typeorm';

/** System metrics history (raw samples and their roll-ups) and the platform activity log. */
export class MonitorHistory1763730000000 implements MigrationInterface {
  name = 'MonitorHistory1763730000000';

  async up(q: QueryRunner): Promise<void> {
    // One table for every resolution: 0 = one raw sample, 60 = a minute, 600 = ten minutes.
    // Roll-ups hold averages weighted by `samples`, so coarser roll-ups of roll-ups stay exact.
    await q.query(`
      CREATE TABLE system_metric (
        id bigserial PRIMARY KEY,
        host text NOT NULL,
        resolution int NOT NULL,
        taken_at timestamptz NOT NULL,
        samples int NOT NULL DEFAULT 1,
        cpu_usage real,
        cpu_temperature real,
        memory_usage real NOT NULL,
        memory_used real NOT NULL,
        memory_total real NOT NULL,
        upload_speed real,
        download_speed real,
        total_upload double precision NOT NULL,
        total_download double precision NOT NULL,
        CONSTRAINT system_metric_resolution_check CHECK (resolution IN (0, 60, 600)),
        CONSTRAINT system_metric_samples_check CHECK (samples > 0)
      )`);
    await q.query(`CREATE INDEX system_metric_host_time_idx ON system_metric (host, resolution, taken_at)`);
    // Roll-ups are upserted by several gateways sharing the database: one row per host and bucket.
    await q.query(
      `CREATE UNIQUE INDEX system_metric_bucket_uq ON system_metric (host, resolution, taken_at) WHERE resolution > 0`,
    );
    await q.query(`
      CREATE TABLE activity_event (
        id serial PRIMARY KEY,
        kind text NOT NULL,
        title text NOT NULL,
        title_en text NOT NULL,
        actor text NOT NULL DEFAULT '',
        api_id int REFERENCES api(id) ON DELETE SET NULL,
        -- newest first by id (the primary key index serves ORDER BY id DESC)
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT activity_event_kind_check
          CHECK (kind IN ('API_PUBLISHED','API_SHUT_DOWN','ALERT_RAISED','USER_REGISTERED','FEEDBACK_RECEIVED'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE activity_event`);
    await q.query(`DROP TABLE system_metric`);
  }
}
