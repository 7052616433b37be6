import { z } from 'zod';
import { type Command, command, type Statement, statement } from '../../core/sql.js';

/**
 * A like set or taken back is a tenth of the read mix's requests under `bench:reads` (issue #35): it
 * costs one prepared check of its target and one statement that writes and answers the new count.
 * The count is the statement's snapshot (taken before its own write) plus or minus the row it wrote,
 * so a like from the same liker racing this one may be missed by the count it answers (never stored).
 */
const foundRow = z.object({ found: z.boolean() });
const countRow = z.object({ n: z.number() });

type Target = 'comment' | 'reply';
const TABLES: Record<Target, { target: string; likes: string; key: string }> = {
  comment: { target: 'comment', likes: 'comment_like', key: 'comment_id' },
  reply: { target: 'reply', likes: 'reply_like', key: 'reply_id' },
};

function statementsOf(of: Target): {
  exists: Statement<[id: number], z.infer<typeof foundRow>>;
  like: Command<[id: number, liker: string], z.infer<typeof countRow>>;
  unlike: Command<[id: number, liker: string], z.infer<typeof countRow>>;
} {
  const { target, likes, key } = TABLES[of];
  return {
    exists: statement(`community.${of}-exists`, `SELECT EXISTS (SELECT 1 FROM ${target} WHERE id = $1) AS found`, foundRow),
    like: command(
      `community.${of}-like`,
      `WITH added AS (INSERT INTO ${likes} (${key}, liker) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1)
       SELECT ((SELECT count(*) FROM ${likes} WHERE ${key} = $1) + (SELECT count(*) FROM added))::int AS n`,
      countRow,
    ),
    unlike: command(
      `community.${of}-unlike`,
      `WITH removed AS (DELETE FROM ${likes} WHERE ${key} = $1 AND liker = $2 RETURNING 1)
       SELECT ((SELECT count(*) FROM ${likes} WHERE ${key} = $1) - (SELECT count(*) FROM removed))::int AS n`,
      countRow,
    ),
  };
}

/** By target type: 1 a comment, 2 a reply. */
export const likeSql = { 1: statementsOf('comment'), 2: statementsOf('reply') } as const;
