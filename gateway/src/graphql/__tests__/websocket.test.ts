import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { WS_MAX_PAYLOAD, WS_MAX_SUBSCRIPTIONS } from '../websocket.js';
import { waitFor } from '../../__tests__/support/wait.js';

const ALLOWED = 'https://console.example.com';

/** Opens a graphql-transport-ws socket: 'open', or 'refused <status>' when the upgrade is answered. */
function open(url: string, origin?: string): Promise<{ outcome: string; ws: WebSocket }> {
  const ws = new WebSocket(url, 'graphql-transport-ws', origin ? { headers: { origin } } : {});
  return new Promise((resolve) => {
    ws.on('open', () => resolve({ outcome: 'open', ws }));
    ws.on('unexpected-response', (_req, res) => resolve({ outcome: `refused ${res.statusCode}`, ws }));
    ws.on('error', () => resolve({ outcome: 'error', ws }));
  });
}

const until = (check: () => boolean) => waitFor(check, 'the server to catch up');

const closed = (ws: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

describe('GraphQL websocket hardening', () => {
  let server: TestServer;
  let url: string;
  let stopped = false;
  beforeAll(async () => {
    server = await startTestServer({ WS_ALLOWED_ORIGINS: ALLOWED });
    url = server.url.replace('http', 'ws') + '/graphql';
  });
  afterAll(async () => {
    if (!stopped) await server?.stop();
  });

  it('accepts the same origin and listed origins, refuses others with 403 before the upgrade', async () => {
    const same = await open(url, server.url);
    const listed = await open(url, ALLOWED);
    const foreign = await open(url, 'https://evil.example');
    const nullOrigin = await open(url, 'null');
    for (const c of [same, listed, foreign, nullOrigin]) c.ws.terminate();
    expect([same.outcome, listed.outcome, foreign.outcome, nullOrigin.outcome]).toEqual([
      'open',
      'open',
      'refused 403',
      'refused 403',
    ]);
  });

  it('closes a socket that sends a frame larger than maxPayload (1009)', async () => {
    const { ws } = await open(url);
    const done = closed(ws);
    ws.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(WS_MAX_PAYLOAD + 1) } }));
    expect((await done).code).toBe(1009);
  });

  it('closes a socket that never sends connection_init (4408)', async () => {
    const { ws } = await open(url);
    expect((await closed(ws)).code).toBe(4408);
  }, 15_000);

  it('answers bad documents, mutations and too many subscriptions with coded errors, keeping the socket', async () => {
    const { ws } = await open(url);
    const replies = new Map<
      string,
      { type: string; payload?: Array<{ message: string; extensions?: { code?: string } }> }
    >();
    const completed = new Set<string>();
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.id && !replies.has(m.id)) replies.set(m.id, m);
      if (m.id && m.type === 'complete') completed.add(m.id);
    });
    ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await new Promise((r) => ws.once('message', r));
    const send = (id: string, query: string) =>
      ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
    send('syntax', 'subscription { systemMetrics {');
    send('invalid', 'subscription { systemMetrics { nope } }');
    send('mutation', 'mutation { logout }');
    send('query', '{ systemMetricsNow { timestamp } }');
    // Every operation in flight counts against the limit, these four too: the subscriptions go once
    // they are over (under load the query was still running when the last subscriptions came, so one
    // of those was refused in its place and the one past the limit ran).
    await until(() => ['syntax', 'invalid', 'mutation'].every((id) => replies.has(id)) && completed.has('query'));
    for (let i = 0; i < WS_MAX_SUBSCRIPTIONS + 1; i++)
      send(`s${i}`, 'subscription { systemMetrics { timestamp } }');
    await until(() => replies.has(`s${WS_MAX_SUBSCRIPTIONS}`));
    const code = (id: string) => replies.get(id)?.payload?.[0]?.extensions?.code;
    expect(replies.get('query')).toMatchObject({ type: 'next' }); // a query is answered once
    expect([code('syntax'), code('invalid'), code('mutation')]).toEqual([
      'GRAPHQL_PARSE_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
      'BAD_USER_INPUT',
    ]);
    expect(replies.get(`s${WS_MAX_SUBSCRIPTIONS}`)).toMatchObject({ type: 'error' });
    expect(code(`s${WS_MAX_SUBSCRIPTIONS}`)).toBe('TOO_MANY_REQUESTS');
    expect(replies.get('s0')?.type ?? 'next').toBe('next'); // the allowed ones run (or await their first tick)
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.terminate();
  });

  it('runs one execution per distinct systemMetrics query, whatever the number of subscribers', async () => {
    const full = 'subscription { systemMetrics { timestamp cpu { usage } memory { used } } }';
    const other = 'subscription { systemMetrics { timestamp } }';
    const queries = [full, full, full, other];
    const clients = queries.map(() => createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0 }));
    const got: Array<{ timestamp: string }> = [];
    const disposers: Array<() => void> = [];
    await new Promise<void>((resolve, reject) => {
      clients.forEach((c, i) =>
        disposers.push(
          c.subscribe<{ systemMetrics: { timestamp: string } }>(
            { query: queries[i]! },
            {
              next: (m) => {
                if (got[i]) return;
                got[i] = m.data!.systemMetrics;
                if (got.filter(Boolean).length === queries.length) resolve();
              },
              error: reject,
              complete: () => undefined,
            },
          ),
        ),
      );
    });
    expect(server.app.ws.sharedExecutions()).toBe(2);
    // The three identical subscriptions got the very same tick (one sample, one execution).
    expect(new Set(got.slice(0, 3).map((g) => g.timestamp)).size).toBe(1);
    disposers.forEach((d) => d());
    await Promise.all(clients.map((c) => c.dispose()));
    await until(() => server.app.ws.sharedExecutions() === 0);
    expect(server.app.ws.sharedExecutions()).toBe(0);
  });

  it('closes live sockets with 1001 on shutdown', async () => {
    const { ws } = await open(url);
    ws.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((r) => ws.once('message', r));
    const done = closed(ws);
    stopped = true;
    await server.stop();
    expect((await done).code).toBe(1001);
  });
});
