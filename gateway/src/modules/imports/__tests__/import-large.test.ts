import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigSpec } from '../../../../../scripts/import-bench/big-spec.mjs';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { IMPORT_LIMITS } from '../import-model.js';
import { toPreview } from '../imports.presenter.js';
import { ParseRunner } from '../parse-runner.js';
import { warmParseWorker } from './parse-worker.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the envelope's JSON as it comes */
type Row = Record<string, any>;

/**
 * Issue #29: a document larger than IMPORT_LIMITS.inlineBytes is parsed on a worker thread (the bench,
 * `npm run bench:import`, times 20 MB / 2,000 operations); the answer is the same as for a small one, and
 * a document beyond the limits is refused with a clear message.
 */
describe('large import documents', () => {
  let server: TestServer;
  let creator: BuiltUser;

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
    await warmParseWorker();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('previews a document parsed on a worker thread: $refs and allOf resolved, every operation listed', async () => {
    const text = JSON.stringify(bigSpec(240, 900 * 1024));
    expect(Buffer.byteLength(text)).toBeGreaterThan(IMPORT_LIMITS.inlineBytes);
    const res = await server.request('POST', '/api/apis/import?dryRun=true', { content: text }, creator.headers);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const ops = res.body.data.operations as Row[];
    expect(ops).toHaveLength(240);
    const put = ops.find((o) => o.key === 'POST /resources1/{id}')!;
    expect(put).toMatchObject({ method: 'POST', address: 'https://bench.example.com/v1/resources1/{id}', needToken: true, tags: ['group1'], hasSchema: true, error: null });
    // Path and query parameters, then the body's fields from the allOf of two $ref'd schemas.
    expect(put.parameters.map((p: Row) => p.name)).toEqual(['id', 'page', 'q', 'id_', 'createdAt', 'title', 'price', 'tags'].filter((n) => n !== 'id_'));
    expect(JSON.parse(put.responseExample)[0]).toMatchObject({ id: 1, title: '商品', price: { amount: 9.5, currency: 'CNY' } });
  });

  it('refuses a document with more operations than the limit, nothing written', async () => {
    // Bare operations (no parameters, bodies or $refs): the count is what is refused, and building 5,001
    // full operations first took 20 s of the test's 30 on a loaded machine.
    const paths = Object.fromEntries(
      Array.from({ length: IMPORT_LIMITS.maxOperations + 1 }, (_, i) => [`/r${i}`, { get: { responses: { 200: { description: 'ok' } } } }]),
    );
    const text = JSON.stringify({ openapi: '3.1.0', info: { title: 'Too many', version: '1' }, paths });
    expect(Buffer.byteLength(text)).toBeGreaterThan(IMPORT_LIMITS.inlineBytes);
    const res = await server.request('POST', '/api/apis/import', { content: text }, { ...creator.headers, 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: 'IMPORT_DOCUMENT_INVALID' });
    expect(res.body.message).toContain(`more than the limit of ${IMPORT_LIMITS.maxOperations}`);
    expect(await server.ds.query(`SELECT id FROM api WHERE creator_id = $1`, [creator.creatorId])).toEqual([]);
  });

  it('refuses an import that would write more APIs than one import may, in both languages, nothing written; skipping the rest imports', async () => {
    const writer = await buildUser(server);
    const n = IMPORT_LIMITS.maxWrites + 1;
    const paths = Object.fromEntries(Array.from({ length: n }, (_, i) => [`/w${i}`, { get: { summary: `接口${i}`, responses: { 200: { description: 'ok' } } } }]));
    const text = JSON.stringify({ openapi: '3.1.0', info: { title: 'Many', version: '1' }, servers: [{ url: 'https://bench.example.com/v1' }], paths });
    const en = await server.request('POST', '/api/apis/import', { content: text }, { ...writer.headers, 'accept-language': 'en' });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ reason: 'IMPORT_TOO_MANY_APIS' });
    expect(en.body.message).toBe(`One import writes at most ${IMPORT_LIMITS.maxWrites} APIs and this one would write ${n}: skip some in the preview and import the rest in another batch`);
    const zh = await server.graphql('mutation($s: ApiImportSourceInput!) { importApis(source: $s) { results { apiId } } }', { s: { content: text } }, writer.headers);
    expect(zh.errors?.[0]).toMatchObject({ message: `一次导入最多写入 ${IMPORT_LIMITS.maxWrites} 个接口，本次将写入 ${n} 个：请在预览中跳过一部分，分批导入`, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.ds.query(`SELECT id FROM api WHERE creator_id = $1`, [writer.creatorId])).toEqual([]);
    // The preview still lists every operation; skipping all but three imports those three.
    const choices = Object.fromEntries(Array.from({ length: n - 3 }, (_, i) => [`GET /w${i}`, 'skip']));
    const done = await server.request('POST', '/api/apis/import', { content: text, choices }, writer.headers);
    expect(done.status, done.text.slice(0, 300)).toBe(200);
    expect(done.body.data.results.filter((r: Row) => r.action === 'new')).toHaveLength(3);
    expect(await server.ds.query(`SELECT id FROM api WHERE creator_id = $1`, [writer.creatorId])).toHaveLength(3);
  });

  it('a large JSON body is read on the worker: the document stays there and its preview comes back as the JSON text the route sends as is, equal to the in-request preview', async () => {
    const text = JSON.stringify(bigSpec(60, 300 * 1024));
    const raw = Buffer.from(JSON.stringify({ content: text, choices: { 'GET /resources0/{id}': 'skip' } }));
    const runner = new ParseRunner({ inlineBytes: 64 * 1024 });
    const read = await runner.readBody(raw, true);
    expect(read.choices).toEqual({ 'GET /resources0/{id}': 'skip' });
    // Kept on the worker: only a reference and the origins the SSRF guard must judge came back.
    expect(read.document).toEqual({ kept: { ref: expect.any(Number), origins: ['https://bench.example.com'] } });
    const json = await runner.render(read.document as { kept: { ref: number; origins: string[] } }, { sourceUrl: null, apis: [], refusals: [['https://bench.example.com', null]], lang: 'en', message: 'Preview' });
    const inRequest = toPreview(await server.services.apiImport.preview(creator.auth, { content: text }), 'en');
    expect(JSON.parse(json)).toEqual({ code: 200, message: 'Preview', data: { ...inRequest, results: [] } });
    // A body under the runner's inline size is read in the request and its document comes back parsed.
    const small = await new ParseRunner({ inlineBytes: 1024 * 1024 }).readBody(raw, true);
    expect((small.document as { operations: unknown[] }).operations).toHaveLength(60);
  });

  it('the REST preview of a large JSON body is sent as the worker wrote it and equals the service’s in-request preview', async () => {
    const text = JSON.stringify(bigSpec(240, 900 * 1024));
    const res = await server.request('POST', '/api/apis/import?dryRun=true', { content: text }, { ...creator.headers, 'accept-language': 'en' });
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const inRequest = toPreview(await server.services.apiImport.preview(creator.auth, { content: text }), 'en');
    expect(res.body).toEqual({ code: 200, message: 'Preview: nothing was written', data: { ...inRequest, results: [] } });
  });

  it('malformed JSON in a large body: the document’s error (IMPORT_DOCUMENT_INVALID) or the body’s, in the caller’s language, nothing written', async () => {
    const broken = `{"openapi": "3.1.0", "paths": {${' '.repeat(400 * 1024)}`;
    const doc = await server.request('POST', '/api/apis/import', { content: broken }, { ...creator.headers, 'accept-language': 'en' });
    expect(doc.status).toBe(400);
    expect(doc.body).toMatchObject({ reason: 'IMPORT_DOCUMENT_INVALID' });
    expect(doc.body.message).toMatch(/^Malformed JSON/);
    const zh = await server.request('POST', '/api/apis/import?dryRun=true', { content: broken }, creator.headers);
    expect(zh.body).toMatchObject({ code: 400, reason: 'IMPORT_DOCUMENT_INVALID' });
    expect(zh.body.message).toMatch(/^JSON 格式错误/);
    const body = await server.request('POST', '/api/apis/import', `{"content": "${'x'.repeat(400 * 1024)}`, creator.headers);
    expect(body.status).toBe(400);
    expect(body.body.message).toBe('请求体不是有效的 JSON');
    expect(await server.ds.query(`SELECT id FROM api WHERE creator_id = $1`, [creator.creatorId])).toEqual([]);
  });

  it('a large JSON body imports (not only previews) through the worker', async () => {
    const other = await buildUser(server);
    const text = JSON.stringify(bigSpec(3, 300 * 1024));
    const res = await server.request('POST', '/api/apis/import', { content: text, choices: { 'GET /resources0/{id}': 'skip' } }, other.headers);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.body.data.results.map((r: Row) => r.action)).toEqual(['skip', 'new', 'new']);
    expect(await server.ds.query(`SELECT id FROM api WHERE creator_id = $1`, [other.creatorId])).toHaveLength(2);
  });
});
