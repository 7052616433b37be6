import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { Scrape } from './scrape.js';
import { buildApi } from '../../__tests__/support/factories.js';
import { poolOf } from '../../db/pool.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  let apiId: number;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
    apiId = (await buildApi(server, { address: 'builtin:uuid' })).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a scrape without the token', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it('parses as Prometheus text and moves with HTTP requests and open calls', async () => {
    const route = { method: 'GET', route: '/api/open/api/:id', status_code: '200' };
    const before = await Scrape.from(`${server.url}/metrics`, TOKEN);
    for (let i = 0; i < 3; i++) expect((await server.request('GET', `/api/open/api/${apiId}`)).status).toBe(200);
    expect((await server.request('GET', '/api/open/api/999999')).status).toBe(404);
    const after = await Scrape.from(`${server.url}/metrics`, TOKEN);

    const moved = (name: string, labels: Record<string, string> = {}) =>
      after.value(name, labels) - before.value(name, labels);
    expect(moved('apimarket_http_requests_total', route)).toBe(3);
    expect(moved('apimarket_http_request_duration_seconds', route)).toBe(3);
    expect(after.family('apimarket_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(moved('apimarket_open_calls_total', { outcome: 'ok' })).toBe(3);
    expect(moved('apimarket_open_calls_total', { outcome: 'refused' })).toBe(1);
    // Bounded: no series per API id (issue #33).
    expect(after.family('apimarket_open_calls_total').metrics.every((m) => !('api_id' in (m.labels ?? {})))).toBe(true);
    expect(moved('apimarket_upstream_duration_seconds', { kind: 'builtin', outcome: 'ok' })).toBe(3);
    // The scrape itself is a request too, under its route template.
    expect(moved('apimarket_http_requests_total', { method: 'GET', route: '/metrics', status_code: '200' })).toBe(1);

    // The pool's sizes are read at scrape time: one scrape's states add up, within the configured maximum.
    const pool = (state: string) => after.value('apimarket_db_pool_connections', { state });
    expect(pool('max')).toBe(10);
    expect(pool('active') + pool('idle')).toBe(pool('total'));
    expect(pool('total')).toBeLessThanOrEqual(pool('max'));
    expect(after.family('apimarket_db_pool_waiting').metrics).toHaveLength(1);
    expect(after.family('apimarket_call_records_pending').type).toBe('GAUGE');
    expect(after.family('nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    expect(after.family('nodejs_eventloop_lag_p99_seconds').type).toBe('GAUGE');
  });

  it('counts websocket connections and their subscriptions', async () => {
    const client = createClient({ url: server.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket });
    try {
      // The first sample proves the subscription is running on the server.
      await new Promise<void>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription { systemMetrics { timestamp } }' },
          { next: () => resolve(), error: reject, complete: () => undefined },
        );
      });
      const during = await Scrape.from(`${server.url}/metrics`, TOKEN);
      expect(during.value('apimarket_websocket_connections')).toBe(1);
      expect(during.value('apimarket_websocket_subscriptions')).toBe(1);
    } finally {
      await client.dispose();
    }
  });
});

describe('/metrics: the database pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The sampler's next tick (its one INSERT a tick) a minute away, the recorder's flush ten.
    server = await startTestServer({
      METRICS_TOKEN: TOKEN,
      METRICS_INTERVAL_MS: '60000',
      CALL_FLUSH_MS: '600000',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('times every checkout', async () => {
    // The gateway's own background work (retention, sweeps, probes) may check a connection out between
    // the two scrapes too, so the checkouts are counted with node-postgres' own 'acquire' event beside
    // the histogram: every one of them must be timed, our four among them.
    await server.services.callStorage.stop();
    server.services.metrics.stop();
    const pool = poolOf(server.ds);
    await expect.poll(() => pool.totalCount - pool.idleCount + pool.waitingCount).toBe(0);
    let handedOut = 0;
    const count = () => void handedOut++;
    let before: Scrape;
    let after: Scrape;
    pool.on('acquire', count);
    try {
      before = await Scrape.from(`${server.url}/metrics`, TOKEN);
      for (let i = 0; i < 3; i++) await server.ds.query('SELECT 1');
      await server.ds.transaction(async (m) => {
        await m.query('SELECT 1');
        await m.query('SELECT 2');
      });
      after = await Scrape.from(`${server.url}/metrics`, TOKEN);
    } finally {
      pool.off('acquire', count);
    }
    // Three queries and one transaction (one connection for both of its queries): four checkouts of ours.
    expect(handedOut).toBeGreaterThanOrEqual(4);
    const acquired =
      after.value('apimarket_db_pool_acquire_seconds') - before.value('apimarket_db_pool_acquire_seconds');
    expect(acquired).toBe(handedOut);
  });
});

describe('/metrics on METRICS_PORT', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is served on its own listener only: the public port answers 404', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const scrape = await Scrape.from(`http://127.0.0.1:${server.metricsPort}/metrics`);
    expect(scrape.family('apimarket_http_requests_total').type).toBe('COUNTER');
    expect((await fetch(`http://127.0.0.1:${server.metricsPort}/graphql`)).status).toBe(404);
  });
});
