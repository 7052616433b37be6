import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DocExample,
  sdkExamples,
  withBase,
  wsExamples,
} from '../../client/src/features/docs/examples.js';
import { curlExample, endpoints, type OpenApiDocument } from '../../client/src/features/docs/rest-example.js';
import {
  buildApi,
  buildCategory,
  buildUser,
  type BuiltApi,
} from '../../gateway/src/__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';
import { waitFor } from '../../gateway/src/__tests__/support/wait.js';

/**
 * Every code example of /docs/websocket, /docs/sdk and the public calls of /docs/rest-api, run
 * against the real server exactly as the pages show them (only {{BASE}} is filled in).
 */
const root = path.join(import.meta.dirname, '../..');
const doc = JSON.parse(readFileSync(path.join(root, 'schema/openapi.json'), 'utf8')) as OpenApiDocument;

function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      cmd,
      args,
      { cwd, timeout: 120_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${cmd} ${args.join(' ')} failed: ${stderr || error.message}\n${stdout}`))
          : resolve(stdout),
    );
  });
}

describe('the docs pages’ code examples, executed', () => {
  let server: TestServer;
  let dir: string;
  /** The published APIs (the examples list and search them), in two categories. */
  let apis: BuiltApi[];
  /** The built-in Base64 API the API-key example calls. */
  let base64: BuiltApi;
  const example = (id: string): DocExample => {
    const e = [...wsExamples, ...sdkExamples].find((x) => x.id === id);
    if (!e) throw new Error(`no example ${id}`);
    return e;
  };
  const code = (id: string) => withBase(example(id).code, server.url);
  const file = (name: string, text: string) => {
    const p = path.join(dir, name);
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, text);
    return p;
  };

  beforeAll(async () => {
    server = await startTestServer();
    // The account the sign-in example names (the pages show the demo creator's), owning the APIs the
    // examples list, search ('二维码') and call (a built-in Base64 API).
    const creator = await buildUser(server, {
      account: 'linyu',
      username: '林语',
      password: 'apimarket-demo',
    });
    const [tools, data] = [await buildCategory(server), await buildCategory(server)];
    base64 = await buildApi(server, {
      creator,
      category: data.id,
      name: 'Base64 编解码',
      address: 'builtin:base64',
      method: 'POST',
    });
    apis = [
      await buildApi(server, { creator, category: tools.id, name: '二维码生成', address: 'builtin:qrcode' }),
      await buildApi(server, { creator, category: tools.id, name: 'UUID 生成', address: 'builtin:uuid' }),
      base64,
    ];
    // Inside the repository, so the examples resolve graphql-ws, openapi-fetch and the codegen packages.
    mkdirSync(path.join(root, 'tests/.artifacts'), { recursive: true });
    dir = mkdtempSync(path.join(root, 'tests/.artifacts/docs-examples-'));
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('names every example with a way to run it', () => {
    for (const e of [...wsExamples, ...sdkExamples])
      expect(['bash', 'node', 'node-ts', 'python', 'java', 'frames', 'codegen']).toContain(e.run);
  });

  it('websocket: the graphql-ws client receives systemMetrics ticks', async () => {
    const out = await run(process.execPath, [file('ws-client.mjs', code('ws-client'))], dir);
    expect(out.match(/^tick /gm)?.length).toBe(2);
  });

  it('websocket: the protocol frames are what the server answers', async () => {
    const login = await server.request('POST', '/api/login', {
      account: 'linyu',
      password: 'apimarket-demo',
    });
    const frames = code('ws-frames')
      .split('\n')
      .map((l) => ({
        dir: l.slice(0, 1),
        json: JSON.parse(l.slice(2).replace('<token from POST /api/login>', login.body.data.token)),
      }));
    const ws = new WebSocket(server.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
    const got: Array<{ type: string; id?: string; payload?: { data?: Record<string, unknown> } }> = [];
    ws.onmessage = (m) => got.push(JSON.parse(String(m.data)));
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = reject;
    });
    for (const f of frames) {
      if (f.dir !== '→') continue;
      ws.send(JSON.stringify(f.json));
      const want = frames[frames.indexOf(f) + 1];
      if (want?.dir === '←') {
        await waitFor(
          () => got.some((g) => g.type === want.json.type),
          `${want.json.type} after ${f.json.type}`,
          10_000,
        );
        const answer = got.find((g) => g.type === want.json.type);
        expect(answer, `no ${want.json.type} after ${f.json.type}`).toBeDefined();
        if (answer?.type === 'next')
          expect(Object.keys(answer.payload?.data?.systemMetrics as object).sort()).toEqual(
            Object.keys(want.json.payload.data.systemMetrics).sort(),
          );
      }
    }
    ws.close();
  });

  // A real code generator and a TypeScript run: more than the default 30 s on a busy machine.
  it(
    'sdk: openapi-typescript generates the types and the openapi-fetch client calls typed paths',
    { timeout: 120_000 },
    async () => {
      await run('bash', [file('generate.sh', code('sdk-generate-ts'))], dir);
      expect(readFileSync(path.join(dir, 'api-market.d.ts'), 'utf8')).toContain('"/api/apiList"');
      const out = await run(process.execPath, [file('client.ts', code('sdk-openapi-fetch'))], dir);
      expect(out).toMatch(new RegExp(`^APIs: ${apis.length} categories: 2$`, 'm'));
      expect(out).toMatch(/^search: 200 二维码生成$/m);
    },
  );

  it('sdk: signing in with a token, then an API key on an open call', async () => {
    const script = `${code('sdk-auth-token')}\n\n${code('sdk-api-key')}\n`;
    const out = await run('bash', [file('auth.sh', script)], dir, { API_ID: String(base64.id) });
    expect(out).toContain('"account":"linyu"');
    expect(out).toMatch(/aGVsbG8=|hello/);
  });

  it('sdk: the mock example answers the API’s mock, marked, over REST and GraphQL', async () => {
    const out = await run('bash', [file('mock.sh', code('sdk-mock'))], dir, { API_ID: String(base64.id) });
    expect(out).toMatch(/^x-mock: true\r?$/im);
    expect(out).toMatch(/^x-mock-source: example\r?$/im);
    const gql = JSON.parse(out.slice(out.lastIndexOf('\n{') + 1));
    expect(gql.data.mockCall).toMatchObject({ mock: true, source: 'example', status: 200 });
  });

  it('sdk: the Python and Java examples', async () => {
    expect(await run('python3', [file('example.py', code('sdk-python'))], dir)).toBe(
      `200 ${apis.length} APIs\n`,
    );
    expect(
      await run('java', [file('java/ApiMarketList.java', code('sdk-java'))], path.join(dir, 'java')),
    ).toMatch(/^200 \{"code":200/);
  });

  it('sdk: the generator script fetches the document it hands to the generators', async () => {
    const out = await run('bash', [file('generators.sh', code('sdk-generators'))], dir, { GENERATE: 'echo' });
    expect(out.trim().split('\n')).toHaveLength(3);
    expect(JSON.parse(readFileSync(path.join(dir, 'api-market.openapi.json'), 'utf8')).openapi).toBe('3.1.0');
  });

  it('sdk: the graphql-codegen configuration generates typed operations from the live schema', async () => {
    const cg = path.join(dir, 'codegen');
    mkdirSync(path.join(cg, 'src'), { recursive: true });
    writeFileSync(path.join(cg, 'src/apis.graphql'), 'query Apis { apis(limit: 1) { total } }\n');
    writeFileSync(path.join(cg, 'codegen.ts'), code('sdk-graphql-codegen'));
    await run(path.join(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts'], cg);
    expect(readFileSync(path.join(cg, 'src/gql/graphql.ts'), 'utf8')).toContain('ApisQuery');
  });

  // One curl per public operation (50 or so processes): four at a time, and a limit of its own — one after
  // another they took over the 30 s default on a loaded machine.
  it('rest-api: the example call of every public operation answers an envelope', { timeout: 120_000 }, async () => {
    const publicOps = endpoints(doc).filter(
      (e) =>
        (e.op['x-auth'] ?? 'public') === 'public' &&
        e.path.startsWith('/api/') &&
        !e.path.startsWith('/api/open/') &&
        // The mock answers the API's own sample answer, as an open call does (its example runs below).
        !e.path.startsWith('/api/mock/'),
    );
    // The filter keeps the SPEC §7 public table (more public operations may be added; these must stay).
    expect(publicOps.map((e) => `${e.method.toUpperCase()} ${e.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/apiList',
        'GET /api/logs',
        'GET /api/getNoticeCurrent',
        'POST /api/searchApi',
        'POST /api/device-info',
        'GET /api/findDevelopers',
        'GET /api/announcements',
        'GET /api/problemList',
        'GET /api/monitor',
        'POST /api/submitFeedback',
      ]),
    );
    const runnable = publicOps.filter(
      (e) =>
        e.path !== '/api/submitFeedback' && // multipart; covered by the contract tests
        !/\/openapi\.(json|yaml)$/.test(e.path), // an OpenAPI document, not an envelope (rest-paths.test.ts)
    );
    const pending = [...runnable];
    const answers: Array<{ e: (typeof runnable)[number]; out: string }> = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let e = pending.shift(); e; e = pending.shift()) answers.push({ e, out: await run('bash', ['-c', curlExample(server.url, e)], dir) });
      }),
    );
    expect(answers).toHaveLength(runnable.length);
    for (const { e, out } of answers) {
      const body = JSON.parse(out);
      expect(typeof body.code, `${e.method} ${e.path}: ${out.slice(0, 200)}`).toBe('number');
    }
  });
});
