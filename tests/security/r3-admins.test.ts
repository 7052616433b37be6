import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCreator, signIn, signInAdmin, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * r3: two administrators disabling each other at the same moment. Each request was authorised when it
 * started and each transaction locked only its target, so both succeeded and the platform was left with no
 * enabled administrator at all (ADMIN_PASSWORD at the next start changes the password, not the status).
 * Now the one that comes second finds its own account disabled and is refused: an administrator always remains.
 */
describe('r3 admins: mutual disabling never leaves no administrator', () => {
  let server: TestServer;
  let first: Caller;
  let second: Caller;
  let ids: { first: number; second: number };

  beforeAll(async () => {
    server = await startSecurityServer();
    first = await signInAdmin(server);
    const other = await newCreator(server, 'r3adm');
    await server.ds.query(`UPDATE app_user SET role = 1 WHERE account = $1`, [other.account]);
    second = await signIn(server, other.account, 'security-suite-pw');
    const rows: Array<{ id: number; account: string }> = await server.ds.query(`SELECT id, account FROM app_user WHERE account = ANY($1)`, [[first.account, second.account]]);
    ids = { first: rows.find((r) => r.account === first.account)!.id, second: rows.find((r) => r.account === second.account)!.id };
  });
  afterAll(async () => server?.stop());

  it('of two simultaneous cross-disables, at most one succeeds (REST and GraphQL)', async () => {
    for (let round = 0; round < 10; round++) {
      await server.ds.query(`UPDATE app_user SET status = 1 WHERE id = ANY($1)`, [[ids.first, ids.second]]);
      const viaGraphql = round % 2 === 1;
      const disable = (who: Caller, target: number) =>
        viaGraphql
          ? server.graphql(`mutation($id: Int!) { setUserStatus(id: $id, status: 0) { id } }`, { id: target }, who.headers).then((r) => !r.errors)
          : server.request('PUT', `/api/system/users/${target}/status`, { status: 0 }, who.headers).then((r) => r.body.code === 200);
      const results = await Promise.all([disable(first, ids.second), disable(second, ids.first)]);
      const enabled: Array<{ n: number }> = await server.ds.query(`SELECT count(*)::int AS n FROM app_user WHERE role = 1 AND status = 1`);
      expect(enabled[0]!.n, `round ${round}: ${JSON.stringify(results)}`).toBeGreaterThanOrEqual(1);
      expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    }
  });
});
