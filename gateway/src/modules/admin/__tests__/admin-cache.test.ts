import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, type BuiltApi } from '../../../__tests__/support/factories.js';
import { cachedAnswers } from '../../../__tests__/support/read-cache.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';

/**
 * admin.cache.ts: a platform policy is shown by no cached answer — created, re-thresholded or deleted, it
 * leaves every cached answer in place, and so does its API_CHANGED announcement (which the open-call
 * proxies of every gateway follow to read the policies anew).
 */
describe('Platform policies and the read cache (admin.cache.ts)', () => {
  let server: TestServer;
  let admin: Caller;
  let api: BuiltApi;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    api = await buildApi(server);
    // The administrator's first request marks them online (the presence scope): done before the entries are read.
    await server.graphql(`{ policies { alarm { id } } }`, {}, admin.headers);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** How many of the catalogue cards and the API's REST detail were answered from the cache (support/read-cache.ts). */
  const hits = () => cachedAnswers(server, api.id).cached();

  it('a policy created, re-thresholded and deleted through the door leaves the cached list and detail in place', async () => {
    await cachedAnswers(server, api.id).primed();
    const made = await server.graphql<{ createPolicy: { id: number } }>(
      `mutation ($input: PolicyInput!) { createPolicy(input: $input) { id } }`,
      { input: { kind: 'ALARM', name: '慢调用', nameEn: 'Slow calls', unit: 'ms', threshold: 1500 } },
      admin.headers,
    );
    expect(made.errors).toBeUndefined();
    expect(await hits()).toBe(2);
    const id = made.data!.createPolicy.id;
    const set = await server.graphql(`mutation ($id: Int!) { setPolicyThreshold(kind: ALARM, id: $id, threshold: 2000) { threshold } }`, { id }, admin.headers);
    expect(set.errors).toBeUndefined();
    expect((await server.graphql(`mutation ($id: Int!) { deletePolicy(kind: ALARM, id: $id) }`, { id }, admin.headers)).errors).toBeUndefined();
    expect(await hits()).toBe(2);
  });
});
