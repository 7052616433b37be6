import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

const here = new URL('.', import.meta.url).pathname;
const fixture = (name: string) => readFileSync(`${here}fixtures/${name}`, 'utf8');
const corpus = (name: string) => readFileSync(`${here}corpus/${name}`, 'utf8');

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the envelope's JSON as it comes */
type Row = Record<string, any>;

/** Issue #29: every supported format previews into API-form operations; bad input is refused, nothing written. */
describe('POST /api/apis/import: formats and bad input', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let docs: Server;
  let docsUrl: string;

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
    docs = createServer((req, res) => {
      if (req.url === '/petstore.yaml') return res.writeHead(200, { 'content-type': 'application/yaml' }).end(corpus('swagger2-petstore.yaml'));
      res.writeHead(404).end('nope');
    });
    await new Promise<void>((r) => docs.listen(0, '127.0.0.1', r));
    docsUrl = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    docs?.close();
    await server?.stop();
  });

  const preview = (body: unknown, lang = 'zh') =>
    server.request('POST', '/api/apis/import?dryRun=true', body, { ...creator.headers, 'accept-language': lang });
  const ownCount = async () =>
    Number((await server.ds.query(`SELECT count(*)::int AS n FROM api WHERE creator_id = $1`, [creator.creatorId]))[0].n);
  const op = (ops: Row[], key: string) => {
    const found = ops.find((o) => o.key === key);
    if (!found) throw new Error(`no operation ${key} in ${ops.map((o) => o.key).join(', ')}`);
    return found;
  };

  it('reads a Postman v2.1 collection: variables, folders as tags, query and path variables, raw JSON body, saved answer, auth', async () => {
    const res = await preview({ content: fixture('weather.postman_collection.json') });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ format: 'postman', title: '天气服务', results: [] });
    const now = op(data.operations, 'GET /v1/now');
    expect(now).toMatchObject({
      name: '城市实况天气', description: '按城市名查询当前天气', method: 'GET', address: 'https://weather.example.com/v1/now',
      needToken: true, tags: ['实况'], responseExample: '{"city":"北京","temp":21}', error: null, match: null, action: 'new',
    });
    expect(now.parameters).toEqual([
      { name: 'city', type: 'string', required: false, description: '城市名', example: '北京', location: 'query' },
      { name: 'unit', type: 'string', required: false, description: '温度单位', example: 'c', location: 'query' },
    ]);
    const alerts = op(data.operations, 'POST /v1/alerts/{city}');
    expect(alerts).toMatchObject({ address: 'https://weather.example.com/v1/alerts/{city}', needToken: false, tags: [] });
    expect(alerts.parameters.map((p: Row) => [p.name, p.type, p.example])).toEqual([['city', 'string', 'shanghai'], ['email', 'string', 'me@example.com'], ['level', 'number', '2']]);
    expect(await ownCount()).toBe(0);
  });

  it('reads a HAR recording: one operation per method and path, the query and body as parameters, base64 answers decoded', async () => {
    const data = (await preview({ content: fixture('shop.har') })).body.data;
    expect(data.format).toBe('har');
    expect(data.operations.map((o: Row) => o.key)).toEqual(['GET /api/products', 'POST /api/orders']);
    const list = op(data.operations, 'GET /api/products');
    expect(list).toMatchObject({ address: 'https://shop.example.com/api/products', needToken: true, responseExample: '{"items":[{"id":1}],"total":1}' });
    expect(list.parameters.map((p: Row) => p.name)).toEqual(['page', 'size']);
    const order = op(data.operations, 'POST /api/orders');
    expect(order).toMatchObject({ needToken: false, responseExample: '{"orderId":"A100"}' });
    expect(order.parameters.map((p: Row) => [p.name, p.type])).toEqual([['productId', 'number'], ['quantity', 'number']]);
  });

  it('reads a pasted cURL command with its query, JSON body and bearer token', async () => {
    const data = (await preview({ content: fixture('translate.curl.txt') })).body.data;
    expect(data.format).toBe('curl');
    const [only] = data.operations;
    expect(only).toMatchObject({ key: 'POST /v2/translate', method: 'POST', address: 'https://translate.example.com/v2/translate', needToken: true });
    expect(only.parameters.map((p: Row) => [p.name, p.type, p.example])).toEqual([['format', 'string', 'text'], ['q', 'string', '你好'], ['target', 'string', 'en'], ['glossary', 'boolean', 'false']]);
  });

  it('reads Swagger 2.0 YAML: basePath and host, body parameters, security, response examples generated from the schema', async () => {
    const data = (await preview({ content: corpus('swagger2-petstore.yaml') })).body.data;
    expect(data).toMatchObject({ format: 'swagger2', title: 'Swagger Petstore' });
    const find = op(data.operations, 'GET /pet/findByStatus');
    expect(find).toMatchObject({ address: 'http://petstore.swagger.io/v2/pet/findByStatus', needToken: true, tags: ['pet'], hasSchema: true });
    expect(find.parameters[0]).toMatchObject({ name: 'status', type: 'array', required: true });
    // Generated by openapi-sampler from the Pet schema ($ref resolved by swagger-parser).
    const sample = JSON.parse(find.responseExample);
    expect(sample[0]).toMatchObject({ name: 'doggie', photoUrls: expect.any(Array) });
    const add = op(data.operations, 'POST /pet');
    expect(add.parameters.map((p: Row) => p.name)).toEqual(expect.arrayContaining(['name', 'photoUrls']));
    expect(add.parameters.find((p: Row) => p.name === 'name')).toMatchObject({ required: true, example: 'doggie' });
    // PATCH, HEAD and friends cannot be an API of ours: listed with the reason, skipped.
    const inventory = op(data.operations, 'GET /store/inventory');
    expect(inventory.error).toBeNull();
  });

  it('lists an operation whose method the form cannot hold, with the reason, and skips it', async () => {
    const doc = { openapi: '3.0.3', info: { title: 't', version: '1' }, servers: [{ url: 'https://a.example.com' }], paths: { '/x': { patch: { summary: '改一点', responses: { 200: { description: 'ok' } } }, get: { summary: '读', responses: { 200: { description: 'ok' } } } } } };
    const data = (await preview({ content: JSON.stringify(doc) }, 'en')).body.data;
    expect(op(data.operations, 'PATCH /x')).toMatchObject({ action: 'skip', error: 'Method PATCH is not supported (GET, POST, PUT and DELETE only)' });
    expect(op(data.operations, 'GET /x')).toMatchObject({ action: 'new', error: null });
  });

  it('cuts what the form would refuse (a long name) with a warning, and never writes an invalid API', async () => {
    const long = '很长的名字'.repeat(30);
    const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, servers: [{ url: 'https://b.example.com' }], paths: { '/y': { get: { summary: long, responses: { 200: { description: 'ok' } } } } } };
    const res = await server.request('POST', '/api/apis/import', { content: JSON.stringify(doc) }, creator.headers);
    expect(res.status).toBe(200);
    const row = res.body.data.operations[0];
    expect([...row.name].length).toBe(64);
    expect(row.warnings).toEqual(['接口名称超过 64 个字符，已截断']);
    const id = res.body.data.results[0].apiId;
    const [stored] = await server.ds.query(`SELECT name, status FROM api WHERE id = $1`, [id]);
    expect(stored).toEqual({ name: row.name, status: -1 });
    await server.ds.query(`DELETE FROM api WHERE id = $1`, [id]);
  });

  it('fetches a document from a URL through the SSRF guard: a private address is refused in the caller’s language', async () => {
    const zh = await preview({ url: `${docsUrl}/petstore.yaml` });
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: 400, reason: 'IMPORT_DOCUMENT_INVALID' });
    expect(zh.body.message).toContain('无法从该地址获取文档');
    expect(zh.body.message).toContain('端口不被允许');
    const internal = await preview({ url: 'http://10.1.2.3/openapi.json' });
    expect(internal.status).toBe(400);
    expect(internal.body.message).toContain('内网');
    const en = await preview({ url: 'http://169.254.169.254/latest/meta-data' }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/could not be fetched.*SSRF guard/);
    expect(await ownCount()).toBe(0);
  });

  it.each([
    ['malformed JSON', '{"openapi": "3.0.0", "paths": {', 'JSON 格式错误', 'Malformed JSON'],
    ['malformed YAML', 'openapi: 3.0.0\npaths:\n  /a: [\n', 'YAML 格式错误', 'Malformed YAML'],
    ['a document that is not a spec', '{"hello": "world"}', '无法识别的文档', 'Not a recognised document'],
    ['plain text', 'just some words', '无法识别的文档', 'Not a recognised document'],
    ['an unsupported version', '{"swagger": "1.2", "apis": []}', '不支持的版本', 'Unsupported version'],
    ['a $ref cycle', corpus('negative/circular.yaml'), '循环引用', '$ref cycle'],
    ['a YAML expansion bomb', ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 9 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9).fill(`*${String.fromCharCode(97 + i)}`).join(',')}]`)].join('\n'), '别名过多', 'Too many YAML aliases'],
    ['an empty body', '', '请粘贴文档内容', 'Paste a document'],
  ])('refuses %s with a clear message, nothing written', async (_what, content, zh, en) => {
    const before = await ownCount();
    const resZh = await server.request('POST', '/api/apis/import', { content }, creator.headers);
    expect(resZh.status).toBe(400);
    expect(resZh.body.message).toContain(zh);
    const resEn = await server.request('POST', '/api/apis/import', { content }, { ...creator.headers, 'accept-language': 'en' });
    expect(resEn.status).toBe(400);
    expect(resEn.body.message).toContain(en);
    expect(await ownCount()).toBe(before);
  });

  it('takes the document as a multipart file upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([corpus('swagger2-petstore-expanded.json')], { type: 'application/json' }), 'petstore.json');
    const res = await fetch(`${server.url}/api/apis/import?dryRun=true`, { method: 'POST', body: form, headers: creator.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Row;
    expect(body.data.format).toBe('swagger2');
    expect(body.data.operations.map((o: Row) => o.key)).toEqual(['GET /pets', 'POST /pets', 'GET /pets/{id}', 'DELETE /pets/{id}']);
  });

  it('asks visitors to sign in first', async () => {
    const res = await server.request('POST', '/api/apis/import?dryRun=true', { content: fixture('translate.curl.txt') });
    expect(res.status).toBe(401);
  });
});
