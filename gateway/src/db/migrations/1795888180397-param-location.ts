import { defaultParamLocation, PARAM_LOCATIONS } from '@api-market/rules';
import type { MigrationInterface, QueryRunner } from 'typeorm';

interface StoredParam {
  name?: unknown;
  location?: unknown;
  [k: string]: unknown;
}

/** The same list with a location on each parameter that has none (the shared rule's default). */
function located(list: unknown, method: string, address: string): StoredParam[] | null {
  if (!Array.isArray(list)) return null;
  let changed = false;
  const out = list.map((p: unknown) => {
    if (!p || typeof p !== 'object') return p as StoredParam;
    const param = p as StoredParam;
    if (typeof param.location === 'string') return param;
    changed = true;
    return { ...param, location: defaultParamLocation(method, typeof param.name === 'string' ? param.name : '', address) };
  });
  return changed ? out : null;
}

/**
 * Where each request parameter travels (issue #29): `api_param.location` (query, path, header, cookie or
 * body), and `location` on the parameters revisions, rollout requests and import snapshots keep as JSON.
 * Existing parameters get the shared rule's default (`defaultParamLocation` of @api-market/rules): a name
 * the address carries as `{name}` or `:name` is a path parameter, else GET/DELETE query, POST/PUT body.
 */
export class ParamLocation1795888180397 implements MigrationInterface {
  name = 'ParamLocation1795888180397';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_param ADD COLUMN IF NOT EXISTS location text`);
    const params = (await q.query(
      `SELECT p.id, p.name, a.request_method AS method, a.address FROM api_param p JOIN api a ON a.id = p.api_id WHERE p.location IS NULL`,
    )) as Array<{ id: number; name: string; method: string; address: string }>;
    if (params.length) {
      await q.query(
        `UPDATE api_param p SET location = v.location FROM unnest($1::int[], $2::text[]) AS v(id, location) WHERE p.id = v.id`,
        [params.map((p) => p.id), params.map((p) => defaultParamLocation(p.method, p.name, p.address))],
      );
    }
    await q.query(`UPDATE api_param SET location = 'query' WHERE location IS NULL`);
    const list = PARAM_LOCATIONS.map((l) => `'${l}'`).join(', ');
    await q.query(`ALTER TABLE api_param ALTER COLUMN location SET NOT NULL`);
    await q.query(`ALTER TABLE api_param ADD CONSTRAINT api_param_location_check CHECK (location IN (${list}))`);
    // A row written without a location (an older writer, a seed) gets the same default in the database:
    // the rule of defaultParamLocation, without regular expressions so a name is matched literally.
    await q.query(`
      CREATE OR REPLACE FUNCTION api_param_default_location() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        m text;
        addr text;
        path text;
      BEGIN
        IF NEW.location IS NOT NULL THEN RETURN NEW; END IF;
        SELECT upper(trim(request_method)), address INTO m, addr FROM api WHERE id = NEW.api_id;
        addr := coalesce(addr, '');
        path := regexp_replace(split_part(split_part(addr, '#', 1), '?', 1), '^[a-z][a-z0-9+.-]*://[^/]*', '', 'i');
        IF NEW.name <> '' AND (strpos(addr, '{' || NEW.name || '}') > 0 OR strpos('/' || path || '/', '/:' || NEW.name || '/') > 0) THEN
          NEW.location := 'path';
        ELSIF coalesce(m, '') IN ('GET', 'DELETE', 'HEAD', '') THEN
          NEW.location := 'query';
        ELSE
          NEW.location := 'body';
        END IF;
        RETURN NEW;
      END $fn$`);
    await q.query(`CREATE TRIGGER api_param_default_location BEFORE INSERT ON api_param FOR EACH ROW EXECUTE FUNCTION api_param_default_location()`);

    const revisions = (await q.query(
      `SELECT id, request_method AS method, address, parameters FROM api_contract_revision`,
    )) as Array<{ id: number; method: string; address: string; parameters: unknown }>;
    for (const r of revisions) {
      const next = located(r.parameters, r.method, r.address);
      if (next) await q.query(`UPDATE api_contract_revision SET parameters = $2::jsonb WHERE id = $1`, [r.id, JSON.stringify(next)]);
    }
    const configs = (await q.query(
      `SELECT c.api_id AS id, a.request_method AS method, a.address, c.parameters FROM api_publish_config c JOIN api a ON a.id = c.api_id`,
    )) as Array<{ id: number; method: string; address: string; parameters: unknown }>;
    for (const c of configs) {
      const next = located(c.parameters, c.method, c.address);
      if (next) await q.query(`UPDATE api_publish_config SET parameters = $2::jsonb WHERE api_id = $1`, [c.id, JSON.stringify(next)]);
    }
    const snapshots = (await q.query(`SELECT api_id AS id, snapshot FROM api_import_source`)) as Array<{
      id: number;
      snapshot: { method?: unknown; address?: unknown; parameters?: unknown } | null;
    }>;
    for (const s of snapshots) {
      if (!s.snapshot) continue;
      const method = typeof s.snapshot.method === 'string' ? s.snapshot.method : 'GET';
      const address = typeof s.snapshot.address === 'string' ? s.snapshot.address : '';
      const next = located(s.snapshot.parameters, method, address);
      if (next) {
        await q.query(`UPDATE api_import_source SET snapshot = $2::jsonb WHERE api_id = $1`, [s.id, JSON.stringify({ ...s.snapshot, parameters: next })]);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS api_param_default_location ON api_param`);
    await q.query(`DROP FUNCTION IF EXISTS api_param_default_location()`);
    await q.query(`ALTER TABLE api_param DROP CONSTRAINT IF EXISTS api_param_location_check`);
    await q.query(`ALTER TABLE api_param DROP COLUMN IF EXISTS location`);
  }
}
