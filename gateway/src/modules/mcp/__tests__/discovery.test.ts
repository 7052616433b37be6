import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStatus } from '../../catalog/api.entity.js';
import { buildApi, buildUser, createDraft, unique } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

/** RFC 9264 §4.2 (application/linkset+json) as a JSON schema, with RFC 9727's use of it. */
const target = {
  type: 'object',
  required: ['href'],
  properties: {
    href: { type: 'string', format: 'uri' },
    type: { type: 'string', minLength: 1 },
    hreflang: { type: 'array', items: { type: 'string' } },
    title: { type: 'string' },
    'title*': {
      type: 'array',
      items: {
        type: 'object',
        required: ['value'],
        properties: { value: { type: 'string' }, language: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
};
const linksetSchema = {
  type: 'object',
  required: ['linkset'],
  additionalProperties: false,
  properties: {
    linkset: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['anchor'],
        properties: { anchor: { type: 'string', format: 'uri' } },
        additionalProperties: { type: 'array', items: target },
      },
    },
  },
};

type Link = { href: string; type?: string };
type Context = { anchor: string } & Record<string, Link[] | string>;

describe('discovery for machines: /.well-known/api-catalog, /llms.txt, /llms-full.txt (issue #32)', () => {
  let server: TestServer;
  let clientDist: string;

  beforeAll(async () => {
    // The app's pages are the built client at /; a stand-in build, so the page links can be followed.
    clientDist = mkdtempSync(path.join(os.tmpdir(), 'mcp-client-'));
    writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>API Market</title>');
    server = await startTestServer({ CLIENT_DIST: clientDist });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(clientDist, { recursive: true, force: true });
  });

  it('serves an RFC 9727 linkset of every published API, valid against the schema, every URL answering 200', async () => {
    const published = await buildApi(server, { name: `目录接口${unique()}`, nameEn: 'Catalogue API', parameters: [{ name: 'city', description: '城市', example: '杭州' }] });
    const keyed = await buildApi(server, { needToken: true });
    const hidden = await buildApi(server, { visibility: 'private' });
    const draft = await buildApi(server, { status: ApiStatus.Draft });
    const offline = await buildApi(server, { status: ApiStatus.Offline });

    const res = await fetch(`${server.url}/.well-known/api-catalog`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/linkset\+json; profile="https:\/\/www\.rfc-editor\.org\/info\/rfc9727"/);
    expect(res.headers.get('link')).toBe(`<${server.url}/.well-known/api-catalog>; rel="api-catalog"`);
    const body = (await res.json()) as { linkset: Context[] };
    const ajv = new Ajv({ allErrors: true, strict: true });
    addFormats.default(ajv);
    const valid = ajv.validate(linksetSchema, body);
    expect(ajv.errors ?? [], 'linkset schema').toEqual([]);
    expect(valid).toBe(true);
    // HEAD is answered too (RFC 9727 §3).
    expect((await fetch(`${server.url}/.well-known/api-catalog`, { method: 'HEAD' })).status).toBe(200);

    const anchors = body.linkset.map((c) => c.anchor);
    expect(anchors[0]).toBe(`${server.url}/.well-known/api-catalog`);
    expect(anchors).toEqual(expect.arrayContaining([published.id, keyed.id].map((id) => `${server.url}/api/open/api/${id}`)));
    for (const id of [hidden.id, draft.id, offline.id]) expect(anchors).not.toContain(`${server.url}/api/open/api/${id}`);
    const mine = body.linkset.find((c) => c.anchor === `${server.url}/api/open/api/${published.id}`)!;
    expect(mine['service-desc']).toEqual([expect.objectContaining({ href: `${server.url}/api/apis/${published.id}/openapi.json` })]);

    const hrefs = new Set(body.linkset.flatMap((c) => Object.values(c).flatMap((v) => (Array.isArray(v) ? v.map((l) => l.href) : []))));
    expect(hrefs.size).toBeGreaterThan(4);
    for (const href of hrefs) {
      const answer = await fetch(href);
      expect(answer.status, href).toBe(200);
      await answer.arrayBuffer();
    }
    type Doc = { paths: Record<string, { get: { parameters: unknown[]; security: unknown[] } }> };
    const doc = (await (await fetch(`${server.url}/api/apis/${published.id}/openapi.json`)).json()) as Doc;
    expect(doc).toMatchObject({ openapi: '3.1.0', info: { title: expect.stringContaining('Catalogue API') } });
    expect(doc.paths[`/api/open/api/${published.id}`].get.parameters).toEqual([
      expect.objectContaining({ name: 'city', in: 'query', schema: { type: 'string', examples: ['杭州'] } }),
    ]);
    const keyedDoc = (await (await fetch(`${server.url}/api/apis/${keyed.id}/openapi.json`)).json()) as Doc;
    // Each document is a valid OpenAPI 3.1 document.
    for (const d of [doc, keyedDoc]) {
      const checked = await new Validator().validate(structuredClone(d) as unknown as Parameters<Validator['validate']>[0]);
      expect(checked.errors ?? [], 'OpenAPI 3.1').toEqual([]);
      expect(checked.valid).toBe(true);
    }
    expect(keyedDoc.paths[`/api/open/api/${keyed.id}`].get.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
    // A private API's documents answer as missing to anyone but its creator and administrators.
    expect((await fetch(`${server.url}/discovery/apis/${hidden.id}/openapi.json`)).status).toBe(404);
    expect((await server.request('GET', `/discovery/apis/${hidden.id}/readme.md`, undefined, hidden.creator.headers)).status).toBe(200);
  });

  it('writes /llms.txt and /llms-full.txt from the catalogue in Chinese and English', async () => {
    const api = await buildApi(server, {
      name: `汇率换算${unique()}`,
      nameEn: 'Currency exchange',
      description: '按当日汇率换算货币',
      descriptionEn: 'Converts currencies at today’s rate',
      parameters: [{ name: 'from', required: true, description: '源货币', example: 'CNY' }],
      responseExample: '{"rate":7.1}',
    });
    const hidden = await buildApi(server, { visibility: 'private', name: `私有接口${unique()}` });
    const index = await fetch(`${server.url}/llms.txt`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await index.text();
    // llmstxt.org: an H1 title, a blockquote summary, sections of Markdown links.
    expect(text.split('\n')[0]).toBe('# 开放 API 市场 · API Market');
    expect(text).toMatch(/^> .*开放 API 市场.*A bilingual open-API marketplace/m);
    expect(text).toContain(`- MCP server (Streamable HTTP): ${server.url}/mcp`);
    expect(text).toContain(
      `- [${api.name} · Currency exchange](${server.url}/discovery/apis/${api.id}/readme.md): 按当日汇率换算货币 / Converts currencies at today’s rate`,
    );
    expect(text).not.toContain(hidden.name);

    const full = await (await fetch(`${server.url}/llms-full.txt`)).text();
    expect(full).toContain(`## ${api.name} · Currency exchange`);
    expect(full).toContain(`- 调用 / call: \`GET ${server.url}/api/open/api/${api.id}\``);
    expect(full).toContain('| from | string | yes | 源货币 | CNY |');
    expect(full).toContain('{"rate":7.1}');
    expect(full).toContain('- 鉴权 / auth: 无需令牌 / No token');
    expect(full).not.toContain('example.com/api');
    expect(full).not.toContain(hidden.name);
  });

  it('a name cannot close its /llms.txt link early and point agents elsewhere', async () => {
    // Agents follow the link of each line to the API's reference; a name with brackets broke out of the link text.
    const api = await buildApi(server, { name: `天气${unique()}](https://elsewhere.example/steal) [x`, nameEn: 'a\\] [b' });
    const text = await (await fetch(`${server.url}/llms.txt`)).text();
    const line = text.split('\n').find((l) => l.includes(`/discovery/apis/${api.id}/readme.md`))!;
    expect(line.startsWith(`- [${api.name.replace(/[\\[\]]/g, '\\$&')} · a\\\\\\] \\[b](${server.url}/discovery/apis/${api.id}/readme.md): `)).toBe(true);
    // Read as Markdown, the line has one link: the API's own reference.
    const targets = [...line.matchAll(/(?<!\\)\]\(([^)]*)\)/g)].map((m) => m[1]);
    expect(targets).toEqual([`${server.url}/discovery/apis/${api.id}/readme.md`]);
  });

  it('is fresh at once when an API is published or taken offline', async () => {
    const creator = await buildUser(server);
    const name = `新发布接口${unique()}`;
    const id = await createDraft(server, creator, { name });
    expect(await (await fetch(`${server.url}/llms.txt`)).text()).not.toContain(name);
    const admin = await buildUser(server, { role: 'ADMIN' });
    const published = await server.request('POST', '/api/system/publishApi', { apiId: id, type: 'full' }, admin.headers);
    expect(published.body.code, published.text).toBe(200);
    expect(await (await fetch(`${server.url}/llms.txt`)).text()).toContain(name);
    const catalog = (await (await fetch(`${server.url}/.well-known/api-catalog`)).json()) as { linkset: Context[] };
    expect(catalog.linkset.map((c) => c.anchor)).toContain(`${server.url}/api/open/api/${id}`);

    const offline = await server.request('PUT', `/api/apis/${id}/status`, { status: ApiStatus.Offline }, creator.headers);
    expect(offline.body.code, offline.text).toBe(200);
    expect(await (await fetch(`${server.url}/llms-full.txt`)).text()).not.toContain(name);
  });
});
