import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import type { AuthUser } from '../../../core/auth-user.js';
import { listedApi } from '../../../db/sql.js';
import { listedTo, listedToSql, viewerParams, visibleTo, visibleToSql } from '../api-visibility.rules.js';

/**
 * The visibility rule is written in two forms, a predicate and its SQL (a star decides inside its one
 * statement). Every combination of status, visibility and owner, for every kind of viewer, is evaluated by
 * PostgreSQL and held equal to the predicate, so the two forms cannot drift apart.
 */
describe('who may see an API: the predicate and its SQL form agree', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const user = (role: AuthUser['role'], creatorId: number | null): AuthUser => ({ id: 1, account: 'a', username: 'a', role, creatorId });
  const viewers: Array<[string, AuthUser | null]> = [
    ['visitor', null],
    ['user without a creator profile', user('USER', null)],
    ['creator 7', user('USER', 7)],
    ['creator 8', user('USER', 8)],
    ['administrator', user('ADMIN', null)],
    ['administrator who is creator 7', user('ADMIN', 7)],
  ];
  const apis = [-1, 0, 1, 2].flatMap((status) =>
    ['public', 'private'].flatMap((visibility) => [null, 7, 8].map((creatorId) => ({ status, visibility, creatorId }))),
  );

  it.each(viewers)('for a %s, on every status, visibility and owner', async (_name, viewer) => {
    const col = (c: string) => `t.${c}`;
    const values = apis.map((_, i) => `($${3 * i + 3}::int, $${3 * i + 4}::text, $${3 * i + 5}::int)`).join(', ');
    const rows: Array<{ visible: boolean | null; listed: boolean | null }> = await server.ds.query(
      `SELECT ${visibleToSql(col, '$1::boolean', '$2::int')} AS visible, ${listedToSql(col, '$1::boolean', '$2::int')} AS listed
         FROM (VALUES ${values}) AS t(status, visibility, creator_id)`,
      [...viewerParams(viewer), ...apis.flatMap((a) => [a.status, a.visibility, a.creatorId])],
    );
    const inSql = rows.map((r) => [r.visible, r.listed]);
    const inTs = apis.map((a) => [visibleTo(viewer, a), listedTo(viewer, a)]);
    expect(inSql).toEqual(inTs);
    // Never NULL: `NOT (…)` of the SQL form means "hidden" for every row.
    expect(inSql.flat().every((b) => typeof b === 'boolean')).toBe(true);
    // Not a vacuous rule: each viewer sees some and is refused some (drafts of others, at least).
    expect(new Set(inTs.map(([v]) => v)).size).toBe(viewer?.role === 'ADMIN' ? 1 : 2);
  });

  it('the public catalogue (db/sql.ts listedApi) is exactly what a visitor may see listed', async () => {
    const values = apis.map((_, i) => `($${3 * i + 1}::int, $${3 * i + 2}::text, $${3 * i + 3}::int)`).join(', ');
    const rows: Array<{ listed: boolean }> = await server.ds.query(
      `SELECT (${listedApi('t')}) AS listed FROM (VALUES ${values}) AS t(status, visibility, creator_id)`,
      apis.flatMap((a) => [a.status, a.visibility, a.creatorId]),
    );
    expect(rows.map((r) => r.listed)).toEqual(apis.map((a) => listedTo(null, a)));
    expect(rows.some((r) => r.listed) && rows.some((r) => !r.listed)).toBe(true);
  });
});
