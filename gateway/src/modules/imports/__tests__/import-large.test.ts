import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigSpec } from '../../../../../scripts/import-bench/big-spec.mjs';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { IMPORT_LIMITS } from '../import-model.js';

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
    const text = JSON.stringify(bigSpec(IMPORT_LIMITS.maxOperations + 1, 600 * 1024));
    const res = await server.request('POST', '/api/apis/import', { content: text }, { ...creator.headers, 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: 'IMPORT_DOCUMENT_INVALID' });
    expect(res.body.message).toContain(`more than the limit of ${IMPORT_LIMITS.maxOperations}`);
    expect(await server.ds.query(`SELECT id FROM api WHERE creator_id = $1`, [creator.creatorId])).toEqual([]);
  });
});
