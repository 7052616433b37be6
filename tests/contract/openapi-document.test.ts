import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';

const committed = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../schema/openapi.json'), 'utf8'),
);

type Op = {
  tags?: string[];
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
};
const operations = (): Array<[string, string, Op]> =>
  Object.entries(committed.paths as Record<string, Record<string, Op>>).flatMap(([p, item]) =>
    Object.entries(item).map(([m, op]) => [m, p, op] as [string, string, Op]),
  );

describe('the OpenAPI document (schema/openapi.json)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const res = await validator.validate(structuredClone(committed));
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is what the running gateway serves at /api/openapi.json (no drift between the file and the routes)', async () => {
    const res = await server.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(committed);
  });

  it('names the security schemes and gives every operation a tag, a summary, a success and an error answer', () => {
    expect(committed.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
    const tags = new Set((committed.tags as Array<{ name: string }>).map((t) => t.name));
    for (const [method, p, op] of operations()) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(op.tags?.length, where).toBe(1);
      expect(tags.has(op.tags?.[0] ?? ''), where).toBe(true);
      expect(op.summary, where).toBeTruthy();
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('2')),
        where,
      ).toBe(true);
      expect(op.responses['500'] ?? op.responses['429'], where).toBeDefined();
    }
  });

  it('serves the interactive reference at /api/docs from the gateway itself (no CDN)', async () => {
    const page = await server.request('GET', '/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    const external = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((m) => m[1])
      .filter((u) => /^(https?:)?\/\//.test(u ?? ''));
    expect(external).toEqual([]);
    for (const asset of [...page.text.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
      (m) => m[1] ?? '',
    )) {
      const url = asset.startsWith('/') ? asset : `/api/docs/${asset.replace(/^\.\//, '')}`;
      const res = await fetch(server.url + url);
      expect(res.status, url).toBe(200);
    }
    const init = await server.request('GET', '/api/docs/static/swagger-initializer.js');
    expect(init.status).toBe(200);
  });
});
