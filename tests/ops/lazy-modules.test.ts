import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { freePort, root, startGateway, tempDataDir, type Proc } from './support/processes.js';

// Libraries only a rarely used feature needs. Loaded at start they held ~300,000 of the gateway's
// ~1,050,000 heap objects and ~20 MB of its idle RSS (issue #35's memory goal).
const LAZY = {
  mcp: 'node_modules/@modelcontextprotocol/sdk/',
  postman: 'node_modules/postman-collection/',
  curl: 'node_modules/curlconverter/',
  openapi: 'node_modules/@apidevtools/swagger-parser/',
  mockData: 'node_modules/json-schema-faker/',
  // The gateway's own faker (the Postman SDK brings an old one of its own, at the top).
  faker: 'gateway/node_modules/@faker-js/faker/',
  qr: 'node_modules/qrcode/',
  mail: 'node_modules/nodemailer/',
  git: 'node_modules/isomorphic-git/',
  pretty: 'node_modules/pino-pretty/',
} as const;

const PASSWORD = 'lazy-modules-admin-password';

describe('the gateway loads what a rare feature needs when that feature is first used (issue #35)', () => {
  let db: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDataDir>;
  let gateway: Proc;
  let base: string;
  let log: string;
  /** Whether the gateway has resolved a module under `place` (a path fragment) so far. */
  const loaded = (place: string) => readFileSync(log, 'utf8').includes(place);

  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    data = tempDataDir();
    log = path.join(data.dir, 'modules.log');
    writeFileSync(log, '');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    gateway = startGateway({
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: data.dir,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: PASSWORD,
      MODULE_LOG: log,
      NODE_OPTIONS: `--import=${path.join(root, 'tests/ops/support/module-log.mjs')}`,
    });
    await gateway.waitFor(/running on/);
  }, 120_000);

  afterAll(async () => {
    if (gateway?.child.exitCode === null) {
      gateway.child.kill('SIGTERM');
      await gateway.exited;
    }
    await db?.drop();
    data?.remove();
  });

  it('serves the market without any of them', async () => {
    expect(loaded('node_modules/fastify/')).toBe(true); // the log records what the gateway loads
    for (const p of ['/api/apiList', '/api/api/details/1', '/api/comments/api/1']) expect((await fetch(base + p)).status).toBe(200);
    const home = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ apis(limit: 12) { total } categories { id } }' }),
    });
    expect(home.status).toBe(200);
    expect(Object.values(LAZY).filter(loaded)).toEqual([]);
  });

  it('loads the MCP SDK with the first MCP request, and answers it', async () => {
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { tools: Array<{ name: string }> } };
    expect(body.result.tools.map((t) => t.name)).toContain('search_apis');
    expect(loaded(LAZY.mcp)).toBe(true);
  });

  it('loads the parsers with the first import, and previews a Postman collection', async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'linyu', password: 'apimarket-demo' }),
    });
    const { data: session } = (await login.json()) as { data: { token: string } };
    const collection = readFileSync(path.join(root, 'gateway/src/modules/imports/__tests__/fixtures/weather.postman_collection.json'), 'utf8');
    const res = await fetch(`${base}/api/apis/import?dryRun=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ content: collection }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { format: string } }).data.format).toBe('postman');
    expect([LAZY.postman, LAZY.curl, LAZY.openapi].map(loaded)).toEqual([true, true, true]);
  });

  it('loads the generator with the first mock of an API that has an answer schema, and the QR writer with the first QR code', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const [{ id: qr }] = (await client.query(`SELECT id FROM api WHERE address = 'builtin:qrcode'`)).rows as Array<{ id: number }>;
      const code = await fetch(`${base}/api/open/api/${qr}?text=${encodeURIComponent('https://example.com')}`);
      expect(code.status).toBe(200);
      expect(JSON.stringify(await code.json())).toContain('<svg');
      expect(loaded(LAZY.qr)).toBe(true);

      const [{ id }] = (
        await client.query(
          `UPDATE api SET response_schema = $1 WHERE id = (SELECT min(id) FROM api WHERE status >= 0 AND visibility = 'public') RETURNING id`,
          [{ type: 'object', required: ['手机号'], properties: { 手机号: { type: 'string' } } }],
        )
      ).rows as Array<{ id: number }>;
      const mock = await fetch(`${base}/api/mock/api/${id}`);
      expect(mock.status).toBe(200);
      expect(mock.headers.get('x-mock-source')).toBe('schema');
      expect(((await mock.json()) as { 手机号: string }).手机号).toMatch(/^1[3-9]\d{9}$/);
      expect([LAZY.mockData, LAZY.faker].map(loaded)).toEqual([true, true]);
    } finally {
      await client.end();
    }
  });
});

