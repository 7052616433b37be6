import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the envelope's JSON as it comes */
type Row = Record<string, any>;

const OPENAPI = JSON.stringify({
  openapi: '3.0.3',
  info: { title: '位置', version: '1' },
  servers: [{ url: 'https://loc.example.com' }],
  paths: {
    '/orders/{orderId}': {
      parameters: [{ name: 'orderId', in: 'path', required: true, schema: { type: 'string' } }],
      post: {
        summary: '改订单',
        parameters: [
          { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
          { name: 'X-Tenant', in: 'header', required: true, schema: { type: 'string' }, example: 'acme' },
          { name: 'Authorization', in: 'header', schema: { type: 'string' } },
          { name: 'Content-Type', in: 'header', schema: { type: 'string' } },
          { name: 'sid', in: 'cookie', schema: { type: 'string' } },
        ],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { note: { type: 'string' } } } } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});

const POSTMAN = JSON.stringify({
  info: { name: 'pm', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
  item: [{
    name: 'one',
    request: {
      method: 'GET',
      header: [
        { key: 'X-Trace', value: 't-1' },
        { key: 'Content-Type', value: 'application/json' },
        { key: 'Authorization', value: 'Bearer x' },
        { key: 'Cookie', value: 'lang=zh; theme=dark' },
        { key: 'X-Off', value: '1', disabled: true },
      ],
      url: { raw: 'https://pm.example.com/v1/users/:id?page=1', protocol: 'https', host: ['pm', 'example', 'com'], path: ['v1', 'users', ':id'], query: [{ key: 'page', value: '1' }], variable: [{ key: 'id', value: '7' }] },
    },
  }],
});

const HAR = JSON.stringify({
  log: {
    version: '1.2',
    creator: { name: 'test', version: '1' },
    entries: [{
      request: {
        method: 'POST', url: 'https://har.example.com/api/items?x=1', httpVersion: 'HTTP/1.1',
        headers: [{ name: 'Host', value: 'har.example.com' }, { name: 'User-Agent', value: 'Mozilla' }, { name: 'X-Csrf', value: 'c1' }, { name: 'Cookie', value: 'sid=1' }, { name: ':authority', value: 'har.example.com' }],
        cookies: [{ name: 'sid', value: '1' }],
        queryString: [{ name: 'x', value: '1' }],
        postData: { mimeType: 'application/json', text: '{"title":"t"}' },
      },
      response: { status: 200, content: { mimeType: 'application/json', text: '{}' } },
    }],
  },
});

const CURL = `curl -X PUT 'https://curl.example.com/v2/profile?v=2' -H 'X-Client: cli' -H 'Content-Type: application/json' -H 'Accept-Encoding: gzip' -H 'Authorization: Bearer t' -b 'session=abc' -d '{"nick":"n"}'`;

/** Issue #29: imported header, cookie, path, query and body parameters keep their location; export writes it back. */
describe('import and export keep parameter locations', () => {
  let server: TestServer;
  let creator: BuiltUser;

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const preview = async (content: string) => {
    const res = await server.request('POST', '/api/apis/import?dryRun=true', { content }, creator.headers);
    expect(res.status, res.text).toBe(200);
    return res.body.data.operations as Row[];
  };
  const located = (op: Row) => op.parameters.map((p: Row) => [p.name, p.location]);

  it('OpenAPI: in: path/query/header/cookie and body fields; Authorization and Content-Type are not parameters', async () => {
    const [op] = await preview(OPENAPI);
    expect(op!.needToken).toBe(false);
    expect(located(op!)).toEqual([['orderId', 'path'], ['dryRun', 'query'], ['X-Tenant', 'header'], ['sid', 'cookie'], ['note', 'body']]);
    expect(op!.parameters[2]).toMatchObject({ required: true, example: 'acme' });
  });

  it('Postman: headers become header parameters, the Cookie header cookie parameters, :id a path parameter', async () => {
    const [op] = await preview(POSTMAN);
    expect(op!.needToken).toBe(false);
    expect(located(op!)).toEqual([['id', 'path'], ['page', 'query'], ['X-Trace', 'header'], ['lang', 'cookie'], ['theme', 'cookie']]);
  });

  it('HAR: the API’s own headers and the request’s cookies, not the browser’s or the platform’s', async () => {
    const [op] = await preview(HAR);
    expect(located(op!)).toEqual([['x', 'query'], ['X-Csrf', 'header'], ['sid', 'cookie'], ['title', 'body']]);
  });

  it('cURL: -H headers (not Content-Type, Accept-Encoding, Authorization) and -b cookies', async () => {
    const [op] = await preview(CURL);
    expect(op!.needToken).toBe(true);
    expect(located(op!)).toEqual([['v', 'query'], ['nick', 'body'], ['X-Client', 'header'], ['session', 'cookie']]);
  });

  it('an import writes the locations; the export says them as in: and a round trip keeps them', async () => {
    const res = await server.request('POST', '/api/apis/import', { content: OPENAPI }, creator.headers);
    expect(res.status, res.text).toBe(200);
    const exported = await server.request('GET', '/api/apis/mine/openapi.json', undefined, creator.headers);
    const op = exported.body.paths['/orders/{orderId}'].post;
    expect(op.parameters.map((p: Row) => [p.name, p.in])).toEqual([['orderId', 'path'], ['dryRun', 'query'], ['X-Tenant', 'header'], ['sid', 'cookie']]);
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties)).toEqual(['note']);
    const other = await buildUser(server);
    const again = await server.request('POST', '/api/apis/import', { content: exported.text }, other.headers);
    expect(again.status, again.text).toBe(200);
    const rows = (who: BuiltUser) =>
      server.ds.query(`SELECT p.name, p.location FROM api_param p JOIN api a ON a.id = p.api_id WHERE a.creator_id = $1 ORDER BY p.position`, [who.creatorId]);
    expect(await rows(other)).toEqual(await rows(creator));
    expect((await rows(other)).map((r: Row) => r.location)).toEqual(['path', 'query', 'header', 'cookie', 'body']);
  });

  it('a re-import that moves a parameter shows the location change in the preview’s diff', async () => {
    const who = await buildUser(server);
    const first = await server.request('POST', '/api/apis/import', { content: OPENAPI }, who.headers);
    expect(first.status).toBe(200);
    const moved = OPENAPI.replace('"name":"sid","in":"cookie"', '"name":"sid","in":"header"');
    expect(moved).not.toBe(OPENAPI);
    const res = await server.request('POST', '/api/apis/import?dryRun=true', { content: moved }, who.headers);
    const [op] = res.body.data.operations as Row[];
    const diff = op!.match.diff.find((d: Row) => d.field === 'parameters');
    expect(diff.before).toMatch(/"name": "sid",\s*"location": "cookie"/);
    expect(diff.after).toMatch(/"name": "sid",\s*"location": "header"/);
  });
});
