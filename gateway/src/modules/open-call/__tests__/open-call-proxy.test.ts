import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { addApi, startUpstream, type LocalUpstream } from './upstream-fixture.js';

describe('open call proxy /api/open/api/{id}', () => {
  let server: TestServer;
  let up: LocalUpstream;

  beforeAll(async () => {
    up = await startUpstream();
    server = await startTestServer({
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`,
      // Short enough for the 504 case, long enough for the local upstream on a busy machine.
      UPSTREAM_TIMEOUT_MS: '3000',
      UPSTREAM_MAX_BYTES: String(64 * 1024),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE'])(
    '%s passes query parameters, the JSON body and the upstream answer on',
    async (method) => {
      const id = await addApi(server, `${up.url}/echo?fixed=1`);
      const body = method === 'GET' ? undefined : { city: '北京', n: 3, nested: { ok: true } };
      const res = await server.request(method, `/api/open/api/${id}?q=hello&tags=a&tags=b`, body, {
        authorization: 'Bearer not-for-upstream',
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.body.method).toBe(method);
      expect(res.body.query).toEqual({ fixed: '1', q: 'hello', tags: 'b' });
      expect(res.body.body).toBe(body === undefined ? '' : JSON.stringify(body));
      if (body) expect(res.body.contentType).toBe('application/json');
      // The caller's platform credentials never travel to a third party.
      expect(res.body.authorization).toBeNull();
    },
  );

  it('returns a non-JSON upstream answer with its own status and content type', async () => {
    const id = await addApi(server, `${up.url}/text`);
    const res = await server.request('GET', `/api/open/api/${id}`);
    expect(res.status).toBe(418);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('我是茶壶 teapot');
  });

  it('answers 504 when the upstream passes the deadline', async () => {
    // The upstream answers after 8 s: a 504 (not its 200) shows the gateway gave up at its deadline.
    const id = await addApi(server, `${up.url}/slow?ms=8000`);
    const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'accept-language': 'en' });
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ code: 504, data: null });
    expect(res.body.message).toMatch(/did not answer within 3 s/);
  });

  it('answers 502 when the upstream is unreachable', async () => {
    // An allow-listed port nobody listens on: the connection is refused.
    const closed = await startUpstream();
    const port = closed.port;
    await closed.close();
    const s2 = await startTestServer({ UPSTREAM_ALLOW_LIST: `127.0.0.1:${port}` });
    try {
      const id = await addApi(s2, `http://127.0.0.1:${port}/x`);
      const res = await s2.request('GET', `/api/open/api/${id}`);
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 502, data: null, message: '无法连接上游服务' });
    } finally {
      await s2.stop();
    }
  });

  it.each([
    ['streamed', ''],
    ['declared', '&declared=1'],
  ])('answers 502 when the %s answer passes the size cap', async (_kind, extra) => {
    const id = await addApi(server, `${up.url}/big?bytes=${200 * 1024}${extra}`);
    const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en' });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/exceeds the .* limit/);
    // Under the cap the same upstream goes through whole.
    const small = await addApi(server, `${up.url}/big?bytes=${60 * 1024}${extra}`);
    const ok = await server.request('GET', `/api/open/api/${small}`);
    expect(ok.status).toBe(200);
    expect(ok.text.length).toBe(60 * 1024);
  });

  it.each([
    [0, 503, '接口已下线，暂不可调用'],
    [2, 503, '接口已被禁用'],
    [3, 503, '接口更新中，暂不可调用'],
    [-1, 503, '接口尚未发布'],
    [-3, 503, '接口尚未发布'],
  ])('status %i answers %i with a clear envelope and no proxy attempt', async (status, http, message) => {
    const before = up.connections;
    const id = await addApi(server, `${up.url}/echo`, { status });
    const res = await server.request('POST', `/api/open/api/${id}`, { a: 1 });
    expect(res.status).toBe(http);
    expect(res.body).toEqual({ code: http, data: null, message });
    expect(up.connections).toBe(before);
  });

  it('answers 404 for an unknown API and 400 for a malformed id', async () => {
    const res = await server.request('GET', '/api/open/api/999999', undefined, { 'x-lang': 'en' });
    expect(res.status).toBe(404);
    // (the envelope also carries the stable domain code, issue #33)
    expect(res.body).toEqual({ code: 404, data: null, message: 'API not found', reason: 'API_NOT_FOUND' });
    expect((await server.request('GET', '/api/open/api/abc')).status).toBe(400);
  });

  it('sends an idempotent call again when a pooled keep-alive socket was closed under it', async () => {
    // Every connection answers its first request and drops the second one unanswered.
    const flaky = http.createServer((req, res) => {
      const sock = req.socket as typeof req.socket & { served?: number };
      sock.served = (sock.served ?? 0) + 1;
      if (sock.served > 1) return sock.destroy();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method }));
    });
    await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', r));
    const port = (flaky.address() as AddressInfo).port;
    const s2 = await startTestServer({ UPSTREAM_ALLOW_LIST: `127.0.0.1:${port}` });
    try {
      const id = await addApi(s2, `http://127.0.0.1:${port}/x`);
      for (let i = 0; i < 3; i++) expect((await s2.request('GET', `/api/open/api/${id}`)).status).toBe(200);
      expect((await s2.request('DELETE', `/api/open/api/${id}`)).status).toBe(200);
      // A POST may have had effects upstream: never replayed.
      expect((await s2.request('POST', `/api/open/api/${id}`, { a: 1 })).status).toBe(502);
    } finally {
      await s2.stop();
      flaky.closeAllConnections();
      flaky.close();
    }
  });

  it('follows at most 3 redirects, each through the guard', async () => {
    const one = await addApi(server, `${up.url}/redirect?to=${encodeURIComponent('/echo?hop=1')}`);
    const ok = await server.request('GET', `/api/open/api/${one}`);
    expect(ok.status).toBe(201);
    expect(ok.body.query).toEqual({ hop: '1' });
    const chain = (n: number): string =>
      n === 0 ? '/echo' : `/redirect?to=${encodeURIComponent(chain(n - 1))}`;
    const four = await addApi(server, `${up.url}${chain(4)}`);
    const res = await server.request('GET', `/api/open/api/${four}`, undefined, { 'x-lang': 'en' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Upstream redirected more than 3 times');
    const three = await addApi(server, `${up.url}${chain(3)}`);
    expect((await server.request('GET', `/api/open/api/${three}`)).status).toBe(201);
  });
});
