import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify as toYaml } from 'yaml';
import { bigSpec } from '../../../../../scripts/import-bench/big-spec.mjs';
import { buildUser, signIn, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { IMPORT_LIMITS } from '../import-model.js';
import { warmParseWorker } from './parse-worker.js';

const PREVIEW = `mutation ($source: ApiImportSourceInput!) { previewApiImport(source: $source) { operations { key } } }`;
const IMPORT = `mutation ($source: ApiImportSourceInput!) { importApis(source: $source) { results { apiId error } } }`;

/**
 * Issue #29: a large document never travels in a GraphQL body (parsed there on the event loop): /graphql
 * bodies stop at 1 MB before anything is parsed, content in ApiImportSourceInput at 256 KB, and a larger
 * document is uploaded as bytes to the REST door and imported over GraphQL by its short-lived uploadId.
 */
describe('the GraphQL import door takes large documents by upload reference', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let big: string;

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
    big = JSON.stringify(bigSpec(120, 1200 * 1024));
    await warmParseWorker();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a /graphql body over 1 MB with 413 before parsing it', async () => {
    expect(Buffer.byteLength(big)).toBeGreaterThan(1024 * 1024);
    const res = await server.request('POST', '/graphql', { query: PREVIEW, variables: { source: { content: big } } }, creator.headers);
    expect(res.status).toBe(413);
    expect(await server.ds.query(`SELECT id FROM api WHERE creator_id = $1`, [creator.creatorId])).toEqual([]);
  });

  it('refuses content over 256 KB in a GraphQL source with a clear message naming the upload door', async () => {
    const mid = JSON.stringify(bigSpec(30, 300 * 1024));
    expect(Buffer.byteLength(mid)).toBeGreaterThan(IMPORT_LIMITS.inlineBytes);
    expect(Buffer.byteLength(mid)).toBeLessThan(1000 * 1024);
    const res = await server.graphql(PREVIEW, { source: { content: mid } }, { ...creator.headers, 'accept-language': 'en' });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'IMPORT_DOCUMENT_INVALID' });
    expect(res.errors?.[0]?.message).toMatch(/at most 256 KB: upload it to \/api\/apis\/import\/uploads/);
  });

  it('previews and imports an uploaded document by its uploadId; only its uploader may use it', async () => {
    const up = await server.request('POST', '/api/apis/import/uploads', big, { ...creator.headers, 'content-type': 'application/json' });
    expect(up.status, up.text.slice(0, 300)).toBe(200);
    expect(up.body.data).toMatchObject({ uploadId: expect.any(String), bytes: Buffer.byteLength(big) });
    const source = { uploadId: up.body.data.uploadId };
    const preview = await server.graphql<{ previewApiImport: { operations: Array<{ key: string }> } }>(PREVIEW, { source }, creator.headers);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.previewApiImport.operations).toHaveLength(120);
    // Someone else cannot use the reference: as unknown.
    const other = await buildUser(server);
    const theirs = await server.graphql(PREVIEW, { source }, { ...other.headers, 'accept-language': 'en' });
    expect(theirs.errors?.[0]?.message).toBe('The uploaded document is unknown or expired: upload it again');
    const done = await server.graphql<{ importApis: { results: Array<{ apiId: number | null; error: string | null }> } }>(IMPORT, { source }, creator.headers);
    expect(done.errors).toBeUndefined();
    expect(done.data!.importApis.results.filter((r) => r.apiId !== null && r.error === null)).toHaveLength(120);
  });

  it('an upload taken by one gateway is previewed by another sharing the database (kept in PostgreSQL); an expired or malformed id is unknown', async () => {
    const other = await startTestServer({ DATABASE_URL: server.config.databaseUrl! });
    try {
      const yaml = toYaml(bigSpec(4, 1024));
      const up = await server.request('POST', '/api/apis/import/uploads', yaml, { ...creator.headers, 'content-type': 'application/yaml' });
      expect(up.status, up.text).toBe(200);
      // Each gateway signs its own tokens: the same creator signs in on the other one.
      const there2 = await signIn(other, creator);
      const there = await other.graphql<{ previewApiImport: { operations: unknown[] } }>(PREVIEW, { source: { uploadId: up.body.data.uploadId } }, there2.headers);
      expect(there.errors).toBeUndefined();
      expect(there.data!.previewApiImport.operations).toHaveLength(4);
      await server.ds.query(`UPDATE import_upload SET expires_at = now() - interval '1 second' WHERE id = $1`, [up.body.data.uploadId]);
      for (const uploadId of [up.body.data.uploadId, 'not-a-uuid']) {
        const gone = await other.graphql(PREVIEW, { source: { uploadId } }, { ...there2.headers, 'accept-language': 'en' });
        expect(gone.errors?.[0]?.message).toBe('The uploaded document is unknown or expired: upload it again');
      }
    } finally {
      await other.stop();
    }
  });

  it('takes YAML and plain-text uploads as bytes too; an empty upload or a visitor is refused', async () => {
    const yaml = toYaml(bigSpec(3, 1024));
    const up = await server.request('POST', '/api/apis/import/uploads', yaml, { ...creator.headers, 'content-type': 'application/yaml' });
    expect(up.status, up.text).toBe(200);
    const res = await server.graphql<{ previewApiImport: { operations: unknown[] } }>(PREVIEW, { source: { uploadId: up.body.data.uploadId } }, creator.headers);
    expect(res.data!.previewApiImport.operations).toHaveLength(3);
    const curl = await server.request('POST', '/api/apis/import/uploads', `curl https://x.example.com/a -H 'X-K: 1'`, { ...creator.headers, 'content-type': 'text/plain' });
    expect(curl.status, curl.text).toBe(200);
    const empty = await server.request('POST', '/api/apis/import/uploads', '', { ...creator.headers, 'content-type': 'text/plain', 'accept-language': 'en' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The uploaded document is empty');
    expect((await server.request('POST', '/api/apis/import/uploads', yaml, { 'content-type': 'application/yaml' })).status).toBe(401);
  });

  it('sweeps expired uploads at a read too, not only at the next upload (any account’s, the fresh ones kept)', async () => {
    const other = await buildUser(server);
    const yaml = toYaml(bigSpec(2, 1024));
    const upload = async (who: BuiltUser) => {
      const up = await server.request('POST', '/api/apis/import/uploads', yaml, { ...who.headers, 'content-type': 'application/yaml' });
      expect(up.status, up.text).toBe(200);
      return up.body.data.uploadId as string;
    };
    const [stale, fresh] = [await upload(other), await upload(creator)];
    // The other account's document expired; no upload follows, only the creator's preview of a fresh one.
    await server.ds.query(`UPDATE import_upload SET expires_at = now() - interval '1 second' WHERE id = $1`, [stale]);
    const kept = async () => (await server.ds.query<Array<{ id: string }>>(`SELECT id FROM import_upload WHERE id = ANY($1::uuid[])`, [[stale, fresh]])).map((r) => r.id);
    expect((await kept()).sort()).toEqual([stale, fresh].sort());
    const res = await server.graphql<{ previewApiImport: { operations: unknown[] } }>(PREVIEW, { source: { uploadId: fresh } }, creator.headers);
    expect(res.data!.previewApiImport.operations).toHaveLength(2);
    expect(await kept()).toEqual([fresh]);
  });
});
