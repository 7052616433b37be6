import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts (users, revoked tokens), the review workflow (settings, reviews, audit trail, notifications),
 * rollout config, policies, tags, workspaces and the access log (rows written by the device-info feature).
 */
export class AccountsWorkflows1763720000000 implements MigrationInterface {
  name = 'AccountsWorkflows1763720000000';

  async up(q: QueryRunner): Promise<void> {
    // "user" is reserved in PostgreSQL. role: 1 administrator, 0 user (the SPEC's user table reading).
    await q.query(`
      CREATE TABLE app_user (
        id serial PRIMARY KEY,
        account text NOT NULL,
        username text NOT NULL,
        password_hash text NOT NULL,
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
        role smallint NOT NULL DEFAULT 0 CHECK (role IN (0, 1)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT app_user_account_format CHECK (account ~ '^[A-Za-z0-9_]{3,32}$')
      )`);
    // Accounts are unique regardless of case: "Admin" must not shadow "admin".
    await q.query(`CREATE UNIQUE INDEX app_user_account_uq ON app_user (lower(account))`);
    await q.query(`
      ALTER TABLE creator ADD CONSTRAINT creator_user_fk
        FOREIGN KEY (user_id) REFERENCES app_user(id) ON DELETE SET NULL`);
    await q.query(`
      CREATE TABLE revoked_token (
        jti text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX revoked_token_expires_idx ON revoked_token (expires_at)`);

    await q.query(`
      ALTER TABLE api
        ADD COLUMN tenant_id int NOT NULL DEFAULT 1,
        ADD COLUMN visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'private')),
        ADD COLUMN copyright text NOT NULL DEFAULT '',
        ADD COLUMN related_articles jsonb NOT NULL DEFAULT '[]'::jsonb`);

    await q.query(`
      CREATE TABLE system_setting (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Review mode 1 = manual review, 2 = automatic approval.
    await q.query(`INSERT INTO system_setting (key, value) VALUES ('review_mode', '1'::jsonb)`);

    // One row per submission: -1 pending, 0 rejected, 1 passed (the audit item's status).
    await q.query(`
      CREATE TABLE api_review (
        id serial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        status smallint NOT NULL DEFAULT -1 CHECK (status IN (-1, 0, 1)),
        comment text,
        submitted_by int REFERENCES app_user(id) ON DELETE SET NULL,
        reviewed_by int REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz
      )`);
    // At most one open review per API.
    await q.query(`CREATE UNIQUE INDEX api_review_pending_uq ON api_review (api_id) WHERE status = -1`);

    await q.query(`
      CREATE TABLE api_status_event (
        id bigserial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        actor_id int REFERENCES app_user(id) ON DELETE SET NULL,
        from_status smallint NOT NULL,
        to_status smallint NOT NULL,
        reason text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX api_status_event_api_idx ON api_status_event (api_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE notification (
        id bigserial PRIMARY KEY,
        user_id int NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        api_id int REFERENCES api(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('passed', 'rejected', 'published', 'offline')),
        message text NOT NULL,
        message_en text NOT NULL,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notification_user_idx ON notification (user_id, created_at DESC)`);

    // Rollout of one API: written by the creator (submitParms) and the admin (publishApi), read by the proxy.
    await q.query(`
      CREATE TABLE api_publish_config (
        api_id int PRIMARY KEY REFERENCES api(id) ON DELETE CASCADE,
        deploy_type text NOT NULL DEFAULT 'full' CHECK (deploy_type IN ('gray', 'full')),
        gray_scale int NOT NULL DEFAULT 10000 CHECK (gray_scale BETWEEN 100 AND 10000 AND gray_scale % 100 = 0),
        threshold int,
        delay_threshold int,
        alert_threshold int,
        off_threshold int,
        attack_protection text,
        token_rule text,
        parameters jsonb NOT NULL DEFAULT '[]'::jsonb,
        updated_by int REFERENCES app_user(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE alarm_policy (
        id serial PRIMARY KEY,
        alarmpolicy text NOT NULL,
        alarmpolicy_en text NOT NULL,
        threshold int NOT NULL
      )`);
    await q.query(`
      CREATE TABLE shutdown_policy (
        id serial PRIMARY KEY,
        policy text NOT NULL,
        policy_en text NOT NULL,
        threshold int NOT NULL
      )`);
    await q.query(`
      INSERT INTO alarm_policy (alarmpolicy, alarmpolicy_en, threshold) VALUES
        ('平均响应时间超过阈值（毫秒）', 'Average response time above threshold (ms)', 1000),
        ('错误率超过阈值（‰）', 'Error rate above threshold (per mille)', 50),
        ('每分钟调用次数超过阈值', 'Calls per minute above threshold', 600)`);
    await q.query(`
      INSERT INTO shutdown_policy (policy, policy_en, threshold) VALUES
        ('连续失败次数达到阈值时下架', 'Take offline after this many consecutive failures', 20),
        ('错误率持续超过阈值（‰）时下架', 'Take offline when the error rate stays above threshold (per mille)', 500)`);

    await q.query(`
      CREATE TABLE tag (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        name_en text NOT NULL
      )`);
    await q.query(`
      INSERT INTO tag (name, name_en) VALUES
        ('免费', 'Free'), ('官方', 'Official'), ('实时', 'Real-time'), ('工具', 'Utility'),
        ('数据', 'Data'), ('安全', 'Security'), ('文本', 'Text'), ('网络', 'Network')`);
    await q.query(`
      CREATE TABLE api_tag (
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        tag_id int NOT NULL REFERENCES tag(id) ON DELETE CASCADE,
        PRIMARY KEY (api_id, tag_id)
      )`);

    await q.query(`
      CREATE TABLE workspace (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        name_en text NOT NULL
      )`);
    await q.query(`
      INSERT INTO workspace (name, name_en) VALUES
        ('平台运维', 'Platform operations'), ('接口市场', 'API market'), ('开发者社区', 'Developer community')`);

    await q.query(`
      CREATE TABLE access_log (
        id bigserial PRIMARY KEY,
        ip_address text NOT NULL,
        user_agent jsonb NOT NULL DEFAULT '{}'::jsonb,
        browser text,
        os text,
        device text,
        is_mobile boolean,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX access_log_created_idx ON access_log (created_at DESC)`);
    await q.query(`CREATE INDEX access_log_ip_idx ON access_log (ip_address)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'access_log', 'workspace', 'api_tag', 'tag', 'shutdown_policy', 'alarm_policy', 'api_publish_config',
      'notification', 'api_status_event', 'api_review', 'system_setting', 'revoked_token',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
    await q.query(`ALTER TABLE api DROP COLUMN tenant_id, DROP COLUMN visibility, DROP COLUMN copyright, DROP COLUMN related_articles`);
    await q.query(`ALTER TABLE creator DROP CONSTRAINT creator_user_fk`);
    await q.query(`DROP TABLE app_user`);
  }
}
