import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelayedServer } from '../../__tests__/support/relayed-server.js';
import { waitFor } from '../../__tests__/support/wait.js';

/** A client that gives up after this long: a request the database holds up longer fails the test. */
const PATIENCE_MS = 6000;

/**
 * #26 faults 2: a hung PostgreSQL (the connections stay open and carry nothing — a relay that stops
 * passing bytes, as a stopped server or a dead network path leaves them) stalled every request, built-in
 * open calls included. With the database deadlines the requests that need it answer 503 with
 * Retry-After, as for a refused connection, and the built-in APIs keep answering.
 */
describe('a hung PostgreSQL', () => {
  let gw: Awaited<ReturnType<typeof startRelayedServer>>;
  let direct: pg.Client;
  let builtinId: number;
  beforeAll(async () => {
    gw = await startRelayedServer({ DB_CONNECT_TIMEOUT_MS: '1000', DB_QUERY_TIMEOUT_MS: '1500', DB_STATEMENT_TIMEOUT_MS: '1000' });
    direct = new pg.Client({ connectionString: gw.db.url });
    await direct.connect();
    builtinId = (await direct.query(`INSERT INTO api (name, address, status) VALUES ('hung-db uuid', 'builtin:uuid', 1) RETURNING id`)).rows[0].id;
  });
  afterAll(async () => {
    await direct?.end();
    await gw?.stop();
  });

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(gw.running.url + path, {
      method,
      headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(PATIENCE_MS),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
  };

  it('ends a statement past DB_STATEMENT_TIMEOUT_MS on the server', async () => {
    await expect(gw.running.ds.query('SELECT pg_sleep(5)')).rejects.toThrow(/statement timeout/);
  });

  it('answers 503 with Retry-After where the database is needed, keeps built-in APIs answering, and recovers', async () => {
    expect((await call('GET', `/api/open/api/${builtinId}`)).status).toBe(200);
    gw.relay.hang();

    const [read, write, ...builtins] = await Promise.all([
      call('GET', `/api/histroy/count/api/${builtinId}`),
      call('POST', '/api/comments', { apiId: builtinId, content: 'while the database hangs' }),
      ...Array.from({ length: 5 }, () => call('GET', `/api/open/api/${builtinId}`)),
    ]);
    for (const answer of [read, write]) {
      expect(answer.status, answer.text).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 503, message: expect.stringMatching(/database is temporarily unavailable/) });
    }
    expect(builtins.map((b) => b.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await call('GET', '/readyz')).status).toBe(503);

    gw.relay.restore();
    await waitFor(async () => (await call('GET', `/api/histroy/count/api/${builtinId}`)).status === 200, 'reads to work again');
    expect((await call('POST', '/api/comments', { apiId: builtinId, content: 'after the hang' })).status).toBe(200);
    const stored = await direct.query(`SELECT content FROM comment WHERE api_id = $1`, [builtinId]);
    expect(stored.rows.map((r: { content: string }) => r.content)).toEqual(['after the hang']);
  });
});
