import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';

const CARDS = `query HeaderCards { apis(offset: 0, limit: 10) { items { id name } } }`;

/** The headers every answer carries (helmet, built once), whether a cached answer or not, on both doors. */
const expectSecurityHeaders = (headers: Headers) => {
  expect(headers.get('content-security-policy')).toMatch(/^default-src 'self';script-src 'self'.*;frame-ancestors 'none';worker-src 'self' blob:$/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
};

describe('security headers on every answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('REST and GraphQL answers carry them, computed or from the read cache, and on errors too', async () => {
    for (let i = 0; i < 2; i++) {
      const list = await server.request('GET', '/api/apiList');
      expect(list.status).toBe(200);
      expectSecurityHeaders(list.headers);
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: CARDS }),
      });
      expect(res.status).toBe(200);
      expectSecurityHeaders(res.headers);
    }
    expect(server.services.readCache.hits).toBe(2);
    const missing = await server.request('GET', '/api/no-such-path');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
    const refused = await server.request('POST', '/api/apis', { name: 'x' });
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers);
  });
});
