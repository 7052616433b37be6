import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';

const CARDS = `query HeaderCards { apis(offset: 0, limit: 10) { items { id name } } }`;

/** The headers every answer carries (helmet, built once), whether a cached answer or not, on both doors. */
const expectSecurityHeaders = (headers: Headers) => {
  // Scripts only from the host's /assets/ (#26.7: never 'self', which would admit an open call's answer).
  expect(headers.get('content-security-policy')).toMatch(/^default-src 'self';script-src 127\.0\.0\.1:\d+\/assets\/.*;frame-ancestors 'none';worker-src 127\.0\.0\.1:\d+\/assets\/ blob:$/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
};

/** The headers answered to a request with this Host header (fetch cannot set one). */
const headersFor = (url: string, host: string) =>
  new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    const req = http.request(`${url}/api/no-such-path`, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.headers);
    });
    req.on('error', reject);
    req.end();
  });
/** The CSP answered to a request with this Host header. */
const cspFor = async (url: string, host: string) => String((await headersFor(url, host))['content-security-policy']);
/** The security headers of an answer (what helmet sets), without the ones every answer varies in. */
const securityOf = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'content-length', 'connection', 'keep-alive', 'x-request-id'].includes(name)));

describe('security headers on every answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the script source names the host asked for, and a Host that is no host name adds no source (#26.7)', async () => {
    expect(await cspFor(server.url, 'api.example.com:8443')).toMatch(/script-src api\.example\.com:8443\/assets\/[; ]/);
    const forged = await cspFor(server.url, "x; script-src *");
    expect(forged).toContain("script-src 'none'");
    expect(forged).not.toContain('script-src *');
  });

  it('each host gets its own headers, the same on every answer, also past the hosts remembered', async () => {
    const { HEADER_SETS_KEPT } = await import('../security-headers.js');
    const hosts = Array.from({ length: HEADER_SETS_KEPT + 6 }, (_, i) => `h${i}.example.com`);
    const first = new Map<string, http.IncomingHttpHeaders>();
    for (const host of hosts) first.set(host, securityOf(await headersFor(server.url, host)));
    for (const host of [...hosts].reverse()) {
      const again = securityOf(await headersFor(server.url, host));
      expect(again).toEqual(first.get(host));
      expect(again['content-security-policy']).toContain(`script-src ${host}/assets/`);
      expect(again['content-security-policy']).toContain(`worker-src ${host}/assets/ blob:`);
      expect(again['x-powered-by']).toBeUndefined();
    }
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
