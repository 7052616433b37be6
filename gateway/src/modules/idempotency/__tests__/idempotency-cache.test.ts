import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, type BuiltApi } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { cachedHits } from '../../../__tests__/support/read-cache-hits.js';

/**
 * idempotency.cache.ts: a key and its recorded answer are shown by no cached answer, so a keyed create
 * empties the cache exactly when the same create without a key would.
 */
describe('Idempotency keys and the read cache (idempotency.cache.ts)', () => {
  let server: TestServer;
  let api: BuiltApi;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_COMMENT_VISITOR: '1000/60', RATE_LIMIT_COMMENT_IP: '1000/60' });
    api = await buildApi(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** How many of the catalogue list and the API's REST detail were answered from the cache. */
  const hits = () => cachedHits(server, api.id);
  const request = (title: string) => ({ title, description: '一个不出现在任何缓存答案里的接口需求', categoryId: null, exampleUse: null, contact: null });

  it('a keyed API request, its replay and a refused reuse leave the cached answers in place', async () => {
    await hits();
    expect(await hits()).toBe(2);
    const headers = { 'idempotency-key': randomUUID() };
    const first = await server.request('POST', '/api/tenderRequests', request('带键的缓存无关需求'), headers);
    expect(first.body.code).toBe(200);
    expect(await hits()).toBe(2);
    const again = await server.request('POST', '/api/tenderRequests', request('带键的缓存无关需求'), headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await hits()).toBe(2);
    const reused = await server.request('POST', '/api/tenderRequests', request('另一个需求标题'), headers);
    expect(reused.status).toBe(422);
    expect(await hits()).toBe(2);
  });

  it('a keyed comment, which cached answers show (creators’ response rates), empties them as an unkeyed one does', async () => {
    await hits();
    expect(await hits()).toBe(2);
    const res = await server.request(
      'POST',
      '/api/comments',
      { apiId: api.id, content: '带键的评论', nickname: '重试的人', isAnonymous: false },
      { 'idempotency-key': randomUUID(), 'x-visitor-id': 'anon_idempotency_cache_1' },
    );
    expect(res.body.code).toBe(200);
    expect(await hits()).toBe(0);
  });
});
