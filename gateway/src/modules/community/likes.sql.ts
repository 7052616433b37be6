import { z } from 'zod';
import { type Command, command } from '../../core/sql.js';
import { listedToSql } from '../catalog/api-visibility.rules.js';

/**
 * A like set or taken back is a twentieth of the read mix's requests under `bench:reads` (issue #35):
 * ONE statement checks its target, writes and answers the new count (`found` false: no such target, or
 * one on an API the liker may not write on — a draft, someone else's private API: `listedTo`, as for
 * writing a comment — nothing written). Each statement a request sends costs the gateway a socket write and PostgreSQL a
 * round of parsing and planning, so the check is not a statement of its own. The count is the
 * statement's snapshot (taken before its own write) plus or minus the row it wrote, so a like from the
 * same liker racing this one may be missed by the count it answers (never stored).
 */
const likeRow = z.object({ found: z.boolean(), n: z.number() });

type Target = 'comment' | 'reply';
const TABLES: Record<Target, { target: string; likes: string; key: string }> = {
  comment: { target: 'comment t JOIN api a ON a.id = t.api_id', likes: 'comment_like', key: 'comment_id' },
  reply: {
    target: 'reply t JOIN comment c ON c.id = t.comment_id JOIN api a ON a.id = c.api_id',
    likes: 'reply_like',
    key: 'reply_id',
  },
};
/** The liker as the statements' parameters: `$3` an administrator, `$4` their creator id (`viewerParams`). */
type LikeParams = [id: number, liker: string, admin: boolean, creatorId: number | null];

function statementsOf(of: Target): {
  like: Command<LikeParams, z.infer<typeof likeRow>>;
  unlike: Command<LikeParams, z.infer<typeof likeRow>>;
} {
  const { likes, key } = TABLES[of];
  const target = `target AS (SELECT t.id FROM ${TABLES[of].target}
    WHERE t.id = $1 AND ${listedToSql((c) => `a.${c}`, '$3::boolean', '$4::int')})`;
  return {
    like: command(
      `community.${of}-like`,
      `WITH ${target},
       added AS (INSERT INTO ${likes} (${key}, liker) SELECT id, $2 FROM target ON CONFLICT DO NOTHING RETURNING 1)
       SELECT EXISTS (SELECT 1 FROM target) AS found,
              ((SELECT count(*) FROM ${likes} WHERE ${key} = $1) + (SELECT count(*) FROM added))::int AS n`,
      likeRow,
    ),
    unlike: command(
      `community.${of}-unlike`,
      `WITH ${target},
       removed AS (DELETE FROM ${likes} l USING target WHERE l.${key} = target.id AND l.liker = $2 RETURNING 1)
       SELECT EXISTS (SELECT 1 FROM target) AS found,
              ((SELECT count(*) FROM ${likes} WHERE ${key} = $1) - (SELECT count(*) FROM removed))::int AS n`,
      likeRow,
    ),
  };
}

/** By target type: 1 a comment, 2 a reply. */
export const likeSql = { 1: statementsOf('comment'), 2: statementsOf('reply') } as const;
