import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';

/** `GET /api/apis/mine/openapi.*`: an account's own APIs only; the platform's (no creator) are an administrator's. */
describe('exporting one\'s own APIs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('an account without a creator profile gets an empty document, not the platform\'s APIs', async () => {
    const platform = await buildApi(server);
    await server.ds.query(`UPDATE api SET creator_id = NULL WHERE id = $1`, [platform.id]);
    const plain = await buildUser(server);
    await server.ds.query(`DELETE FROM creator WHERE user_id = $1`, [plain.id]);
    const res = await server.request('GET', '/api/apis/mine/openapi.json', undefined, plain.headers);
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text).paths ?? {}).toEqual({});

    const admin = await buildUser(server, { role: 'ADMIN' });
    await server.ds.query(`DELETE FROM creator WHERE user_id = $1`, [admin.id]);
    const all = await server.request('GET', '/api/apis/mine/openapi.json', undefined, admin.headers);
    expect(all.status).toBe(200);
    expect(all.text).toContain(`${platform.id}`);
  });
});
