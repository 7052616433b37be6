import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApi, buildUser, type Caller } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { subscriptionsStarted, waitFor } from '../../../__tests__/support/wait.js';

type Heard = { apiId: number; receipt: string };

/**
 * #33 item 8: the API page no longer guesses the recorder's flush interval. An open call carrying
 * `X-Call-Receipt` is announced on `callRecorded(apiId, receipt)` once the batch holding its record is
 * committed — not before (the recorder's timer is ten minutes away here; the test flushes by hand),
 * only to the receipt's holder, and under the API's visibility rule.
 */
describe('callRecorded: the caller is told when its call is recorded', () => {
  let server: TestServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer({ CALL_FLUSH_MS: '600000' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await server?.stop();
  });

  function listen(apiId: number, receipt: string, who: Caller | null = null) {
    const client = createClient({
      url: server.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: who ? { token: who.token } : {},
    });
    clients.push(client);
    const got: Heard[] = [];
    const state: { error: unknown } = { error: null };
    client.subscribe<{ callRecorded: Heard }>(
      {
        query: 'subscription($apiId: Int!, $receipt: String!) { callRecorded(apiId: $apiId, receipt: $receipt) { apiId receipt } }',
        variables: { apiId, receipt },
      },
      {
        next: (msg) => {
          if (msg.errors) state.error = msg.errors;
          else if (msg.data) got.push(msg.data.callRecorded);
        },
        error: (e) => (state.error = e),
        complete: () => undefined,
      },
    );
    return { got, state };
  }
  const count = async (apiId: number) =>
    (await server.graphql<{ apiCallCount: number }>('query($id: Int!) { apiCallCount(apiId: $id) }', { id: apiId })).data!
      .apiCallCount;
  const errorCodes = (e: unknown) => (e as Array<{ extensions?: { code?: string } }>).map((x) => x.extensions?.code);

  it('answers after the record is committed, with the figures already counting the call', async () => {
    const api = await buildApi(server, { address: 'builtin:uuid' });
    const mine = randomUUID();
    const before = server.app.ws.operationsStarted();
    const me = listen(api.id, mine);
    const other = listen(api.id, randomUUID());
    await subscriptionsStarted(server, before, 2);

    const res = await server.request('GET', `/api/open/api/${api.id}`, undefined, { 'x-call-receipt': mine });
    expect(res.status).toBe(200);
    // A call without a receipt is recorded too, and tells nobody.
    expect((await server.request('GET', `/api/open/api/${api.id}`)).status).toBe(200);
    // Answered, not yet recorded: nothing is said and the count has not moved.
    expect(server.services.callRecorder.pending).toBe(2);
    expect(await count(api.id)).toBe(0);
    expect(me.got).toEqual([]);

    await server.services.callRecorder.flush();
    await waitFor(() => me.got.length > 0, 'the receipt to be announced');
    expect(me.got).toEqual([{ apiId: api.id, receipt: mine }]);
    expect(await count(api.id)).toBe(2);
    // Another receipt's holder on the same API hears nothing.
    expect(other.got).toEqual([]);
    expect(other.state.error).toBeNull();
  });

  it('follows the visibility rule and refuses a malformed receipt', async () => {
    const owner = await buildUser(server);
    const hidden = await buildApi(server, { creator: owner, visibility: 'private', address: 'builtin:uuid' });
    const visitor = listen(hidden.id, randomUUID());
    const bad = listen(hidden.id, 'short', owner);
    await waitFor(() => !!visitor.state.error && !!bad.state.error, 'both refusals');
    expect(errorCodes(visitor.state.error)).toEqual(['NOT_FOUND']);
    expect(errorCodes(bad.state.error)).toEqual(['BAD_USER_INPUT']);

    // Its creator may listen, and hears its own call.
    const receipt = randomUUID();
    const before = server.app.ws.operationsStarted();
    const creator = listen(hidden.id, receipt, owner);
    await subscriptionsStarted(server, before);
    const res = await server.request('GET', `/api/open/api/${hidden.id}`, undefined, { ...owner.headers, 'x-call-receipt': receipt });
    expect(res.status).toBe(200);
    await server.services.callRecorder.flush();
    await waitFor(() => creator.got.length > 0, 'the creator to hear its receipt');
    expect(creator.got).toEqual([{ apiId: hidden.id, receipt }]);
  });

  it('tells a mock call (the tester\'s 模拟 mode) once the history lists it', async () => {
    const api = await buildApi(server);
    const receipt = randomUUID();
    const before = server.app.ws.operationsStarted();
    const me = listen(api.id, receipt);
    await subscriptionsStarted(server, before);
    const mocked = await server.graphql<{ mockCall: { status: number } }>(
      'mutation($id: Int!, $r: String) { mockCall(apiId: $id, receipt: $r) { status } }',
      { id: api.id, r: receipt },
    );
    expect(mocked.data?.mockCall.status).toBe(200);
    const listed = async () =>
      (
        await server.graphql<{ apiCallHistory: { mockCalls: unknown[] } }>(
          'query($id: Int!) { apiCallHistory(apiId: $id) { mockCalls { status } } }',
          { id: api.id },
        )
      ).data!.apiCallHistory.mockCalls.length;
    expect(await listed()).toBe(0);
    expect(me.got).toEqual([]);
    // The mock's recorder writes what it holds as the server does when it stops (its timer is ten minutes away);
    // this is the file's last test.
    await server.services.mock.stop();
    await waitFor(() => me.got.length > 0, 'the mock call\'s receipt to be announced');
    expect(await listed()).toBe(1);
    // A malformed receipt is refused as bad input, and nothing is answered.
    const bad = await server.graphql('mutation($id: Int!) { mockCall(apiId: $id, receipt: "x") { status } }', { id: api.id });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
