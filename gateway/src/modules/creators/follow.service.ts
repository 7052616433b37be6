import { authorize, type Actor } from '../../core/policy.js';
import { followPolicy } from './creators.policy.js';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { badInput, notFound } from '../../core/errors.js';
import { declaredWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { creatorsCache } from './creators.cache.js';

const ownerRow = z.object({ user_id: z.number().nullable() });
const ownerStatement = statement<[creatorId: number], typeof ownerRow>(
  'creators.owner',
  `SELECT user_id FROM creator WHERE id = $1`,
  ownerRow,
);
const followCommand = command<[creatorId: number, userId: number]>(
  'creators.follow',
  `INSERT INTO creator_follow (creator_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
);
const unfollowCommand = command<[creatorId: number, userId: number]>(
  'creators.unfollow',
  `DELETE FROM creator_follow WHERE creator_id = $1 AND user_id = $2`,
);
const followedRow = z.object({ creator_id: z.number() });
const followedStatement = statement<[userId: number, creatorIds: number[]], typeof followedRow>(
  'creators.followed-among',
  `SELECT creator_id FROM creator_follow WHERE user_id = $1 AND creator_id = ANY($2::int[])`,
  followedRow,
);

/** Follows: a signed-in user follows a creator profile; counts are the rows, never stored numbers. */
export class FollowService {
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  /** Sets (not toggles) whether the caller follows the creator, so retries change nothing. */
  async setFollow(actor: Actor, creatorId: number, following: boolean): Promise<void> {
    const user = authorize(actor, followPolicy.follow);
    const owner = await this.sql.first(ownerStatement, [creatorId]);
    if (!owner) throw notFound(`创作者 ${creatorId} 不存在`, `Creator ${creatorId} does not exist`, 'CREATOR_NOT_FOUND');
    if (owner.user_id === user.id) throw badInput('不能关注自己', 'You cannot follow yourself');
    await declaredWrite(creatorsCache.writes.follow(), () => this.sql.run(following ? followCommand : unfollowCommand, [creatorId, user.id]));
  }

  /** Which of `creatorIds` the user follows. */
  async followedAmong(userId: number, creatorIds: readonly number[]): Promise<Set<number>> {
    if (!creatorIds.length) return new Set();
    const rows = await this.sql.all(followedStatement, [userId, [...creatorIds]]);
    return new Set(rows.map((r) => r.creator_id));
  }
}
