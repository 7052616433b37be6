import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { subscriptionsStarted, waitFor } from '../../../__tests__/support/wait.js';
import { ADMIN_PASSWORD, createDraft, setMode, signIn, type Caller } from './helpers.js';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';

interface Heard {
  apiId: number;
  kind: string;
  message: string;
}

describe('notificationAdded: each creator hears their own notifications, after commit', () => {
  let server: TestServer;
  let admin: Caller;
  let creator: BuiltUser;
  let other: BuiltUser;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    creator = await buildUser(server);
    other = await buildUser(server);
    await setMode(server, admin, 1);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await server?.stop();
  });

  /** Resolves once the server has started the subscription (or, for a visitor, refused it). */
  function listen(who: Caller | null, heard: Heard[], errors: unknown[]): Promise<void> {
    const before = server.app.ws.operationsStarted();
    const client = createClient({
      url: server.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: who ? { token: who.token } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    client.subscribe<{ notificationAdded: Heard }>(
      { query: 'subscription { notificationAdded { apiId kind message } }' },
      {
        next: (m) => (m.errors ? errors.push(...m.errors) : m.data && heard.push(m.data.notificationAdded)),
        error: (e) => errors.push(...(Array.isArray(e) ? e : [e])),
        complete: () => undefined,
      },
    );
    return who ? subscriptionsStarted(server, before) : waitFor(() => errors.length > 0, 'the refusal');
  }

  const submit = (id: number, who: Caller) => server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, who.headers);

  it('pushes a pass to the owner only; a refused batch pushes nothing; visitors are refused', async () => {
    const mine: Heard[] = [];
    const theirs: Heard[] = [];
    const anonErrors: unknown[] = [];
    await listen(creator, mine, []);
    await listen(other, theirs, []);
    await listen(null, [], anonErrors);
    // Started operations are counted per signed-in user too (a browser test waits on its own account's).
    expect([server.app.ws.operationsStarted(creator.id), server.app.ws.operationsStarted(other.id)]).toEqual([1, 1]);
    expect(server.app.ws.operationsStarted(-1)).toBe(0);

    const a = await createDraft(server, creator, { name: '订阅甲' });
    const notPending = await createDraft(server, creator, { name: '订阅乙' });
    await submit(a, creator);
    // All or nothing: the batch fails on the second id, so the first id's notification must not be pushed.
    const refused = await server.request('POST', '/api/system/batchReview', { apiIds: [a, notPending], action: 'reject' }, admin.headers);
    expect(refused.status).toBe(400);
    const pass = await server.request('GET', `/api/system/passApi?apiId=${a}`, undefined, admin.headers);
    expect(pass.body.code).toBe(200);
    // One socket delivers in publish order: a notification wrongly pushed by the refused batch
    // would have arrived before the pass.
    await waitFor(() => mine.length > 0, 'the pass notification');
    expect(mine).toEqual([{ apiId: a, kind: 'passed', message: '你的接口「订阅甲」已通过审核，请在「发布配置」中选择灰度或全量发布' }]);
    // The other creator heard nothing of it: published after everything above, their own pass
    // notification is the first and only thing they hear.
    const b = await createDraft(server, other, { name: '订阅丙' });
    await submit(b, other);
    expect((await server.request('GET', `/api/system/passApi?apiId=${b}`, undefined, admin.headers)).body.code).toBe(200);
    await waitFor(() => theirs.length > 0, "the other creator's own notification");
    expect(theirs).toEqual([{ apiId: b, kind: 'passed', message: '你的接口「订阅丙」已通过审核，请在「发布配置」中选择灰度或全量发布' }]);
    expect((anonErrors[0] as { extensions?: { code?: string } }).extensions?.code).toBe('UNAUTHENTICATED');
  });
});
