import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

describe('publicBaseUrl query (the GraphQL twin of GET /api/getBaseUrl/bocker)', () => {
  let server: TestServer;
  let configured: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    configured = await startTestServer({ PUBLIC_BASE_URL: 'https://open.example.com/' });
  });
  afterAll(async () => {
    await server?.stop();
    await configured?.stop();
  });

  it('answers the origin the caller reached, like the REST path', async () => {
    const res = await server.graphql<{ publicBaseUrl: string }>('{ publicBaseUrl }');
    const rest = await server.request('GET', '/api/getBaseUrl/bocker');
    expect(res.data?.publicBaseUrl).toBe(server.url);
    expect(rest.body.message).toBe(res.data?.publicBaseUrl);
  });

  it('answers PUBLIC_BASE_URL when configured', async () => {
    const res = await configured.graphql<{ publicBaseUrl: string }>('{ publicBaseUrl }');
    expect(res.data?.publicBaseUrl).toBe('https://open.example.com');
  });

  it('ignores forged forwarding headers without TRUST_PROXY, on both doors', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const res = await server.graphql<{ publicBaseUrl: string }>('{ publicBaseUrl }', {}, forged);
    expect(res.data?.publicBaseUrl).toBe(server.url);
    const rest = await server.request('GET', '/api/getBaseUrl/bocker', undefined, forged);
    expect(rest.body.message).toBe(server.url);
  });
});
