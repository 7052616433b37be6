import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

const dir = new URL('./corpus/', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /\.(json|ya?ml)$/.test(f));

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read JSON documents as they come */
type Row = Record<string, any>;

/** An export without what names the database rows (operation ids) and the exporting account (title). */
function comparable(doc: Row): Row {
  const copy = structuredClone(doc);
  delete copy.info.title;
  for (const item of Object.values(copy.paths as Row)) for (const op of Object.values(item as Row)) delete (op as Row).operationId;
  return copy;
}

/**
 * Issue #29: a corpus of real public API documents (corpus/README.md says where each comes from) is
 * imported; the creator's export of what was imported, imported by another creator, gives the same APIs
 * back (their exports are equal: every field of the API form, the parameters, the answer's schema).
 */
describe('import corpus: real documents, export → import round trip', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const importAs = async (who: BuiltUser, content: string) => {
    const res = await server.request('POST', '/api/apis/import', { content }, who.headers);
    expect(res.status, res.text).toBe(200);
    return res.body.data as Row;
  };
  const exportOf = async (who: BuiltUser, format: 'json' | 'yaml' = 'json') => {
    const res = await server.request('GET', `/api/apis/mine/openapi.${format}`, undefined, who.headers);
    expect(res.status).toBe(200);
    return { text: res.text, doc: (format === 'json' ? JSON.parse(res.text) : parseYaml(res.text)) as Row };
  };

  it('holds at least 20 documents', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)('%s: imports every operation it can, and export → import is lossless', async (file) => {
    const [first, second] = [await buildUser(server), await buildUser(server)];
    const data = await importAs(first, readFileSync(dir + file, 'utf8'));
    expect(data.operations.length).toBeGreaterThan(0);
    const written = data.results.filter((r: Row) => r.apiId !== null && r.error === null);
    // Every operation the preview found importable was written; the others say why.
    const importable = data.operations.filter((o: Row) => o.error === null);
    expect(written.length).toBe(importable.length);
    for (const o of data.operations.filter((x: Row) => x.error !== null)) expect(o.error).toMatch(/\S/);
    expect(written.length).toBeGreaterThan(0);

    const exported = await exportOf(first);
    expect(exported.doc.openapi).toBe('3.1.0');
    expect(exported.doc['x-api-market-skipped']).toBeUndefined();
    const again = await importAs(second, exported.text);
    expect(again.results.every((r: Row) => r.error === null && r.action === 'new')).toBe(true);
    expect(again.results.length).toBe(written.length);
    expect(comparable((await exportOf(second)).doc)).toEqual(comparable(exported.doc));
    // Every parameter kept its location (query, path, header, cookie, body) through export → import.
    const locations = (who: BuiltUser) =>
      server.ds.query(
        `SELECT a.request_method, a.address, p.position, p.name, p.location FROM api_param p JOIN api a ON a.id = p.api_id
          WHERE a.creator_id = $1 ORDER BY a.request_method, a.address, p.position`,
        [who.creatorId],
      );
    expect(await locations(second)).toEqual(await locations(first));
  });

  it('round-trips through the YAML export too, and stores the answer’s schema', async () => {
    const [first, second] = [await buildUser(server), await buildUser(server)];
    await importAs(first, readFileSync(dir + 'openapi31-petstore.yaml', 'utf8'));
    const yaml = await exportOf(first, 'yaml');
    expect(yaml.text).toMatch(/^openapi: 3\.1\.0/);
    await importAs(second, yaml.text);
    expect(comparable((await exportOf(second, 'yaml')).doc)).toEqual(comparable(yaml.doc));
    const [row] = await server.ds.query(
      `SELECT response_schema FROM api WHERE creator_id = $1 AND request_method = 'GET' AND address LIKE '%/pet/{petId}'`,
      [second.creatorId],
    );
    expect(row.response_schema).toMatchObject({ type: 'object', required: ['name', 'photoUrls'] });
  });
});
