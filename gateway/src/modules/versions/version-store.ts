import type { EntityManager } from 'typeorm';
import { versionName } from './change-classes.rules.js';

/** One version of an API as stored in `api_version`. */
export interface StoredVersion {
  id: number;
  apiId: number;
  number: number;
  address: string;
  method: string;
  responseExample: string;
  revisionNumber: number | null;
  createdAt: Date;
  deprecatedAt: Date | null;
  sunsetAt: Date | null;
  successor: number | null;
}

export type VersionStatus = 'stable' | 'deprecated' | 'sunset';

export const statusAt = (v: Pick<StoredVersion, 'deprecatedAt' | 'sunsetAt'>, now: Date): VersionStatus =>
  v.sunsetAt && v.sunsetAt.getTime() <= now.getTime() ? 'sunset' : v.deprecatedAt ? 'deprecated' : 'stable';

export const VERSION_COLUMNS = `v.id, v.api_id AS "apiId", v.number, v.address, v.request_method AS method,
  v.response_example AS "responseExample", v.revision_number AS "revisionNumber", v.created_at AS "createdAt",
  v.deprecated_at AS "deprecatedAt", v.sunset_at AS "sunsetAt", v.successor`;

type Query = Pick<EntityManager, 'query'>;

/** An API's versions, oldest first. */
export function versionsOf(db: Query, apiId: number): Promise<StoredVersion[]> {
  return db.query(`SELECT ${VERSION_COLUMNS} FROM api_version v WHERE v.api_id = $1 ORDER BY v.number`, [apiId]);
}

/**
 * An API listed before versions existed has one version, v1: the contract its row serves. Stored the first
 * time something needs it as a row (a release, a deprecation), from the API row as it is then.
 */
export async function ensureFirstVersion(em: Query, apiId: number): Promise<void> {
  await em.query(
    `INSERT INTO api_version (api_id, number, address, request_method, response_example, revision_number, created_at)
     SELECT a.id, 1, a.address, a.request_method, a.response_example,
            (SELECT max(r.number) FROM api_contract_revision r WHERE r.api_id = a.id AND r.status = 2), a.created_at
       FROM api a WHERE a.id = $1 AND NOT EXISTS (SELECT 1 FROM api_version x WHERE x.api_id = a.id)`,
    [apiId],
  );
}

export interface ReleasedContract {
  number: number;
  address: string;
  method: string;
  responseExample: string;
  breaking: boolean;
  /** An administrator recorded that this breaking revision stays in the current version. */
  overridden: boolean;
}

/**
 * A released revision's effect on versions, called before the API row takes its contract (so v1 is the
 * contract served until now): a breaking revision starts the next version, anything else (or a breaking one
 * an administrator let stay) updates the latest. Returns the version's name.
 */
export async function releaseIntoVersion(em: Query, apiId: number, rev: ReleasedContract): Promise<string> {
  await ensureFirstVersion(em, apiId);
  const latest: Array<{ number: number }> = await em.query(
    `SELECT number FROM api_version WHERE api_id = $1 ORDER BY number DESC LIMIT 1 FOR UPDATE`,
    [apiId],
  );
  const top = latest[0]!.number;
  if (rev.breaking && !rev.overridden) {
    await em.query(
      `INSERT INTO api_version (api_id, number, address, request_method, response_example, revision_number)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [apiId, top + 1, rev.address, rev.method, rev.responseExample, rev.number],
    );
    return versionName(top + 1);
  }
  await em.query(
    `UPDATE api_version SET address = $3, request_method = $4, response_example = $5, revision_number = $6, updated_at = now()
      WHERE api_id = $1 AND number = $2`,
    [apiId, top, rev.address, rev.method, rev.responseExample, rev.number],
  );
  return versionName(top);
}
