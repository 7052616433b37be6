import type { AuthUser } from '../../core/auth-user.js';

/**
 * Who may see an API's data: written once, in the two forms the services need — a predicate over an API
 * read into memory, and the same condition in SQL for a statement that must decide inside PostgreSQL
 * (a star written in the statement that reads the API). `api-visibility.test.ts` evaluates the SQL form in
 * PostgreSQL for every status, visibility, owner and kind of viewer and holds it equal to the predicate,
 * so neither can change alone.
 */
export interface VisibilityFacts {
  visibility: string;
  creatorId: number | null;
  status: number;
}

/**
 * The one visibility rule, for every read of an API's data (detail, bug fixes, call history and count,
 * statistics, comments and their subscription): a listed (status ≥ 0) public API everyone; a private one,
 * or a draft (status < 0), only its creator and administrators — for anyone else every read answers as
 * for an unknown id.
 */
export const visibleTo = (viewer: AuthUser | null | undefined, api: VisibilityFacts): boolean =>
  (api.visibility !== 'private' && api.status >= 0) ||
  (!!viewer && (viewer.role === 'ADMIN' || (viewer.creatorId !== null && viewer.creatorId === api.creatorId)));

/** `visibleTo`, and listed (status ≥ 0): what `findPublic` and a star allow (drafts are no one's to star). */
export const listedTo = (viewer: AuthUser | null | undefined, api: VisibilityFacts): boolean =>
  api.status >= 0 && visibleTo(viewer, api);

/** The column of the `api` row a SQL form reads (`a.status`, or a CTE's `page.a_status`). */
export type ApiColumn = (name: 'status' | 'visibility' | 'creator_id') => string;

/** The viewer as a statement's parameters: `[admin, creatorId]`, the placeholders given to the SQL forms. */
export const viewerParams = (viewer: AuthUser | null | undefined): [admin: boolean, creatorId: number | null] => [
  viewer?.role === 'ADMIN',
  viewer?.creatorId ?? null,
];

/**
 * `listedTo` for a visitor (no account) as a SQL condition: listed and public — the public catalogue's
 * rule (lists, search, counts, statistics: `listedApi` in db/sql.ts), and every viewer's first way to see
 * an API in `visibleToSql`. `visibility = 'public'` rather than `<> 'private'` (the same rows under the
 * column's CHECK) so that it reads as the partial indexes' own predicate.
 */
export function listedToVisitorSql(col: ApiColumn): string {
  return `${col('status')} >= 0 AND ${col('visibility')} = 'public'`;
}

/**
 * `visibleTo` as a SQL condition. `admin` and `creatorId` are the placeholders of `viewerParams(viewer)`
 * (e.g. `$3::boolean`, `$4::int`); a visitor or a user without a creator profile passes false and null.
 * Never NULL (an API or a viewer without a creator compares as false), so `NOT (…)` means "hidden".
 */
export function visibleToSql(col: ApiColumn, admin: string, creatorId: string): string {
  return `((${listedToVisitorSql(col)}) OR ${admin} OR COALESCE(${col('creator_id')} = ${creatorId}, false))`;
}

/** `listedTo` as a SQL condition (see `visibleToSql`). */
export function listedToSql(col: ApiColumn, admin: string, creatorId: string): string {
  return `(${col('status')} >= 0 AND ${visibleToSql(col, admin, creatorId)})`;
}
