import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';
import { waitFor } from '../../gateway/src/__tests__/support/wait.js';
import { heldUpstream } from './support/held-upstream.js';

type Outcome = { kind: 'answered'; method: string; status: number; body: string } | { kind: 'refused' } | { kind: 'failed'; method: string; error: string };

/** One request on the agent's kept-alive connections: answered, refused before anything was sent, or failed after. */
function send(agent: http.Agent, port: number, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ kind: 'answered', method, status: res.statusCode!, body: text }));
        res.on('error', (err) => resolve({ kind: 'failed', method, error: err.message }));
      },
    );
    // Refused: the connection was never made, so nothing was sent — a proxy retries it on the next gateway.
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(err.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'failed', method, error: `${err.code ?? ''} ${err.message}` }),
    );
    req.end(payload);
  });
}

/**
 * #26 faults 5, the gateway's side of a rolling restart: clients (a proxy) keep connections alive and
 * send on them while the gateway stops. Every request sent must get a real answer — no reset after it
 * was sent, no bare Fastify 503 — and new connections are refused (safe to send elsewhere).
 */
describe('a stopping gateway and clients on kept-alive connections', () => {
  let server: TestServer;
  let upstream: Awaited<ReturnType<typeof heldUpstream>>;
  let apiId: number;
  let slowId: number;
  beforeAll(async () => {
    upstream = await heldUpstream();
    server = await startTestServer({
      // Production's keep-alive timeout (the test server's 1 s would close idle connections under the clients).
      KEEPALIVE_TIMEOUT_MS: '5000',
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${upstream.port}`,
      RATE_LIMIT_COMMENT_VISITOR: '100000/60',
      RATE_LIMIT_COMMENT_IP: '100000/60',
    });
    [{ id: apiId }, { id: slowId }] = await server.ds.query(
      `INSERT INTO api (name, address, status) VALUES ('drain', 'builtin:uuid', 1), ('drain slow', $1, 1) RETURNING id`,
      [`http://127.0.0.1:${upstream.port}/slow`],
    );
  });
  afterAll(async () => {
    upstream?.release();
    await server?.stop();
    upstream?.close();
  });

  it('answers every request sent on an open connection while it drains, then refuses new connections', async () => {
    const port = Number(new URL(server.url).port);
    // A call held by its upstream keeps the gateway draining while the clients go on sending.
    const held = fetch(`${server.url}/api/open/api/${slowId}`).then((r) => r.status);
    await upstream.waitForHeld(1);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const outcomes: Outcome[] = [];
    let n = 0;
    const worker = async () => {
      for (;;) {
        const i = ++n;
        const outcome =
          i % 2
            ? await send(agent, port, 'POST', '/api/comments', { apiId, content: `drain ${i}` })
            : await send(agent, port, 'GET', `/api/histroy/count/api/${apiId}`);
        outcomes.push(outcome);
        if (outcome.kind !== 'answered') return;
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    await waitFor(() => outcomes.length >= 60, 'traffic on kept-alive connections');
    const closing = server.app.close();
    await Promise.all(workers);
    upstream.release();
    expect(await held).toBe(200);
    await closing;
    agent.destroy();

    const failed = outcomes.filter((o) => o.kind === 'failed');
    expect(failed).toEqual([]);
    const answered = outcomes.filter((o): o is Extract<Outcome, { kind: 'answered' }> => o.kind === 'answered');
    // The requests that arrived while the gateway drained were served, not refused with a bare 503.
    expect(answered.filter((o) => o.status !== 200)).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'refused')).toHaveLength(6);
    const [{ stored }] = await server.ds.query(`SELECT count(*)::int AS stored FROM comment WHERE api_id = $1`, [apiId]);
    expect(stored).toBe(answered.filter((o) => o.method === 'POST').length);
  });
});
