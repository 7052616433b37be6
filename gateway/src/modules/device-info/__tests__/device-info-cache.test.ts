import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, type BuiltApi } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { cachedHits } from '../../../__tests__/support/read-cache-hits.js';

/** device-info.cache.ts: no cached answer shows the access log, so a visit leaves every cached answer in place. */
describe('Device info and the read cache (device-info.cache.ts)', () => {
  let server: TestServer;
  let api: BuiltApi;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_DEVICE_INFO_IP: '1000/60' });
    api = await buildApi(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** How many of the catalogue list and the API's REST detail were answered from the cache. */
  const hits = () => cachedHits(server, api.id);

  it('a visit reported on either door, and a retention round, leave the cached catalogue and detail answers in place', async () => {
    await hits();
    expect(await hits()).toBe(2);
    const rest = await server.request('POST', '/api/device-info', { deviceInfo: { screenWidth: 1280, screenHeight: 800 } }, { 'user-agent': 'Mozilla/5.0' });
    expect(rest.status).toBe(200);
    expect(await hits()).toBe(2);
    const gql = await server.graphql(`mutation { recordVisit(input: { screenWidth: 390, screenHeight: 844 }) { id } }`);
    expect(gql.errors).toBeUndefined();
    expect(await hits()).toBe(2);
    expect(await server.services.accessLogRetention.run()).toBe(0);
    expect(await hits()).toBe(2);
  });
});
