import { authorize, type Actor } from '../../core/policy.js';
import { followPolicy } from './creators.policy.js';
import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../core/errors.js';

/** Follows: a signed-in user follows a creator profile; counts are the rows, never stored numbers. */
export class FollowService {
  constructor(private readonly ds: DataSource) {}

  /** Sets (not toggles) whether the caller follows the creator, so retries change nothing. */
  async setFollow(actor: Actor, creatorId: number, following: boolean): Promise<void> {
    const user = authorize(actor, followPolicy.follow);
    const rows: Array<{ user_id: number | null }> = await this.ds.query(`SELECT user_id FROM creator WHERE id = $1`, [
      creatorId,
    ]);
    if (!rows[0]) throw notFound(`创作者 ${creatorId} 不存在`, `Creator ${creatorId} does not exist`, 'CREATOR_NOT_FOUND');
    if (rows[0].user_id === user.id) throw badInput('不能关注自己', 'You cannot follow yourself');
    if (following) {
      await this.ds.query(
        `INSERT INTO creator_follow (creator_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [creatorId, user.id],
      );
    } else {
      await this.ds.query(`DELETE FROM creator_follow WHERE creator_id = $1 AND user_id = $2`, [creatorId, user.id]);
    }
  }

  /** Which of `creatorIds` the user follows. */
  async followedAmong(userId: number, creatorIds: readonly number[]): Promise<Set<number>> {
    if (!creatorIds.length) return new Set();
    const rows: Array<{ creator_id: number }> = await this.ds.query(
      `SELECT creator_id FROM creator_follow WHERE user_id = $1 AND creator_id = ANY($2::int[])`,
      [userId, [...creatorIds]],
    );
    return new Set(rows.map((r) => r.creator_id));
  }
}
