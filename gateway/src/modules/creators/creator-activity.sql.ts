/**
 * A creator's activity, as rows `(creator_id, at, kind)` for the creators in the int[] parameter `$1`,
 * counting only APIs for which `shown` (a SQL condition over the API row `a`) holds — what the viewer may
 * see of them, so that a profile's calendar is no oracle for edits to private APIs and drafts:
 * - created: an API of theirs was created;
 * - published: one of their APIs went live (status → 1, by them or by a reviewer passing it);
 * - updated: one of their APIs was edited (`api_revision`, written by a trigger on the API's content);
 * - answered: they replied to someone else's comment on one of their APIs.
 * Used by the 365-day calendar and the 30-day activity score.
 */
export const creatorActivitySql = (shown: string): string => `
  SELECT a.creator_id, a.created_at AS at, 'created' AS kind
    FROM api a WHERE a.creator_id = ANY($1::int[]) AND ${shown}
  UNION ALL
  SELECT a.creator_id, e.created_at, 'published'
    FROM api_status_event e JOIN api a ON a.id = e.api_id
   WHERE a.creator_id = ANY($1::int[]) AND ${shown} AND e.to_status = 1 AND e.from_status <> 1
  UNION ALL
  SELECT a.creator_id, r.revised_at, 'updated'
    FROM api_revision r JOIN api a ON a.id = r.api_id
   WHERE a.creator_id = ANY($1::int[]) AND ${shown}
  UNION ALL
  SELECT a.creator_id, rp.created_at, 'answered'
    FROM reply rp
    JOIN comment cm ON cm.id = rp.comment_id
    JOIN api a ON a.id = cm.api_id
    JOIN creator c ON c.id = a.creator_id
   WHERE a.creator_id = ANY($1::int[]) AND ${shown} AND rp.user_id = c.user_id AND cm.user_id IS DISTINCT FROM c.user_id`;

export const ACTIVITY_KINDS = ['created', 'published', 'updated', 'answered'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
