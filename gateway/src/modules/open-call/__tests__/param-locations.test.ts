import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { addApi } from './upstream-fixture.js';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Issue #29: each parameter travels where its location says — query, path, header, cookie, body. */
describe('parameter locations in open calls, the tester’s door and the mock', () => {
  let server: TestServer;
  let upstream: http.Server;
  let base = '';
  let last: Seen | null = null;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        last = { method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const port = (upstream.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    server = await startTestServer({ UPSTREAM_ALLOW_LIST: `127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await server?.stop();
    upstream?.close();
  });

  /** A published API with the given parameters (name, location, required, type). */
  const api = async (address: string, method: string, params: Array<[string, string, boolean?, string?]>) => {
    const id = await addApi(server, address);
    await server.ds.query(`UPDATE api SET request_method = $2 WHERE id = $1`, [id, method]);
    for (const [i, [name, location, required, type]] of params.entries()) {
      await server.ds.query(
        `INSERT INTO api_param (api_id, position, name, type, required, note, example, location) VALUES ($1, $2, $3, $4, $5, '', '', $6)`,
        [id, i, name, type ?? 'string', required ?? false, location],
      );
    }
    return id;
  };

  const PARAMS: Array<[string, string, boolean?, string?]> = [
    ['userId', 'path', true],
    ['q', 'query'],
    ['X-Tenant', 'header', true],
    ['session', 'cookie'],
    ['title', 'body'],
    ['Host', 'header'],
  ];

  it('the tester’s door places each value of its one map by the parameter’s location', async () => {
    const id = await api(`${base}/users/{userId}/items`, 'POST', PARAMS);
    const res = await server.request('POST', `/api/open/api/${id}/try`, {
      method: 'POST',
      params: { userId: 'a b/1', q: '北京', 'X-Tenant': 't-1', session: 's=1;x', title: '标题', Host: 'evil.example', extra: 'more' },
    });
    expect(res.status, res.text).toBe(200);
    expect(last!.method).toBe('POST');
    expect(last!.path).toBe('/users/a%20b%2F1/items');
    expect(last!.query).toEqual({ q: '北京' });
    expect(last!.headers['x-tenant']).toBe('t-1');
    expect(last!.headers.cookie).toBe(`session=${encodeURIComponent('s=1;x')}`);
    // A parameter named after a header the gateway sets never replaces it.
    expect(last!.headers.host).toBe(base.slice('http://'.length));
    // An undeclared name goes where the default puts it for POST: the body.
    expect(JSON.parse(last!.body)).toEqual({ title: '标题', extra: 'more' });
  });

  it('a REST caller’s header and cookie parameters are read from its own headers and cookies; :name in the path', async () => {
    const id = await api(`${base}/orders/:userId`, 'GET', PARAMS);
    const res = await server.request('GET', `/api/open/api/${id}?userId=42&q=x&other=1`, undefined, {
      'x-tenant': 'acme',
      cookie: 'session=abc; unrelated=nope',
      authorization: 'Bearer platform-token',
    });
    expect(res.status, res.text).toBe(200);
    expect(last!.path).toBe('/orders/42');
    expect(last!.query).toEqual({ q: 'x', other: '1' });
    expect(last!.headers['x-tenant']).toBe('acme');
    // Only declared cookies travel; the platform's Authorization never does.
    expect(last!.headers.cookie).toBe('session=abc');
    expect(last!.headers.authorization).toBeUndefined();
  });

  it('a missing required header or path parameter is a 400 PARAMETER_INVALID, before the upstream', async () => {
    const id = await api(`${base}/orders/:userId`, 'GET', PARAMS);
    last = null;
    const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('PARAMETER_INVALID');
    expect(res.body.message).toBe('Invalid parameters: missing required parameter userId; missing required parameter X-Tenant');
    expect(last).toBeNull();
    const tried = await server.request('POST', `/api/open/api/${id}/try`, { method: 'GET', params: { userId: '1' } });
    expect(tried.status).toBe(400);
    expect(tried.body.message).toMatch(/缺少必填参数 X-Tenant/);
    expect(last).toBeNull();
  });

  it('the callers’ OpenAPI document (and the MCP door) says where each parameter goes to the open call', async () => {
    const id = await api(`${base}/d/{userId}`, 'POST', PARAMS.filter(([n]) => n !== 'Host'));
    const doc = await server.request('GET', `/api/apis/${id}/openapi.json`);
    expect(doc.status, doc.text).toBe(200);
    const op = doc.body.paths[`/api/open/api/${id}`].post;
    expect(op.parameters.map((p: { name: string; in: string }) => [p.name, p.in])).toEqual([
      ['userId', 'query'], ['q', 'query'], ['X-Tenant', 'header'], ['session', 'cookie'],
    ]);
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties)).toEqual(['title']);
  });

  it('the mock checks required header and cookie parameters from the request’s headers and cookies', async () => {
    const id = await api(`${base}/m/{userId}`, 'GET', [['userId', 'path', true], ['X-Sign', 'header', true], ['sid', 'cookie', true, 'number']]);
    const refused = await server.request('GET', `/api/mock/api/${id}?userId=1`, undefined, { 'accept-language': 'en', cookie: 'sid=abc' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-mock')).toBe('true');
    expect(refused.body.message).toBe('Invalid parameters: missing required parameter X-Sign; parameter sid must be a number');
    const ok = await server.request('GET', `/api/mock/api/${id}?userId=1`, undefined, { 'x-sign': 's', cookie: 'a=b; sid=7' });
    expect(ok.status, ok.text).toBe(200);
    // The tester's mock switch sends the one map too.
    const viaMap = await server.graphql<{ mockCall: { status: number } }>(
      `mutation ($id: Int!, $p: JSONObject) { mockCall(apiId: $id, method: GET, params: $p) { status } }`,
      { id, p: { userId: '1', 'X-Sign': 's', sid: '7' } },
    );
    expect(viaMap.errors).toBeUndefined();
    expect(viaMap.data!.mockCall.status).toBe(200);
  });
});
