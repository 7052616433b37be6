import { authorize, type Actor } from '../../core/policy.js';
import { starPolicy } from './stars.policy.js';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Command, command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { type ApiDetailService, listedFor } from '../catalog/api-detail.service.js';
import { listedToSql, viewerParams } from '../catalog/api-visibility.rules.js';
import type { AuthUser } from '../../core/auth-user.js';
import type { ApiEntity } from '../catalog/api.entity.js';
import { countedWrite } from '../../core/request-writes.js';
import { starsCache } from './stars.cache.js';

export interface StarState {
  apiId: number;
  /** Signed-in users who starred the API (`api.stars`, kept equal to the `api_star` rows by a trigger). */
  stars: number;
  starredByMe: boolean;
  /** The API as the caller may see it, its `stars` the count after this write. */
  api: ApiEntity;
}

/**
 * A star set or taken back is a twentieth of `bench:reads`' mix with writes (issue #35): ONE statement
 * reads the API (the columns the catalogue's `ApiPageReader` hydrates) and writes the star only when the caller may
 * star it: `listedTo`, in its SQL form (catalog/api-visibility.rules.ts, where one test holds both forms equal),
 * which the service applies again to the row read to answer NOT_FOUND (a refusal wrote nothing).
 * `changed` is the rows written (0 or 1).
 */
const starRow = z.record(z.string(), z.unknown());
type StarRow = z.infer<typeof starRow>;
type StarParams = [apiId: number, userId: number, admin: boolean, creatorId: number | null];
const MAY_STAR = listedToSql((c) => `page.a_${c}`, '$3::boolean', '$4::int');
const starCommands = (columns: string): { star: Command<StarParams, StarRow>; unstar: Command<StarParams, StarRow> } => {
  const page = `page AS (SELECT ${columns} FROM api a LEFT JOIN category c ON c.id = a.category_id WHERE a.id = $1)`;
  const answer = `SELECT page.*, (SELECT count(*) FROM written)::int AS changed FROM page`;
  return {
    star: command(
      'stars.star',
      `WITH ${page}, written AS (INSERT INTO api_star (api_id, user_id) SELECT $1, $2 FROM page WHERE ${MAY_STAR}
         ON CONFLICT DO NOTHING RETURNING 1) ${answer}`,
      starRow,
    ),
    unstar: command(
      'stars.unstar',
      `WITH ${page}, written AS (DELETE FROM api_star s USING page WHERE s.api_id = $1 AND s.user_id = $2 AND ${MAY_STAR}
         RETURNING 1) ${answer}`,
      starRow,
    ),
  };
};
const apiIdRow = z.object({ api_id: z.number() });
const starredStatement = statement<[userId: number, admin: boolean, creatorId: number | null], typeof apiIdRow>(
  'stars.starred',
  `SELECT s.api_id FROM api_star s JOIN api a ON a.id = s.api_id
    WHERE s.user_id = $1 AND ${listedToSql((c) => `a.${c}`, '$2::boolean', '$3::int')}
    ORDER BY s.created_at DESC, s.api_id`,
  apiIdRow,
);
const starredAmongStatement = statement<[userId: number, apiIds: number[]], typeof apiIdRow>(
  'stars.starred-among',
  `SELECT api_id FROM api_star WHERE user_id = $1 AND api_id = ANY($2::int[])`,
  apiIdRow,
);

/** Stars: one per signed-in user and API; the API's star count is the number of those rows. */
export class StarService {
  private readonly sql: Sql;
  private readonly page: ApiDetailService['page'];
  private readonly commands: ReturnType<typeof starCommands>;

  constructor(ds: DataSource, apis: ApiDetailService) {
    this.sql = sqlOn(ds);
    this.page = apis.page;
    this.commands = starCommands(this.page.columns);
  }

  /**
   * Sets (not toggles) the caller's star, so a repeated click or a retried request changes nothing (and
   * empties nothing cached). Beside the caller's token, one statement: the API read and the write
   * (`starCommands`); the count answered is the one read plus what this write changed (the trigger
   * keeps `api.stars` equal to the rows), so a star costs no more round trips than it must.
   */
  async setStar(actor: Actor, apiId: number, starred: boolean): Promise<StarState> {
    const user = authorize(actor, starPolicy.star);
    const { rows } = await countedWrite(
      starsCache.writes.star(apiId),
      () => this.sql.run(starred ? this.commands.star : this.commands.unstar, [apiId, user.id, ...viewerParams(user)]),
      (out) => Number(out.rows[0]?.changed ?? 0) > 0,
    );
    const row = rows[0];
    // Only an API the caller can see may be starred (unknown, draft and others' private ones: NOT_FOUND;
    // the statement wrote nothing for them).
    const api = listedFor(apiId, row && this.page.fromRow(row), user);
    const changed = Number(row?.changed ?? 0);
    api.stars = Math.max(api.stars + (starred ? changed : -changed), 0);
    return { apiId, stars: api.stars, starredByMe: starred, api };
  }

  /** The caller's starred ids (starredIds of the signed-in caller). */
  async mine(actor: Actor): Promise<number[]> {
    return this.starredIds(authorize(actor, starPolicy.readOwn));
  }

  /** Every API the user starred that they can still see (`listedTo`), most recently starred first. */
  async starredIds(user: AuthUser): Promise<number[]> {
    const rows = await this.sql.all(starredStatement, [user.id, ...viewerParams(user)]);
    return rows.map((r) => r.api_id);
  }

  /** Which of `apiIds` the user starred (one query for a page of cards). */
  async starredAmong(userId: number, apiIds: readonly number[]): Promise<Set<number>> {
    if (!apiIds.length) return new Set();
    const rows = await this.sql.all(starredAmongStatement, [userId, [...apiIds]]);
    return new Set(rows.map((r) => r.api_id));
  }
}
