import { authorize, type Actor } from '../../core/policy.js';
import { starPolicy } from './stars.policy.js';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import type { ApiDetailService } from '../catalog/api-detail.service.js';
import type { ApiEntity } from '../catalog/api.entity.js';
import { declaredWrite } from '../../core/request-writes.js';
import { starsCache } from './stars.cache.js';

export interface StarState {
  apiId: number;
  /** Signed-in users who starred the API (`api.stars`, kept equal to the `api_star` rows by a trigger). */
  stars: number;
  starredByMe: boolean;
  /** The API as the caller may see it, its `stars` the count after this write. */
  api: ApiEntity;
}

const starCommand = command<[apiId: number, userId: number]>(
  'stars.star',
  `INSERT INTO api_star (api_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
);
const unstarCommand = command<[apiId: number, userId: number]>('stars.unstar', `DELETE FROM api_star WHERE api_id = $1 AND user_id = $2`);
const apiIdRow = z.object({ api_id: z.number() });
const starredStatement = statement<[userId: number], typeof apiIdRow>(
  'stars.starred',
  `SELECT s.api_id FROM api_star s JOIN api a ON a.id = s.api_id
    WHERE s.user_id = $1 AND a.status >= 0
      AND (a.visibility = 'public' OR a.creator_id IN (SELECT id FROM creator WHERE user_id = $1))
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

  constructor(
    ds: DataSource,
    private readonly apis: ApiDetailService,
  ) {
    this.sql = sqlOn(ds);
  }

  /**
   * Sets (not toggles) the caller's star, so a repeated click or a retried request changes nothing. Two
   * statements: the API (read before the write) and the write; the count answered is the one read plus
   * what this write changed (the trigger keeps `api.stars` equal to the rows), so a star costs no more
   * round trips than it must — it is a tenth of the read mix's requests (issue #35).
   */
  async setStar(actor: Actor, apiId: number, starred: boolean): Promise<StarState> {
    const user = authorize(actor, starPolicy.star);
    // Only an API the caller can see may be starred (unknown, draft and others' private ones: NOT_FOUND).
    const api = await this.apis.findPublic(apiId, user);
    const { count } = await declaredWrite(starsCache.writes.star(apiId), () =>
      starred
        ? this.sql.run(starCommand, [apiId, user.id])
        : this.sql.run(unstarCommand, [apiId, user.id]),
    );
    api.stars = Math.max(api.stars + (starred ? count : -count), 0);
    return { apiId, stars: api.stars, starredByMe: starred, api };
  }

  /** The caller's starred ids (starredIds of the signed-in caller). */
  async mine(actor: Actor): Promise<number[]> {
    return this.starredIds(authorize(actor, starPolicy.readOwn).id);
  }

  /** Every API the user starred that they can still see, most recently starred first. */
  async starredIds(userId: number): Promise<number[]> {
    const rows = await this.sql.all(starredStatement, [userId]);
    return rows.map((r) => r.api_id);
  }

  /** Which of `apiIds` the user starred (one query for a page of cards). */
  async starredAmong(userId: number, apiIds: readonly number[]): Promise<Set<number>> {
    if (!apiIds.length) return new Set();
    const rows = await this.sql.all(starredAmongStatement, [userId, [...apiIds]]);
    return new Set(rows.map((r) => r.api_id));
  }
}
