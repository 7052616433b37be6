import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the envelope's JSON as it comes */
type Row = Record<string, any>;

const ok = (example: unknown) => ({ 200: { description: 'ok', content: { 'application/json': { example } } } });

/** The source document, version 1 or 2 (v2: a new parameter on one operation, a new answer on another). */
function document(version: 1 | 2) {
  return {
    openapi: '3.0.3',
    info: { title: '城市服务', version: `${version}.0` },
    servers: [{ url: 'https://api.city-demo.example.org/v1' }],
    components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
    paths: {
      '/cities': {
        get: { summary: '城市列表', tags: ['城市'], responses: ok(version === 1 ? { items: [] } : { items: [], total: 0 }) },
        post: { summary: '新增城市', security: [{ key: [] }], requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', description: '城市名' } } } } } }, responses: ok({ id: 1 }) },
      },
      '/cities/{id}': {
        get: {
          summary: '城市详情',
          description: '按编号查询城市',
          parameters: [
            { name: 'id', in: 'path', required: true, description: '城市编号', schema: { type: 'integer', example: 7 } },
            ...(version === 2 ? [{ name: 'lang', in: 'query', description: '语言', schema: { type: 'string', enum: ['zh', 'en'] } }] : []),
          ],
          responses: ok({ id: 7, name: '杭州' }),
        },
      },
    },
  };
}

/** Issue #29: preview choices, re-sync from the remembered URL with a diff, local edits kept; export of a listed API. */
describe('import from a URL, re-sync and export', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let source: Server;
  let version: 1 | 2 = 1;
  let url: string;

  beforeAll(async () => {
    source = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document(version))));
    await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
    const port = (source.address() as AddressInfo).port;
    url = `http://127.0.0.1:${port}/openapi.json`;
    server = await startTestServer({ UPSTREAM_ALLOW_LIST: `127.0.0.1:${port}` });
    creator = await buildUser(server);
  });
  afterAll(async () => {
    source?.close();
    await server?.stop();
  });

  const post = (path: string, body: unknown) => server.request('POST', path, body, creator.headers);
  const byKey = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.key, r]));

  it('previews, imports the chosen operations, re-imports a changed source with its diff and keeps local edits', async () => {
    const first = await post('/api/apis/import?dryRun=true', { url });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.sourceUrl).toBe(url);
    expect(first.body.data.operations.map((o: Row) => [o.key, o.action])).toEqual([
      ['GET /cities', 'new'], ['POST /cities', 'new'], ['GET /cities/{id}', 'new'],
    ]);
    expect(await server.ds.query(`SELECT id FROM api WHERE creator_id = $1`, [creator.creatorId])).toEqual([]);

    const imported = await post('/api/apis/import', { url, choices: { 'POST /cities': 'skip' } });
    expect(imported.status, imported.text).toBe(200);
    const results = byKey(imported.body.data.results);
    expect(results['POST /cities']).toMatchObject({ action: 'skip', apiId: null });
    const listId = results['GET /cities'].apiId as number;
    const detailId = results['GET /cities/{id}'].apiId as number;
    const [detail] = await server.ds.query(`SELECT name, address, status FROM api WHERE id = $1`, [detailId]);
    expect(detail).toEqual({ name: '城市详情', address: 'https://api.city-demo.example.org/v1/cities/{id}', status: -1 });
    const [src] = await server.ds.query(`SELECT source_url, source_format, operation_key FROM api_import_source WHERE api_id = $1`, [detailId]);
    expect(src).toEqual({ source_url: url, source_format: 'openapi3', operation_key: 'GET /cities/{id}' });

    // A local edit the source will not touch; the list API goes live.
    const edited = await server.request('PUT', `/api/apis/${detailId}`, { name: '城市详情（本地）' }, creator.headers);
    expect(edited.status, edited.text).toBe(200);
    await server.ds.query(`UPDATE api SET status = 1 WHERE id = $1`, [listId]);

    version = 2;
    const again = byKey((await post('/api/apis/import?dryRun=true', { url })).body.data.operations);
    expect(again['GET /cities/{id}']).toMatchObject({ action: 'update', match: { apiId: detailId, name: '城市详情（本地）' } });
    expect(again['GET /cities/{id}'].match.diff.map((d: Row) => d.field)).toEqual(['parameters']);
    expect(again['GET /cities/{id}'].match.diff[0].after).toContain('"lang"');
    expect(again['GET /cities'].match.diff).toEqual([
      { field: 'responseExample', before: JSON.stringify({ items: [] }, null, 2), after: JSON.stringify({ items: [], total: 0 }, null, 2) },
    ]);
    expect(again['POST /cities']).toMatchObject({ action: 'new', match: null });

    const resynced = byKey((await post('/api/apis/import', { url, choices: { 'POST /cities': 'skip' } })).body.data.results);
    expect(resynced['GET /cities/{id}']).toMatchObject({ action: 'update', apiId: detailId, error: null, revisionNumber: null });
    const [after] = await server.ds.query(`SELECT name, description FROM api WHERE id = $1`, [detailId]);
    expect(after).toEqual({ name: '城市详情（本地）', description: '按编号查询城市' });
    const params = await server.ds.query(`SELECT name, type, required FROM api_param WHERE api_id = $1 ORDER BY position`, [detailId]);
    expect(params).toEqual([{ name: 'id', type: 'number', required: true }, { name: 'lang', type: 'string', required: false }]);
    // The listed API's contract change is a reviewed revision: the published answer keeps serving meanwhile.
    expect(resynced['GET /cities'].revisionNumber).toBeGreaterThan(0);
    const [live] = await server.ds.query(`SELECT response_example FROM api WHERE id = $1`, [listId]);
    expect(JSON.parse(live.response_example)).toEqual({ items: [] });

    // Nothing left to change: the next preview suggests skipping both.
    const settled = byKey((await post('/api/apis/import?dryRun=true', { url })).body.data.operations);
    expect(settled['GET /cities/{id}']).toMatchObject({ action: 'skip', match: { diff: [] } });
  });

  it('exports a listed API as OpenAPI 3.1 JSON and YAML: the whole contract to its creator, the open call to anyone else; a draft answers 404', async () => {
    const other = await buildUser(server);
    const data = (await server.request('POST', '/api/apis/import', { content: JSON.stringify(document(1)) }, other.headers)).body.data;
    const [listed, draft] = data.results.map((r: Row) => r.apiId as number);
    await server.ds.query(`UPDATE api SET status = 1 WHERE id = $1`, [listed]);
    // A visitor (or another account) gets what callers see: the gateway's open call, never the upstream's address.
    for (const headers of [undefined, (await buildUser(server)).headers]) {
      const seen = await server.request('GET', `/api/apis/${listed}/openapi.json`, undefined, headers);
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body.openapi).toBe('3.1.0');
      expect(Object.keys(seen.body.paths)).toEqual([`/api/open/api/${listed}`]);
      expect(seen.text).not.toContain('city-demo.example.org');
    }
    const json = await server.request('GET', `/api/apis/${listed}/openapi.json`, undefined, other.headers);
    expect(json.status, json.text).toBe(200);
    expect(json.headers.get('content-type')).toContain('application/json');
    expect(json.body).toMatchObject({ openapi: '3.1.0', info: { title: '城市列表' } });
    expect(json.body.paths['/v1/cities'].get).toMatchObject({ summary: '城市列表', servers: [{ url: 'https://api.city-demo.example.org' }] });
    const yaml = await server.request('GET', `/api/apis/${listed}/openapi.yaml`, undefined, other.headers);
    expect(yaml.headers.get('content-type')).toContain('application/yaml');
    expect(parseYaml(yaml.text)).toEqual(json.body);
    const asked = await server.request('GET', `/api/apis/${listed}/openapi.json?format=yaml`, undefined, other.headers);
    expect(asked.text).toBe(yaml.text);
    const hidden = await server.request('GET', `/api/apis/${draft}/openapi.json`, undefined, { 'accept-language': 'en' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ reason: 'API_NOT_FOUND' });
    expect((await server.request('GET', '/api/apis/mine/openapi.json')).status).toBe(401);
    const mine = await server.request('GET', '/api/apis/mine/openapi.json', undefined, other.headers);
    expect(Object.keys(mine.body.paths)).toEqual(['/v1/cities', '/v1/cities/{id}']);
  });
});
