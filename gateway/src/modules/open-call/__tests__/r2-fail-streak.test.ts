import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { addApi, startUpstream, type LocalUpstream } from './upstream-fixture.js';

/**
 * Review r2: the run of failures (what a "consecutive failures" shutdown policy counts) is remembered per
 * API and caller. With no such policy it was still kept, growing by every distinct caller of a failing API
 * and summed over on every call: memory and time without bound for anyone with many addresses.
 */
describe('r2: a failing API’s run of failures stays bounded', () => {
  let server: TestServer;
  let up: LocalUpstream;

  beforeAll(async () => {
    up = await startUpstream();
    server = await startTestServer({ UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  it('keeps nothing of the run when no policy counts failures in a row', async () => {
    // No platform policy either (the seeded ones would shut the failing API down first).
    await server.ds.query(`DELETE FROM alarm_policy`);
    await server.ds.query(`DELETE FROM shutdown_policy`);
    server.services.trafficPolicies.invalidatePlatform();
    const id = await addApi(server, `${up.url}/mode`);
    up.mode = 'fail';
    for (let i = 0; i < 120; i++) {
      const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.status).toBe(500);
    }
    const runs = (server.services.trafficPolicies as unknown as { failStreak: Map<number, unknown> }).failStreak;
    expect(runs.has(id)).toBe(false);
  });
});
