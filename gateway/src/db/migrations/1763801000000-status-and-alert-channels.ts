import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public status page and alerts that leave the app (issue #31).
 * - Synthetic probes: one schedule row per API (`status_probe_schedule`, claimed by moving `next_at`
 *   forward in one UPDATE, so each probe runs once per interval whichever gateway claims it) and the
 *   probe results (`status_probe`), kept apart from `api_call` so probes never count as calls.
 * - Per-minute verdicts (`status_minute`) and their per-day sums (`status_day`) behind the uptime
 *   figures; `status_tracker` is each API's evaluator position and its hysteresis runs.
 * - Incidents with their updates (zh/en), maintenance windows, and visitors following an API.
 * - Alert channels (webhook, 钉钉, 飞书, 企业微信, e-mail), the durable delivery queue with one row per
 *   channel and event (the unique key is the dedupe), each attempt's answer, and the cursor over
 *   `api_alert` that routes interface alerts and shutdowns to the channels.
 */
export class StatusAndAlertChannels1763801000000 implements MigrationInterface {
  name = 'StatusAndAlertChannels1763801000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE status_probe_schedule (
        api_id int PRIMARY KEY REFERENCES api(id) ON DELETE CASCADE,
        interval_seconds int NOT NULL DEFAULT 60 CHECK (interval_seconds BETWEEN 30 AND 3600),
        enabled boolean NOT NULL DEFAULT true,
        next_at timestamptz NOT NULL DEFAULT now(),
        claimed_by text,
        claimed_at timestamptz
      )`);
    await q.query(`CREATE INDEX status_probe_schedule_due_idx ON status_probe_schedule (next_at) WHERE enabled`);
    await q.query(`
      CREATE TABLE status_probe (
        id bigserial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        probed_at timestamptz NOT NULL DEFAULT now(),
        ok boolean NOT NULL,
        status int,
        response_time_ms double precision NOT NULL,
        error text,
        gateway text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE INDEX status_probe_api_idx ON status_probe (api_id, probed_at DESC)`);
    // The hourly pruning of raw rows (kept 48 hours) reads these.
    await q.query(`CREATE INDEX status_probe_time_idx ON status_probe (probed_at)`);
    await q.query(`
      CREATE TABLE status_minute (
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        minute timestamptz NOT NULL,
        state text NOT NULL CHECK (state IN ('up', 'down', 'maintenance')),
        calls int NOT NULL,
        failed int NOT NULL,
        probes int NOT NULL,
        probes_failed int NOT NULL,
        PRIMARY KEY (api_id, minute)
      )`);
    await q.query(`CREATE INDEX status_minute_time_idx ON status_minute (minute)`);
    await q.query(`
      CREATE TABLE status_day (
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        day date NOT NULL,
        up_minutes int NOT NULL DEFAULT 0,
        down_minutes int NOT NULL DEFAULT 0,
        maintenance_minutes int NOT NULL DEFAULT 0,
        PRIMARY KEY (api_id, day)
      )`);
    await q.query(`
      CREATE TABLE status_incident (
        id bigserial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        state text NOT NULL CHECK (state IN ('open', 'resolved')),
        automatic boolean NOT NULL,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 120),
        started_at timestamptz NOT NULL,
        resolved_at timestamptz,
        created_by int REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One open incident per API: the evaluator and a person cannot open two for one outage.
    await q.query(`CREATE UNIQUE INDEX status_incident_one_open ON status_incident (api_id) WHERE state = 'open'`);
    await q.query(`CREATE INDEX status_incident_api_idx ON status_incident (api_id, started_at DESC)`);
    await q.query(`
      CREATE TABLE status_incident_update (
        id bigserial PRIMARY KEY,
        incident_id bigint NOT NULL REFERENCES status_incident(id) ON DELETE CASCADE,
        phase text NOT NULL CHECK (phase IN ('investigating', 'identified', 'monitoring', 'resolved')),
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
        body_en text NOT NULL CHECK (char_length(body_en) BETWEEN 1 AND 1000),
        author_id int REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX status_incident_update_idx ON status_incident_update (incident_id, created_at)`);
    await q.query(`
      CREATE TABLE status_tracker (
        api_id int PRIMARY KEY REFERENCES api(id) ON DELETE CASCADE,
        evaluated_to timestamptz NOT NULL,
        down_run int NOT NULL DEFAULT 0,
        up_run int NOT NULL DEFAULT 0,
        first_down timestamptz,
        first_up timestamptz
      )`);
    await q.query(`
      CREATE TABLE status_maintenance (
        id bigserial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 120),
        created_by int REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at)
      )`);
    await q.query(`CREATE INDEX status_maintenance_api_idx ON status_maintenance (api_id, ends_at DESC)`);
    await q.query(`
      CREATE TABLE status_follow (
        user_id int NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, api_id)
      )`);
    await q.query(`CREATE INDEX status_follow_api_idx ON status_follow (api_id)`);

    await q.query(`
      CREATE TABLE alert_channel (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('webhook', 'dingtalk', 'feishu', 'wecom', 'email')),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
        url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2000),
        secret text NOT NULL DEFAULT '' CHECK (char_length(secret) <= 200),
        email_to text NOT NULL DEFAULT '' CHECK (char_length(email_to) <= 500),
        events text[] NOT NULL,
        owner_id int REFERENCES app_user(id) ON DELETE CASCADE,
        api_id int REFERENCES api(id) ON DELETE CASCADE,
        enabled boolean NOT NULL DEFAULT true,
        last_error text,
        last_error_at timestamptz,
        last_delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE alert_delivery (
        id bigserial PRIMARY KEY,
        channel_id int NOT NULL REFERENCES alert_channel(id) ON DELETE CASCADE,
        event_key text NOT NULL,
        event_kind text NOT NULL,
        api_id int REFERENCES api(id) ON DELETE SET NULL,
        payload jsonb NOT NULL,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        last_status int,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        UNIQUE (channel_id, event_key)
      )`);
    await q.query(`CREATE INDEX alert_delivery_due_idx ON alert_delivery (next_attempt_at) WHERE state = 'pending'`);
    await q.query(`CREATE INDEX alert_delivery_created_idx ON alert_delivery (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE alert_delivery_attempt (
        id bigserial PRIMARY KEY,
        delivery_id bigint NOT NULL REFERENCES alert_delivery(id) ON DELETE CASCADE,
        attempted_at timestamptz NOT NULL DEFAULT now(),
        ok boolean NOT NULL,
        status int,
        answer text,
        error text,
        gateway text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE INDEX alert_delivery_attempt_idx ON alert_delivery_attempt (delivery_id, attempted_at)`);
    await q.query(`CREATE TABLE alert_route_cursor (source text PRIMARY KEY, last_id bigint NOT NULL)`);
    // Alerts raised before channels existed are not sent now.
    await q.query(`INSERT INTO alert_route_cursor (source, last_id) SELECT 'api_alert', coalesce(max(id), 0) FROM api_alert`);

    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender', 'status'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind = 'status'`);
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender'))`,
    );
    await q.query(`DROP TABLE alert_route_cursor, alert_delivery_attempt, alert_delivery, alert_channel`);
    await q.query(`DROP TABLE status_follow, status_maintenance, status_tracker, status_incident_update, status_incident,
      status_day, status_minute, status_probe, status_probe_schedule`);
  }
}
