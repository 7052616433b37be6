import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApi, newCreator, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * r3: a signed-in user's anonymous comment shows a pseudonym instead of the account id. It was
 * 'v_' + sha256('u:<id>'), which anyone computes for every (small, sequential) user id and matches back to
 * the account — the same account's signed comments show its id in the clear. The pseudonym must stay
 * stable per user but not be computable from the id.
 */
describe('r3 pseudonyms: anonymous posts of signed-in users cannot be traced back', () => {
  let server: TestServer;
  let author: Caller;
  let apiId: number;
  let userId: number;
  beforeAll(async () => {
    server = await startSecurityServer();
    author = await newCreator(server, 'r3ps');
    apiId = await insertApi(server, 'https://example.com/r3-pseudonym');
    userId = ((await server.ds.query(`SELECT id FROM app_user WHERE account = $1`, [author.account])) as Array<{ id: number }>)[0]!.id;
  });
  afterAll(async () => server?.stop());

  const naive = (id: number) => 'v_' + createHash('sha256').update(`u:${id}`).digest('hex').slice(0, 16);

  it('the pseudonym is stable across posts, reads and doors, and matches no digest of any user id', async () => {
    const a = await server.request('POST', '/api/comments', { apiId, content: '匿名评论一', isAnonymous: true }, author.headers);
    const b = await server.graphql<{ addComment: { userId: string } }>(
      `mutation($i: AddCommentInput!) { addComment(input: $i) { userId isAnonymous } }`,
      { i: { apiId, content: '匿名评论二', isAnonymous: true } },
      author.headers,
    );
    const signed = await server.request('POST', '/api/comments', { apiId, content: '署名评论' }, author.headers);
    const shown = a.body.data.userId as string;
    expect(shown).toMatch(/^v_[0-9a-f]{16}$/);
    expect(b.data?.addComment.userId).toBe(shown);
    expect(signed.body.data.userId).toBe(String(userId));
    const page = await server.request('GET', `/api/comments/api/${apiId}`);
    expect(page.body.data.filter((c: { isAnonymous: boolean }) => c.isAnonymous).map((c: { userId: string }) => c.userId)).toEqual([shown, shown]);
    const talk = await server.graphql<{ developerTalk: { items: Array<{ content: string; userId: string }> } }>(`{ developerTalk(limit: 10) { items { content userId } } }`);
    expect(talk.data?.developerTalk.items.find((i) => i.content === '匿名评论一')?.userId).toBe(shown);
    // Nobody can compute it: it is no plain digest of any account id.
    for (let id = 1; id <= userId + 100; id++) expect(shown).not.toBe(naive(id));
  });
});
