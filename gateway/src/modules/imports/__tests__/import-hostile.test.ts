import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { IMPORT_LIMITS } from '../import-model.js';
import { parseDocument } from '../parse-document.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the envelope's JSON as it comes */
type Row = Record<string, any>;

/**
 * Documents written to hurt the importer (review r1): shared `$ref` targets that stand for far more than the
 * document's bytes, and `x-api-market` fields that are not text. Each is answered as a document — a preview,
 * with warnings — never expanded in full on the event loop, never a 500.
 */
const openapi = (paths: Record<string, unknown>, components: Record<string, unknown> = {}) =>
  JSON.stringify({ openapi: '3.0.3', info: { title: 'hostile', version: '1' }, servers: [{ url: 'https://hostile.example.com' }], components, paths });

/** `#/components/schemas/l{depth}`: ten references to the level below, `depth` times (10^depth leaves). */
function laughs(depth: number): Record<string, unknown> {
  const schemas: Record<string, unknown> = { l0: { v: 'xxxxxxxxxx' } };
  for (let i = 1; i <= depth; i++) schemas[`l${i}`] = Array.from({ length: 10 }, () => ({ $ref: `#/components/schemas/l${i - 1}` }));
  return { schemas };
}

describe('import of hostile documents', () => {
  let server: TestServer;
  let creator: BuiltUser;

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const preview = (content: string, lang = 'en') =>
    server.request('POST', '/api/apis/import?dryRun=true', { content }, { ...creator.headers, 'accept-language': lang });

  it('an example made of a web of shared $refs (10^9 leaves in 2 KB) is cut or left out, not expanded', async () => {
    const content = openapi(
      {
        '/laugh': {
          get: {
            summary: 'laugh',
            parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, example: { $ref: '#/components/schemas/l9' } }],
            responses: { 200: { description: 'ok', content: { 'application/json': { example: { $ref: '#/components/schemas/l9' } } } } },
          },
        },
      },
      laughs(9),
    );
    expect(content.length).toBeLessThan(4096);
    const res = await preview(content);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const op = (res.body.data.operations as Row[])[0]!;
    expect(op.parameters[0].name).toBe('q');
    expect([...(op.parameters[0].example as string)]).toHaveLength(500);
    expect(op.parameters[0].example.startsWith('[[[[[[[[[{"v":"xxxxxxxxxx"}')).toBe(true);
    expect(op.responseExample).toBe('');
    expect(op.warnings).toEqual(expect.arrayContaining([
      'The example of q was longer than 500 characters and was cut',
      'The response example is longer than 10000 characters and was left out',
    ]));
  });

  it('x-api-market fields that are not text are left out with a warning (they were handed to the form: 500)', async () => {
    const content = openapi({
      '/a': { get: { summary: 'a', 'x-api-market': { responseExample: 5, address: 7, note: { a: 1 }, responseFormat: 4, category: ['x'], icon: 1 }, responses: { 200: { description: 'ok' } } } },
      '/b': { get: { summary: 'b', 'x-api-market': 'builtin:time', responses: { 200: { description: 'ok' } } } },
    });
    const res = await preview(content, 'zh');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [a, b] = res.body.data.operations as Row[];
    expect(a).toMatchObject({ key: 'GET /a', address: 'https://hostile.example.com/a', note: '', responseFormat: 'JSON', category: '', error: null });
    expect(a!.warnings).toEqual(expect.arrayContaining(['x-api-market.responseExample 不是文本，已忽略', 'x-api-market.address 不是文本，已忽略', 'x-api-market.note 不是文本，已忽略']));
    expect(b).toMatchObject({ key: 'GET /b', address: 'https://hostile.example.com/b', error: null });
    expect(b!.warnings).toContain('x-api-market 不是对象，已忽略');
  });

  it('a body schema and a parameter list shared by every operation are read only as far as the form needs', async () => {
    const props: Record<string, unknown> = {};
    for (let i = 0; i < 3000; i++) props[`p${i}`] = { type: 'string' };
    const list = Array.from({ length: 3000 }, (_, i) => ({ name: `h${i}`, in: 'header', schema: { type: 'string' } }));
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 20; i++) {
      paths[`/b${i}`] = { post: { summary: `b${i}`, requestBody: { $ref: '#/components/requestBodies/Big' }, responses: { 200: { description: 'ok' } } } };
      paths[`/h${i}`] = { get: { summary: `h${i}`, parameters: { $ref: '#/x-lists/big' }, responses: { 200: { description: 'ok' } } } };
    }
    const text = JSON.stringify({
      ...JSON.parse(openapi(paths, { requestBodies: { Big: { content: { 'application/json': { schema: { type: 'object', properties: props } } } } } })),
      'x-lists': { big: list },
    });
    const doc = await parseDocument(text);
    expect(doc.operations).toHaveLength(40);
    for (const op of doc.operations) {
      expect(op.parameters.length).toBe(IMPORT_LIMITS.maxParamsRead);
      expect(op.parameters[0]!.name).toBe(op.method === 'POST' ? 'p0' : 'h0');
    }
    // Through the door: the form keeps the first 50, and says so.
    const res = await preview(text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const op of res.body.data.operations as Row[]) {
      expect(op.parameters).toHaveLength(50);
      expect(op.warnings).toContain('More than 50 parameters: the first 50 were imported');
    }
  });

  it('a response schema shared by every operation is copied and sampled once', async () => {
    const props: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++) props[`f${i}`] = { type: 'integer', example: i };
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 30; i++) paths[`/r${i}`] = { get: { summary: `r${i}`, responses: { 200: { $ref: '#/components/responses/Shared' } } } };
    const doc = await parseDocument(
      openapi(paths, { responses: { Shared: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: props } } } } } }),
    );
    const [first, ...rest] = doc.operations;
    expect(first!.responseSchema).not.toBeNull();
    expect(JSON.parse(first!.responseExample)).toMatchObject({ f0: 0, f199: 199 });
    for (const op of rest) {
      expect(op.responseSchema).toBe(first!.responseSchema);
      expect(op.responseExample).toBe(first!.responseExample);
    }
  });

  it('Postman variables nested ten-fold (10^19 characters in 1 KB) are refused with a clear message, not expanded', async () => {
    const variable = [{ key: 'v0', value: 'xxxxxxxxxx' }];
    for (let i = 1; i <= 19; i++) variable.push({ key: `v${i}`, value: `{{v${i - 1}}}`.repeat(10) });
    const content = JSON.stringify({
      info: { name: 'laughs', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      variable,
      item: [{ name: 'a', request: { method: 'GET', url: 'https://hostile.example.com/a?q={{v19}}' } }],
    });
    expect(content.length).toBeLessThan(2048);
    const zh = await preview(content, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.message).toMatch(/^Postman 变量展开后超过 \d+ 个字符（疑似膨胀攻击），已拒绝$/);
    const en = await preview(content, 'en');
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/^The Postman variables expand beyond \d+ characters \(an expansion bomb\?\); refused$/);
    // What a collection ordinarily does with its variables still works.
    const ok = await preview(JSON.stringify({
      info: { name: 'vars', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      variable: [{ key: 'host', value: 'https://{{sub}}.example.com' }, { key: 'sub', value: 'api' }],
      item: [{ name: 'a', request: { method: 'GET', url: '{{host}}/v1/a' } }],
    }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.operations[0]).toMatchObject({ key: 'GET /v1/a', address: 'https://api.example.com/v1/a' });
  });

  it('Postman and HAR fields that are numbers or objects are read as text (they reached the form: 500)', async () => {
    const postman = JSON.stringify({
      info: { name: 'types', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        { name: 5, request: { method: 'GET', url: 'https://hostile.example.com/a' } },
        { name: 'b', request: { method: 'GET', url: { raw: 'https://hostile.example.com/b?x=1', host: ['hostile', 'example', 'com'], path: ['b'], query: [{ key: 'x', value: 5 }] } } },
        { name: 'c', request: { method: 'GET', url: 'https://hostile.example.com/c' }, response: [{ code: 200, body: { a: 1 } }] },
        { name: 'f', request: { method: 'POST', url: 'https://hostile.example.com/f', body: { mode: 'urlencoded', urlencoded: [{ key: 5, value: 'v' }] } } },
      ],
    });
    const res = await preview(postman);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ops = res.body.data.operations as Row[];
    expect(ops.map((o) => [o.key, o.name])).toEqual([['GET /a', '5'], ['GET /b', 'b'], ['GET /c', 'c'], ['POST /f', 'f']]);
    expect(ops[1]!.parameters[0]).toMatchObject({ name: 'x', example: '5' });
    expect(ops[2]!.responseExample).toBe('{"a":1}');
    expect(ops[3]!.parameters[0]).toMatchObject({ name: '5', example: 'v' });

    const har = JSON.stringify({
      log: {
        version: '1.2',
        creator: { name: 'hostile' },
        entries: [{
          request: { method: 'GET', url: 'https://hostile.example.com/h?n=1', queryString: [{ name: 7, value: 1 }], headers: [] },
          response: { status: 200, content: { mimeType: 'application/json', text: '{}' } },
        }],
      },
    });
    const h = await preview(har);
    expect(h.status, JSON.stringify(h.body)).toBe(200);
    expect((h.body.data.operations as Row[])[0]!.parameters[0]).toMatchObject({ name: '7', example: '1' });
  });

  it('a response schema whose lower bounds ask for millions of values gets no generated sample (it was generated, then left out)', async () => {
    const nested = JSON.parse(`${'{"type":"array","minItems":20,"items":'.repeat(5)}{"type":"integer"}${'}'.repeat(5)}`);
    const content = openapi({
      '/nested': { get: { summary: 'nested', responses: { 200: { description: 'ok', content: { 'application/json': { schema: nested } } } } } },
      '/long': { get: { summary: 'long', responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'string', minLength: 50_000_000 } } } } } } },
      '/fine': { get: { summary: 'fine', responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { n: { type: 'integer', example: 7 } } } } } } } } },
    });
    const res = await preview(content);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [nestedOp, longOp, fineOp] = res.body.data.operations as Row[];
    for (const op of [nestedOp!, longOp!]) {
      expect(op.hasSchema).toBe(true);
      expect(op.responseExample).toBe('');
      expect(op.warnings).not.toContain('The response example is longer than 10000 characters and was left out');
    }
    expect(JSON.parse(fineOp!.responseExample)).toEqual({ n: 7 });
  });

  it('a collection holding one method and path several times: one API per address, re-imports update each its own', async () => {
    const user = await buildUser(server);
    const content = JSON.stringify({
      info: { name: 'dups', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        { name: 'first', request: { method: 'GET', url: 'https://dup.example.com/a?x=1' } },
        { name: 'again', request: { method: 'GET', url: 'https://dup.example.com/a?y=2' } },
        { name: 'elsewhere', request: { method: 'GET', url: 'https://other.example.com/a' } },
      ],
    });
    const importIt = () => server.request('POST', '/api/apis/import', { content, url: 'https://docs.example.com/dups.json' }, { ...user.headers, 'accept-language': 'en' });
    const first = await importIt();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const rows = first.body.data.operations as Row[];
    expect(rows.map((r) => [r.key, r.name, r.action])).toEqual([
      ['GET /a', 'first', 'new'],
      ['GET /a', 'again', 'skip'],
      ['GET https://other.example.com/a', 'elsewhere', 'new'],
    ]);
    expect(rows[1]!.error).toBe('Same method and address as GET /a before it: not imported');
    const apis = async () =>
      (await server.ds.query(`SELECT name, address FROM api WHERE creator_id = $1 ORDER BY id`, [user.creatorId])) as Array<{ name: string; address: string }>;
    expect(await apis()).toEqual([
      { name: 'first', address: 'https://dup.example.com/a' },
      { name: 'elsewhere', address: 'https://other.example.com/a' },
    ]);
    // The same source again: each operation finds its own API, nothing is rewritten or added.
    const again = await importIt();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body.data.operations as Row[]).map((r) => [r.action, r.match?.name ?? null])).toEqual([
      ['skip', 'first'],
      ['skip', null],
      ['skip', 'elsewhere'],
    ]);
    expect(await apis()).toEqual([
      { name: 'first', address: 'https://dup.example.com/a' },
      { name: 'elsewhere', address: 'https://other.example.com/a' },
    ]);
  });
});
