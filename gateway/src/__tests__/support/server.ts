import { rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../config.js';
import { makeRunFolder } from './temp-folders.js';
import { startServer, type Running } from '../../server.js';
import { createFreshDatabase } from './database.js';

export interface TestServer extends Running {
  /** JSON request helper against the real server. */
  request(method: string, urlPath: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  /** A GraphQL operation over HTTP. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  body: any;
  text: string;
}

/**
 * The real gateway on a random port, over a fresh database of its own (a copy of the migrated template,
 * without the demo seed: tests build their data with support/factories.ts), never the demo data folder. `stop()` shuts it down and drops the database.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const db = await createFreshDatabase(inject('pgAdminUrl'));
  const dataDir = makeRunFolder('apimarket-data-');
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    // TEST_LOG_LEVEL=error shows the gateway's own log lines (a 500's cause) in a test run.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    CLIENT_DIST: process.env.CLIENT_DIST ?? path.join(dataDir, 'no-client'),
    // Suites make hundreds of writes as one user; the write limit itself has its own test.
    RATE_LIMIT_WRITE: '100000/60',
    // Every test builds the rows it reads (support/factories.ts); a test of the demo seed itself passes SEED_DEMO.
    SEED_DEMO: 'false',
    // Probes, minute verdicts and alert delivery run when a test asks for them (STATUS_JOBS: 'true').
    STATUS_JOBS: 'false',
    // A pooled connection waited for up to 15 s, not production's 2 s: on a loaded machine (several test
    // workers and PostgreSQL on two cores) a wait of 2 s failed a test now and then ("timeout exceeded when
    // trying to connect"). A test of the deadline itself sets its own (database-hung.test.ts).
    DB_CONNECT_TIMEOUT_MS: '15000',
    // A stop waits for the idle kept-alive connections to time out (a stopping gateway never closes one
    // under a client, app.ts): 5 s by default, which held every file's worker ~3 s after its last test
    // (Node's fetch keeps a connection for the server's timeout less 2 s). At 1 s fetch keeps none and a
    // browser's idle ones end within a second. The drain itself is tested with its own timeout (ops/keepalive-drain).
    KEEPALIVE_TIMEOUT_MS: '1000',
    ...env,
  });
  const running = await startServer(config, () => {});
  const request: TestServer['request'] = async (method, urlPath, body, headers = {}) => {
    const res = await fetch(running.url + urlPath, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: callers read `text`
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };
  return {
    ...running,
    ds: invalidatingQueries(running),
    request,
    async graphql(query, variables, headers) {
      const res = await request('POST', '/graphql', { query, variables }, headers);
      return { status: res.status, ...(res.body as object) };
    },
    async stop() {
      await running.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The database as tests see it: a write a test makes with SQL behind the gateway's back (`server.ds.query(
 * 'UPDATE …')`) also invalidates the catalogue's read cache, as every write through the gateway does.
 * The gateway itself keeps the plain data source, so its own writes are tested as they are.
 */
function invalidatingQueries(running: Running): Running['ds'] {
  const { ds, services } = running;
  return new Proxy(ds, {
    get(target, name, receiver) {
      if (name !== 'query') return Reflect.get(target, name, receiver) as unknown;
      return async (...args: Parameters<typeof ds.query>) => {
        const result: unknown = await target.query(...args);
        if (!/^\s*(SELECT|WITH\s[^;]*\sSELECT|SHOW|EXPLAIN)\b/i.test(args[0])) await services.readCache.bump();
        return result;
      };
    },
  });
}
