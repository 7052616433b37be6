import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { subscriptionsStarted, waitFor } from '../../gateway/src/__tests__/support/wait.js';
import { insertApi, newCreator, startSecurityServer, type Caller, type TestServer } from './support.js';

type Heard = { comment: { content: string; nickname: string; userId: string } | null };

/**
 * #26.5: the one visibility rule covers subscriptions. `commentAdded` on a private API or a draft is
 * refused to anyone but its creator and administrators exactly like an unknown id (NOT_FOUND), and an
 * API that becomes private while someone listens stops reaching them.
 */
describe('commentAdded follows the visibility rule', () => {
  let server: TestServer;
  let owner: Caller;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startSecurityServer();
    owner = await newCreator(server, 'subv');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await server?.stop();
  });

  /** Subscribes as `who` (null: a visitor); collects what arrives and the first error. */
  function listen(apiId: number, who: Caller | null) {
    const client = createClient({
      url: server.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: who ? { token: who.token } : {},
      headers: { 'accept-language': 'en' },
    } as Parameters<typeof createClient>[0]);
    clients.push(client);
    const got: Heard[] = [];
    const state: { error: unknown; done: boolean } = { error: null, done: false };
    client.subscribe<{ commentAdded: Heard }>(
      { query: `subscription($apiId: Int!) { commentAdded(apiId: $apiId) { comment { content nickname userId } } }`, variables: { apiId } },
      {
        next: (msg) => {
          if (msg.errors) state.error = msg.errors;
          else if (msg.data) got.push(msg.data.commentAdded);
        },
        error: (e) => (state.error = e),
        complete: () => (state.done = true),
      },
    );
    return { got, state };
  }
  const comment = (apiId: number, content: string) =>
    server.request('POST', '/api/comments', { apiId, content, nickname: '秘密昵称' }, owner.headers);
  /** What a refusal says: each error's code and message. */
  const errorCode = (e: unknown) =>
    JSON.stringify((e as Array<{ message: string; extensions?: { code?: string } }>).map((x) => [x.extensions?.code, x.message]));

  it('a visitor subscribing to a private API or a draft is refused as for an unknown id; the creator hears', async () => {
    for (const visibility of ['private', 'draft'] as const) {
      const id = await insertApi(server, `https://example.com/${visibility}`, {
        owner,
        ...(visibility === 'private' ? { visibility: 'private' } : { status: -1 }),
      });
      const before = server.app.ws.operationsStarted();
      const creator = listen(id, owner);
      await subscriptionsStarted(server, before);
      const visitor = listen(id, null);
      const missing = listen(999_999_999, null);
      await waitFor(() => !!visitor.state.error && !!missing.state.error, 'both refusals');
      expect(errorCode(visitor.state.error)).toContain('NOT_FOUND');
      expect(errorCode(visitor.state.error)).toBe(errorCode(missing.state.error));
      // Comments are written only on listed APIs: the draft's owner cannot comment, so only the private one is heard.
      if (visibility === 'private') {
        expect((await comment(id, '私有接口的评论')).body.code).toBe(200);
        await waitFor(() => creator.got.length > 0, 'the creator to hear the comment');
        expect(creator.got[0]!.comment!.content).toBe('私有接口的评论');
      }
      expect(visitor.got).toEqual([]);
    }
  });

  it('a listener of a public API that turns private hears nothing more', async () => {
    const id = await insertApi(server, 'https://example.com/turns-private', { owner });
    const before = server.app.ws.operationsStarted();
    const visitor = listen(id, null);
    await subscriptionsStarted(server, before);
    expect((await comment(id, '公开时的评论')).body.code).toBe(200);
    await waitFor(() => visitor.got.length === 1, 'the public comment');
    await server.ds.query(`UPDATE api SET visibility = 'private' WHERE id = $1`, [id]);
    // The creator's own listener tells when the private comment has been fanned out.
    const before2 = server.app.ws.operationsStarted();
    const creator = listen(id, owner);
    await subscriptionsStarted(server, before2);
    expect((await comment(id, '私有后的评论')).body.code).toBe(200);
    await waitFor(() => creator.got.length === 1, 'the creator to hear the private comment');
    await waitFor(() => visitor.state.done || visitor.got.length > 1, 'the visitor’s subscription to end or leak');
    expect(visitor.got.map((h) => h.comment?.content)).toEqual(['公开时的评论']);
  });
});
