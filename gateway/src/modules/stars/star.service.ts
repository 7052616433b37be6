import { authorize, type Actor } from '../../core/policy.js';
import { starPolicy } from './stars.policy.js';
import type { DataSource } from 'typeorm';
import type { ApiDetailService } from '../catalog/api-detail.service.js';
import { declaredWrite } from '../../core/request-writes.js';
import { starsCache } from './stars.cache.js';

export interface StarState {
  apiId: number;
  /** Signed-in users who starred the API (`api.stars`, kept equal to the `api_star` rows by a trigger). */
  stars: number;
  starredByMe: boolean;
}

/** Stars: one per signed-in user and API; the API's star count is the number of those rows. */
export class StarService {
  constructor(
    private readonly ds: DataSource,
    private readonly apis: ApiDetailService,
  ) {}

  /** Sets (not toggles) the caller's star, so a repeated click or a retried request changes nothing. */
  async setStar(actor: Actor, apiId: number, starred: boolean): Promise<StarState> {
    const user = authorize(actor, starPolicy.star);
    // Only an API the caller can see may be starred (unknown, draft and others' private ones: NOT_FOUND).
    await this.apis.findPublic(apiId, user);
    await declaredWrite(starsCache.writes.star(apiId), () =>
      starred
        ? this.ds.query(`INSERT INTO api_star (api_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [apiId, user.id])
        : this.ds.query(`DELETE FROM api_star WHERE api_id = $1 AND user_id = $2`, [apiId, user.id]),
    );
    const rows: Array<{ stars: number }> = await this.ds.query(`SELECT stars FROM api WHERE id = $1`, [apiId]);
    return { apiId, stars: rows[0]?.stars ?? 0, starredByMe: starred };
  }

  /** The caller's starred ids (starredIds of the signed-in caller). */
  async mine(actor: Actor): Promise<number[]> {
    return this.starredIds(authorize(actor, starPolicy.readOwn).id);
  }

  /** Every API the user starred that they can still see, most recently starred first. */
  async starredIds(userId: number): Promise<number[]> {
    const rows: Array<{ api_id: number }> = await this.ds.query(
      `SELECT s.api_id FROM api_star s JOIN api a ON a.id = s.api_id
        WHERE s.user_id = $1 AND a.status >= 0
          AND (a.visibility = 'public' OR a.creator_id IN (SELECT id FROM creator WHERE user_id = $1))
        ORDER BY s.created_at DESC, s.api_id`,
      [userId],
    );
    return rows.map((r) => r.api_id);
  }

  /** Which of `apiIds` the user starred (one query for a page of cards). */
  async starredAmong(userId: number, apiIds: readonly number[]): Promise<Set<number>> {
    if (!apiIds.length) return new Set();
    const rows: Array<{ api_id: number }> = await this.ds.query(
      `SELECT api_id FROM api_star WHERE user_id = $1 AND api_id = ANY($2::int[])`,
      [userId, [...apiIds]],
    );
    return new Set(rows.map((r) => r.api_id));
  }
}
