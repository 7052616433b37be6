import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi } from '../../../__tests__/support/factories.js';
import { waitFor } from '../../../__tests__/support/wait.js';

/**
 * Issue #34 item 7: the call history records what the caller waited through the gateway, from the
 * request's arrival — not only the upstream's share (a built-in answers in a fraction of a millisecond,
 * which made the history contradict the tester).
 */
describe('recorded response time', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A POST whose body arrives `pauseMs` after its headers: the gateway holds the caller that long. */
  const slowPost = (path: string, body: string, pauseMs: number) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(path, server.url);
      const req = http.request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      setTimeout(() => req.end(body), pauseMs);
    });

  it('counts from the request’s arrival, so a built-in held by a slow request body records that wait', async () => {
    const api = await buildApi(server, { method: 'POST', address: 'builtin:base64' });
    expect(await slowPost(`/api/open/api/${api.id}`, JSON.stringify({ text: 'hello' }), 400)).toBe(200);
    let recorded: number[] = [];
    await waitFor(async () => {
      const rows: Array<{ response_time_ms: number }> = await server.ds.query(
        `SELECT response_time_ms FROM api_call WHERE api_id = $1`,
        [api.id],
      );
      recorded = rows.map((r) => Number(r.response_time_ms));
      return recorded.length === 1;
    }, 'the call record');
    // The 400 ms the body took to arrive are part of what the caller waited.
    expect(recorded[0]).toBeGreaterThanOrEqual(400);
  });
});
