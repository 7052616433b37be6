import { z } from 'zod';
import { type Command, command } from '../../core/sql.js';

/**
 * A like set or taken back is a twentieth of the read mix's requests under `bench:reads` (issue #35):
 * ONE statement checks its target, writes and answers the new count (`found` false: no such target,
 * nothing written). Each statement a request sends costs the gateway a socket write and PostgreSQL a
 * round of parsing and planning, so the check is not a statement of its own. The count is the
 * statement's snapshot (taken before its own write) plus or minus the row it wrote, so a like from the
 * same liker racing this one may be missed by the count it answers (never stored).
 */
const likeRow = z.object({ found: z.boolean(), n: z.number() });

type Target = 'comment' | 'reply';
const TABLES: Record<Target, { target: string; likes: string; key: string }> = {
  comment: { target: 'comment', likes: 'comment_like', key: 'comment_id' },
  reply: { target: 'reply', likes: 'reply_like', key: 'reply_id' },
};

function statementsOf(of: Target): {
  like: Command<[id: number, liker: string], z.infer<typeof likeRow>>;
  unlike: Command<[id: number, liker: string], z.infer<typeof likeRow>>;
} {
  const { target, likes, key } = TABLES[of];
  return {
    like: command(
      `community.${of}-like`,
      `WITH target AS (SELECT id FROM ${target} WHERE id = $1),
       added AS (INSERT INTO ${likes} (${key}, liker) SELECT id, $2 FROM target ON CONFLICT DO NOTHING RETURNING 1)
       SELECT EXISTS (SELECT 1 FROM target) AS found,
              ((SELECT count(*) FROM ${likes} WHERE ${key} = $1) + (SELECT count(*) FROM added))::int AS n`,
      likeRow,
    ),
    unlike: command(
      `community.${of}-unlike`,
      `WITH target AS (SELECT id FROM ${target} WHERE id = $1),
       removed AS (DELETE FROM ${likes} WHERE ${key} = $1 AND liker = $2 RETURNING 1)
       SELECT EXISTS (SELECT 1 FROM target) AS found,
              ((SELECT count(*) FROM ${likes} WHERE ${key} = $1) - (SELECT count(*) FROM removed))::int AS n`,
      likeRow,
    ),
  };
}

/** By target type: 1 a comment, 2 a reply. */
export const likeSql = { 1: statementsOf('comment'), 2: statementsOf('reply') } as const;
