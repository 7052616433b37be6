import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';

/** Apollo's cache-control plugin is off (it wrapped every field resolver); its header stays (graphql/no-store.ts). */
describe('GraphQL answers say cache-control: no-store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('on an answer, an error and a refused document alike', async () => {
    for (const query of [`{ categories { id } }`, `{ api(id: 999999) { id } }`, `{ nothing }`]) {
      const res = await server.request('POST', '/graphql', { query });
      expect(res.headers.get('cache-control'), query).toBe('no-store');
    }
  });
});
