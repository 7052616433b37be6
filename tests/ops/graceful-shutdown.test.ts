import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { heldUpstream } from './support/held-upstream.js';
import { freePort, startGateway, tempDataDir, type Proc } from './support/processes.js';

describe('SIGTERM under load (DATABASE_URL set, slow allow-listed upstream)', () => {
  let db: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDataDir>;
  let upstream: Awaited<ReturnType<typeof heldUpstream>>;
  let gateway: Proc | undefined;
  let client: pg.Client;

  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    client = new pg.Client({ connectionString: db.url });
    client.on('error', () => undefined);
    await client.connect();
    data = tempDataDir();
    upstream = await heldUpstream();
  });
  afterAll(async () => {
    gateway?.child.kill('SIGKILL');
    await client?.end();
    upstream?.close();
    await db?.drop();
    data?.remove();
  });

  it('answers every in-flight request, records every call, closes websockets with 1001 and exits 0', async () => {
    const port = await freePort();
    gateway = startGateway({
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: data.dir,
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${upstream.port}`,
      SEED_DEMO: 'false',
    });
    await gateway.waitFor(/running on/);
    const base = `http://127.0.0.1:${port}`;

    const slowId: number = (
      await client.query(`INSERT INTO api (name, address, status) VALUES ('slow', $1, 1) RETURNING id`, [
        `http://127.0.0.1:${upstream.port}/slow`,
      ])
    ).rows[0].id;
    const fastId: number = (
      await client.query(`INSERT INTO api (name, address, status) VALUES ('fast', 'builtin:uuid', 1) RETURNING id`)
    ).rows[0].id;

    // A subscriber that must be told "going away".
    const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    await once(ws, 'open');
    const closed = once(ws, 'close');
    // Acknowledged first: a socket that never sends connection_init is closed with 4408 after the init
    // timeout, which a loaded machine can reach while the calls below run.
    const acked = once(ws, 'message');
    ws.send(JSON.stringify({ type: 'connection_init' }));
    expect(JSON.parse(String((await acked)[0]))).toEqual({ type: 'connection_ack' });

    // Load: 300 finished calls whose records may still sit in the in-memory buffer, and 20 calls
    // held by the upstream while the gateway is told to stop.
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => fetch(`${base}/api/open/api/${fastId}`).then((r) => r.status)),
      );
      expect(answers).toEqual(Array(30).fill(200));
    }
    const inFlight = Array.from({ length: 20 }, () =>
      fetch(`${base}/api/open/api/${slowId}`).then(async (r) => ({ status: r.status, body: await r.text() })),
    );
    await upstream.waitForHeld(20);

    gateway.child.kill('SIGTERM');
    await gateway.waitFor(/SIGTERM: finishing in-flight requests/);
    const [code] = (await closed) as [number];
    expect(code).toBe(1001);
    upstream.release();

    const answered = await Promise.all(inFlight);
    expect(answered).toEqual(Array(20).fill({ status: 200, body: '{"late":true}' }));
    expect(await gateway.exited).toBe(0);
    expect(gateway.stderr).toBe('');

    const counts = (
      await client.query(
        `SELECT api_id, count(*)::int AS n FROM api_call WHERE api_id = ANY($1) GROUP BY api_id ORDER BY api_id`,
        [[slowId, fastId]],
      )
    ).rows;
    expect(counts).toEqual(
      [
        { api_id: slowId, n: 20 },
        { api_id: fastId, n: 300 },
      ].sort((a, b) => a.api_id - b.api_id),
    );
  });
});
