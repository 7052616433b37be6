import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAdmin, type BuiltUser, type Caller } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

/** The source, version 1 or 2 (v2 answers one more required field, in its schema and its example). */
function document(version: 1 | 2) {
  const required = version === 1 ? ['items'] : ['items', 'total'];
  const example = version === 1 ? { items: [] } : { items: [], total: 0 };
  const schema = { type: 'object', required, properties: { items: { type: 'array' }, total: { type: 'integer' } } };
  return {
    openapi: '3.0.3',
    info: { title: '城市服务', version: `${version}.0` },
    servers: [{ url: 'https://api.city-demo.example.org/v1' }],
    paths: { '/cities': { get: { summary: '城市列表', responses: { 200: { description: 'ok', content: { 'application/json': { schema, example } } } } } } },
  };
}

/** An import's response schema of a listed API waits for the revision's release; a draft takes it at once. */
describe('an imported response schema and the review', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let admin: Caller;
  let source: Server;
  let version: 1 | 2 = 1;
  let url: string;

  beforeAll(async () => {
    source = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document(version))));
    await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/openapi.json`;
    server = await startTestServer({ ADMIN_PASSWORD: 'admin-test-password', UPSTREAM_ALLOW_LIST: `127.0.0.1:${(source.address() as AddressInfo).port}` });
    creator = await buildUser(server);
    admin = await signInAdmin(server);
  });
  afterAll(async () => {
    source?.close();
    await server?.stop();
  });

  const required = async (id: number) => ((await server.ds.query(`SELECT response_schema FROM api WHERE id = $1`, [id]))[0].response_schema?.required ?? null) as string[] | null;

  it('a listed API keeps its schema while the re-imported contract waits for review, and gets the new one at release', async () => {
    const imported = await server.request('POST', '/api/apis/import', { url }, creator.headers);
    expect(imported.status, imported.text).toBe(200);
    const id = imported.body.data.results[0].apiId as number;
    expect(await required(id)).toEqual(['items']); // a draft: at once
    await server.ds.query(`UPDATE api SET status = 1 WHERE id = $1`, [id]);

    version = 2;
    const again = await server.request('POST', '/api/apis/import', { url }, creator.headers);
    expect(again.body.data.results[0].revisionNumber, again.text).toBeGreaterThan(0);
    expect(await required(id)).toEqual(['items']); // still the reviewed one

    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect(await required(id)).toEqual(['items']); // approved, not released
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    expect(await required(id)).toEqual(['items', 'total']);
  });
});
