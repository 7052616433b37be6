import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans, subscriptions and usage metering (issue #27). A plan belongs to one API; its limits in force
 * now are the plain columns, and a change made during a window keeps the old limit for the rest of that
 * window (`prev_daily_*` for the day, `prev_monthly_*` for the month). A subscription ties one caller's
 * key to one plan of one API; at most one live subscription per caller and API (the partial unique
 * index: parallel subscribes end in one row). `api_usage_day` is the per-day roll-up the usage page,
 * the creator's analytics and the quota fallback read — never the raw call rows.
 */
export class PlansSubscriptions1763812700000 implements MigrationInterface {
  name = 'PlansSubscriptions1763812700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_plan (
        id serial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
        name_en text NOT NULL CHECK (char_length(name_en) <= 40),
        daily_quota int CHECK (daily_quota BETWEEN 1 AND 10000000),
        monthly_quota int CHECK (monthly_quota BETWEEN 1 AND 300000000),
        rate_per_second int CHECK (rate_per_second BETWEEN 1 AND 10000),
        overage text NOT NULL DEFAULT 'refuse' CHECK (overage IN ('refuse', 'allow')),
        needs_approval boolean NOT NULL DEFAULT false,
        is_default boolean NOT NULL DEFAULT false,
        sort_order int NOT NULL DEFAULT 0,
        -- the limit in force before a change, for the rest of the window the change was made in
        prev_daily_day date,
        prev_daily_quota int,
        prev_monthly_month date,
        prev_monthly_quota int,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    // An API whose token rule is api-key-only can require a subscription of every key that calls it.
    await q.query(`ALTER TABLE api ADD COLUMN requires_subscription boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX api_plan_api_idx ON api_plan (api_id) WHERE deleted_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX api_plan_one_default ON api_plan (api_id) WHERE is_default AND deleted_at IS NULL`);

    await q.query(`
      CREATE TABLE api_subscription (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        plan_id int NOT NULL REFERENCES api_plan(id),
        key_id int NOT NULL REFERENCES api_key(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'active', 'suspended', 'ended')),
        suspend_reason text,
        -- a switch of plans mid-window sets this window's limit (pro rata); other windows use the plan's
        day_window date,
        day_limit int,
        month_window date,
        month_limit int,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz
      )`);
    await q.query(
      `CREATE UNIQUE INDEX api_subscription_live ON api_subscription (user_id, api_id) WHERE status <> 'ended'`,
    );
    await q.query(`CREATE INDEX api_subscription_key_idx ON api_subscription (key_id, api_id) WHERE status <> 'ended'`);
    await q.query(`CREATE INDEX api_subscription_api_idx ON api_subscription (api_id, status)`);
    await q.query(`CREATE INDEX api_subscription_plan_idx ON api_subscription (plan_id)`);

    await q.query(`
      CREATE TABLE api_usage_day (
        subscription_id int NOT NULL REFERENCES api_subscription(id) ON DELETE CASCADE,
        day date NOT NULL,
        calls int NOT NULL DEFAULT 0,
        billable int NOT NULL DEFAULT 0,
        overage int NOT NULL DEFAULT 0,
        refused_daily int NOT NULL DEFAULT 0,
        refused_monthly int NOT NULL DEFAULT 0,
        refused_rate int NOT NULL DEFAULT 0,
        refused_suspended int NOT NULL DEFAULT 0,
        -- latency of the answered calls: sum for the mean, and a 72-bucket log histogram for p50/p95
        ms_sum double precision NOT NULL DEFAULT 0,
        ms_hist int[] NOT NULL DEFAULT array_fill(0, ARRAY[72]),
        PRIMARY KEY (subscription_id, day)
      )`);

    // Quota warnings (80 %, 100 %) and plan changes reach the caller's bell.
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender', 'quota', 'plan'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind IN ('quota', 'plan')`);
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender'))`,
    );
    await q.query(`DROP TABLE api_usage_day`);
    await q.query(`DROP TABLE api_subscription`);
    await q.query(`DROP TABLE api_plan`);
    await q.query(`ALTER TABLE api DROP COLUMN requires_subscription`);
  }
}
