import { z } from 'zod';
import { command, sqlOn, statement, type SqlTarget } from '../../core/sql.js';
import { versionName } from './change-classes.rules.js';

/** One version of an API as stored in `api_version`. */
const storedVersionRow = z.object({
  id: z.number(),
  apiId: z.number(),
  number: z.number(),
  address: z.string(),
  method: z.string(),
  responseExample: z.string(),
  revisionNumber: z.number().nullable(),
  createdAt: z.date(),
  deprecatedAt: z.date().nullable(),
  sunsetAt: z.date().nullable(),
  successor: z.number().nullable(),
  /** Its starting release was rolled back: not one of the API's versions (see rollbackVersions). */
  withdrawn: z.boolean(),
});
export type StoredVersion = z.infer<typeof storedVersionRow>;

export type VersionStatus = 'stable' | 'deprecated' | 'sunset';

export const statusAt = (v: Pick<StoredVersion, 'deprecatedAt' | 'sunsetAt'>, now: Date): VersionStatus =>
  v.sunsetAt && v.sunsetAt.getTime() <= now.getTime() ? 'sunset' : v.deprecatedAt ? 'deprecated' : 'stable';

export const VERSION_COLUMNS = `v.id, v.api_id AS "apiId", v.number, v.address, v.request_method AS method,
  v.response_example AS "responseExample", v.revision_number AS "revisionNumber", v.created_at AS "createdAt",
  v.deprecated_at AS "deprecatedAt", v.sunset_at AS "sunsetAt", v.successor, v.withdrawn_at IS NOT NULL AS withdrawn`;

const versionsStatement = statement<[apiId: number, withWithdrawn: boolean], typeof storedVersionRow>(
  'versions.of-api',
  `SELECT ${VERSION_COLUMNS} FROM api_version v WHERE v.api_id = $1 AND ($2 OR v.withdrawn_at IS NULL) ORDER BY v.number`,
  storedVersionRow,
);
const ensureFirstCommand = command<[apiId: number]>(
  'versions.ensure-first',
  `INSERT INTO api_version (api_id, number, address, request_method, response_example, revision_number, created_at)
   SELECT a.id, 1, a.address, a.request_method, a.response_example,
          (SELECT max(r.number) FROM api_contract_revision r WHERE r.api_id = a.id AND r.status = 2), a.created_at
     FROM api a WHERE a.id = $1 AND NOT EXISTS (SELECT 1 FROM api_version x WHERE x.api_id = a.id)`,
);
const latestRow = z.object({ number: z.number(), withdrawn: z.boolean() });
const latestStatement = statement<[apiId: number], typeof latestRow>(
  'versions.latest-for-update',
  `SELECT number, withdrawn_at IS NOT NULL AS withdrawn FROM api_version WHERE api_id = $1 ORDER BY number DESC LIMIT 1 FOR UPDATE`,
  latestRow,
);
type ContractParams = [apiId: number, number: number, address: string, method: string, responseExample: string, revisionNumber: number];
const reviveCommand = command<ContractParams>(
  'versions.revive-withdrawn',
  `UPDATE api_version SET address = $3, request_method = $4, response_example = $5, revision_number = $6,
          withdrawn_at = NULL, created_at = now(), updated_at = now()
    WHERE api_id = $1 AND number = $2`,
);
const startCommand = command<ContractParams>(
  'versions.start',
  `INSERT INTO api_version (api_id, number, address, request_method, response_example, revision_number)
   VALUES ($1, $2, $3, $4, $5, $6)`,
);
const updateLatestCommand = command<ContractParams>(
  'versions.update-latest',
  `UPDATE api_version SET address = $3, request_method = $4, response_example = $5, revision_number = $6, updated_at = now()
    WHERE api_id = $1 AND number = $2`,
);
const topRow = z.object({ id: z.number(), number: z.number(), address: z.string(), revisionNumber: z.number().nullable() });
const liveTopStatement = statement<[apiId: number], typeof topRow>(
  'versions.live-top-for-update',
  `SELECT id, number, address, revision_number AS "revisionNumber" FROM api_version
    WHERE api_id = $1 AND withdrawn_at IS NULL ORDER BY number DESC LIMIT 1 FOR UPDATE`,
  topRow,
);
const earlierRow = z.object({ number: z.number(), method: z.string(), example: z.string() });
const earlierRevisionStatement = statement<[apiId: number, version: number, address: string, below: number], typeof earlierRow>(
  'versions.earlier-revision',
  `SELECT number, request_method AS method, response_example AS example FROM api_contract_revision
    WHERE api_id = $1 AND status = 2 AND coalesce(version_number, 1) = $2 AND address = $3 AND number < $4
    ORDER BY number DESC LIMIT 1`,
  earlierRow,
);
const restoreCommand = command<[id: number, address: string, method: string, example: string, revisionNumber: number]>(
  'versions.restore',
  `UPDATE api_version SET address = $2, request_method = $3, response_example = $4, revision_number = $5, updated_at = now() WHERE id = $1`,
);
const withdrawCommand = command<[id: number]>('versions.withdraw', `UPDATE api_version SET withdrawn_at = now(), updated_at = now() WHERE id = $1`);
const readdressCommand = command<[id: number, address: string]>('versions.readdress', `UPDATE api_version SET address = $2, updated_at = now() WHERE id = $1`);

/** An API's versions, oldest first; a withdrawn one (its starting release was rolled back) is none of them. */
export function versionsOf(db: SqlTarget, apiId: number, withWithdrawn = false): Promise<StoredVersion[]> {
  return sqlOn(db).all(versionsStatement, [apiId, withWithdrawn]);
}

/**
 * An API listed before versions existed has one version, v1: the contract its row serves. Stored the first
 * time something needs it as a row (a release, a deprecation), from the API row as it is then.
 */
export async function ensureFirstVersion(em: SqlTarget, apiId: number): Promise<void> {
  await sqlOn(em).run(ensureFirstCommand, [apiId]);
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
export async function releaseIntoVersion(em: SqlTarget, apiId: number, rev: ReleasedContract): Promise<string> {
  const sql = sqlOn(em);
  await ensureFirstVersion(em, apiId);
  const latest = (await sql.first(latestStatement, [apiId]))!;
  const top = latest.number;
  if (latest.withdrawn) {
    // The version a rolled-back release started never served anyone as such: this release takes its number
    // (breaking or not against the withdrawn contract; the versions before keep theirs either way).
    await sql.run(reviveCommand, [apiId, top, rev.address, rev.method, rev.responseExample, rev.number]);
    return versionName(top);
  }
  if (rev.breaking && !rev.overridden) {
    await sql.run(startCommand, [apiId, top + 1, rev.address, rev.method, rev.responseExample, rev.number]);
    return versionName(top + 1);
  }
  await sql.run(updateLatestCommand, [apiId, top, rev.address, rev.method, rev.responseExample, rev.number]);
  return versionName(top);
}

/**
 * A rollback (the traffic policy withdrew the latest release's address; everyone is served `stable` again)
 * brings the stored versions in line with what is live, in the rollback's transaction: the latest version, if
 * it was serving the withdrawn address, goes back to the contract it had before that release (the latest
 * earlier released revision of the same version at the stable address), or — when that release started it —
 * is withdrawn, so the version before it is the latest again (routed like the API row: to the stable address).
 * Without it a version that later became an older one would be sent straight to the withdrawn address.
 */
export async function rollbackVersions(em: SqlTarget, apiId: number, withdrawn: string, stable: string | null): Promise<void> {
  if (stable === null || stable === withdrawn) return;
  const sql = sqlOn(em);
  const v = await sql.first(liveTopStatement, [apiId]);
  if (!v || v.address !== withdrawn) return;
  const prev = await sql.first(earlierRevisionStatement, [apiId, v.number, stable, v.revisionNumber ?? 2_147_483_647]);
  if (prev) {
    await sql.run(restoreCommand, [v.id, stable, prev.method, prev.example, prev.number]);
  } else if (v.number > 1) {
    await sql.run(withdrawCommand, [v.id]);
  } else {
    // v1 stored from the API row before any revision recorded its contract: at least its address is right.
    await sql.run(readdressCommand, [v.id, stable]);
  }
}
