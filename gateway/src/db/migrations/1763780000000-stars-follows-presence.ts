import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns of `api` whose change is an edit of the API (its "updated" activity); not stars, not status. */
const EDITED_COLUMNS = [
  'name',
  'name_en',
  'description',
  'description_en',
  'image_url',
  'address',
  'test_url',
  'request_method',
  'response_format',
  'response_example',
  'note',
  'note_en',
  'need_token',
  'category_id',
];

/**
 * Figures that were seeded numbers become measurements:
 * - stars: one `api_star` row per signed-in user who starred an API; `api.stars` is their count, kept by a
 *   trigger so every path that removes a star (unstar, a deleted user, a deleted API) keeps it true.
 * - follows: `creator_follow` rows (a signed-in user follows a creator profile).
 * - online: `app_user.last_seen_at`, touched by authenticated requests.
 * - activity: `api_revision`, one row per edit of an API (created/published come from `api` and
 *   `api_status_event`, answers from `reply`).
 * The seeded creator rating, activity, response rate and online flag are dropped: they are derived now.
 * Creators get the official and VIP badges of SPEC §2.8 as flags an administrator grants.
 */
export class StarsFollowsPresence1763780000000 implements MigrationInterface {
  name = 'StarsFollowsPresence1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_star (
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (api_id, user_id)
      )`);
    await q.query(`CREATE INDEX api_star_user_idx ON api_star (user_id, created_at DESC)`);
    await q.query(`
      CREATE FUNCTION api_star_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE api SET stars = stars + 1 WHERE id = NEW.api_id;
          RETURN NEW;
        END IF;
        UPDATE api SET stars = greatest(stars - 1, 0) WHERE id = OLD.api_id;
        RETURN OLD;
      END $$`);
    await q.query(`
      CREATE TRIGGER api_star_count_trg AFTER INSERT OR DELETE ON api_star
        FOR EACH ROW EXECUTE FUNCTION api_star_count()`);
    // The seeded star numbers were never anyone's star.
    await q.query(`UPDATE api SET stars = (SELECT count(*) FROM api_star s WHERE s.api_id = api.id)`);
    await q.query(`CREATE INDEX api_stars_idx ON api (stars DESC, id)`);
    await q.query(`CREATE INDEX api_created_idx ON api (created_at DESC, id)`);

    await q.query(`
      CREATE TABLE creator_follow (
        creator_id int NOT NULL REFERENCES creator(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (creator_id, user_id)
      )`);
    await q.query(`CREATE INDEX creator_follow_user_idx ON creator_follow (user_id)`);

    await q.query(`ALTER TABLE app_user ADD COLUMN last_seen_at timestamptz`);

    await q.query(`
      CREATE TABLE api_revision (
        id bigserial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        revised_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX api_revision_api_idx ON api_revision (api_id, revised_at)`);
    await q.query(`
      CREATE FUNCTION api_log_revision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO api_revision (api_id) VALUES (NEW.id);
        RETURN NEW;
      END $$`);
    const old = EDITED_COLUMNS.map((c) => `OLD.${c}`).join(', ');
    const neu = EDITED_COLUMNS.map((c) => `NEW.${c}`).join(', ');
    await q.query(`
      CREATE TRIGGER api_revision_trg AFTER UPDATE ON api
        FOR EACH ROW WHEN ((${old}) IS DISTINCT FROM (${neu}))
        EXECUTE FUNCTION api_log_revision()`);
    // Reading a creator's answers: replies by one user, joined to their comments.
    await q.query(`CREATE INDEX reply_user_idx ON reply (user_id, comment_id) WHERE user_id IS NOT NULL`);

    await q.query(
      `ALTER TABLE creator DROP COLUMN rating, DROP COLUMN activity, DROP COLUMN response_rate, DROP COLUMN is_online`,
    );
    // Badges are granted, not measured: an administrator marks official (platform) and VIP creators.
    await q.query(
      `ALTER TABLE creator ADD COLUMN official boolean NOT NULL DEFAULT false, ADD COLUMN vip boolean NOT NULL DEFAULT false`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE creator DROP COLUMN official, DROP COLUMN vip`);
    await q.query(`
      ALTER TABLE creator
        ADD COLUMN rating numeric(2,1) NOT NULL DEFAULT 0,
        ADD COLUMN activity int NOT NULL DEFAULT 0,
        ADD COLUMN response_rate int NOT NULL DEFAULT 0,
        ADD COLUMN is_online boolean NOT NULL DEFAULT false`);
    await q.query(`DROP INDEX reply_user_idx`);
    await q.query(`DROP TRIGGER api_revision_trg ON api`);
    await q.query(`DROP FUNCTION api_log_revision()`);
    await q.query(`DROP TABLE api_revision`);
    await q.query(`ALTER TABLE app_user DROP COLUMN last_seen_at`);
    await q.query(`DROP TABLE creator_follow`);
    await q.query(`DROP INDEX api_created_idx`);
    await q.query(`DROP INDEX api_stars_idx`);
    await q.query(`DROP TRIGGER api_star_count_trg ON api_star`);
    await q.query(`DROP FUNCTION api_star_count()`);
    await q.query(`DROP TABLE api_star`);
  }
}
