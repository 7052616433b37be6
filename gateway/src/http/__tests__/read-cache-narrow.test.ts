import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApi, buildComment, buildUser, type BuiltApi, type BuiltUser } from '../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { requestStatementsOf as statementsOf } from '../../__tests__/support/statements.js';
import { waitFor } from '../../__tests__/support/wait.js';
import { asVisitor, newVisitor } from '../../modules/community/__tests__/support.js';

/** READ_CACHE_LAG_MS of this suite: how late a count in a list may be (README "Read cache"). */
const LAG_MS = 1500;


describe('read cache: writes take away only what shows them', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let liker: BuiltUser;
  let five: BuiltApi;
  let six: BuiltApi;
  beforeAll(async () => {
    server = await startTestServer({ READ_CACHE_LAG_MS: String(LAG_MS), RATE_LIMIT_LIKE_VISITOR: '1000/60', RATE_LIMIT_LIKE_IP: '1000/60' });
    creator = await buildUser(server);
    liker = await buildUser(server);
    // More than a few APIs: the list's call figures follow the lagged `calls` scope, not one tag per API.
    [five, six] = [await buildApi(server, { creator }), await buildApi(server, { creator })];
    for (let i = 0; i < 5; i++) await buildApi(server, { creator });
    // Seen just now: the requests below are no presence write.
    await server.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE id = ANY($1)`, [[creator.id, liker.id]]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const cache = () => server.services.readCache;
  /**
   * Resolves once no lagged bump (READ_CACHE_LAG_MS) is pending: the event a list waits for to show a
   * count, instead of a sleep of the bound (a loaded machine fires the timer late). Before each test too,
   * so a bump an earlier test left running cannot drop an entry in the middle of this one.
   */
  const lagSettled = () =>
    waitFor(() => cache().lagPending === 0, 'the lagged bumps to go');
  beforeEach(lagSettled);
  const detail = async (id: number) => {
    const before = cache().hits;
    const res = await server.request('GET', `/api/api/details/${id}`);
    expect(res.status).toBe(200);
    return { body: res.body.data as { callCount: number; name: string }, hit: cache().hits === before + 1 };
  };
  const API = `query One($id: Int!) { api(id: $id) { id stars callCount } }`;
  const CARDS = `query Cards { apis(offset: 0, limit: 50) { items { id stars callCount } } }`;
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const before = cache().hits;
    const res = await server.graphql<T>(query, variables);
    expect(res.errors).toBeUndefined();
    return { data: res.data!, hit: cache().hits === before + 1 };
  };
  const STAR = `mutation($id: Int!) { setApiStar(apiId: $id, starred: true) { id stars } }`;

  it('a star on one API leaves the other API’s answers in place and shows at once on its own', async () => {
    await detail(five.id);
    await detail(six.id);
    await gql(API, { id: five.id });
    await gql(API, { id: six.id });
    expect((await detail(six.id)).hit).toBe(true);

    const starred = await server.graphql(STAR, { id: five.id }, liker.headers);
    expect(starred.errors).toBeUndefined();

    // The other API: untouched on both doors.
    expect((await detail(six.id)).hit).toBe(true);
    expect((await gql(API, { id: six.id })).hit).toBe(true);
    // Its own: computed again, with the star.
    const own = await gql<{ api: { stars: number } }>(API, { id: five.id });
    expect(own.hit).toBe(false);
    expect(own.data.api.stars).toBe(1);
  });

  it('a repeated star (nothing written) empties nothing, not even its own API’s detail', async () => {
    const seven = await buildApi(server, { creator: await buildUser(server) });
    expect((await server.graphql(STAR, { id: seven.id }, liker.headers)).errors).toBeUndefined();
    await lagSettled();
    await detail(seven.id);
    await gql(API, { id: seven.id });
    expect((await gql(API, { id: seven.id })).hit).toBe(true);
    const again = await server.graphql<{ setApiStar: { stars: number } }>(STAR, { id: seven.id }, liker.headers);
    expect(again.errors).toBeUndefined();
    expect(again.data!.setApiStar.stars).toBe(1);
    expect(cache().lagPending).toBe(0);
    expect((await detail(seven.id)).hit).toBe(true);
    const kept = await gql<{ api: { stars: number } }>(API, { id: seven.id });
    expect(kept).toEqual({ data: { api: { id: seven.id, stars: 1, callCount: 0 } }, hit: true });
  });

  it('a burst of stars on one API empties its detail once per READ_CACHE_LAG_MS at most, and shows the count within it', async () => {
    const fan = await buildUser(server);
    const [first, second] = [await buildUser(server), await buildUser(server)];
    await server.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE id = ANY($1)`, [[fan.id, first.id, second.id]]);
    const starsOn = async (id: number) => (await gql<{ api: { stars: number } }>(API, { id })).data.api.stars;
    // Quiet (the test before starred it): the first star shows at once on both doors and opens a window.
    await lagSettled();
    await detail(five.id);
    const was = await starsOn(five.id);
    expect((await server.graphql(STAR, { id: five.id }, first.headers)).errors).toBeUndefined();
    const once = await gql<{ api: { stars: number } }>(API, { id: five.id });
    expect([once.hit, once.data.api.stars]).toEqual([false, was + 1]);
    expect((await detail(five.id)).hit).toBe(false);
    // Within the window a second star leaves both kept (each star would otherwise empty them again)…
    const answered = await server.graphql<{ setApiStar: { stars: number } }>(STAR, { id: five.id }, second.headers);
    expect(answered.data?.setApiStar.stars).toBe(was + 2); // …while the star's own answer has the new count
    expect((await gql(API, { id: five.id })).hit).toBe(true);
    expect((await detail(five.id)).hit).toBe(true);
    // …and once the window has ended the detail shows it.
    await lagSettled();
    const later = await gql<{ api: { stars: number } }>(API, { id: five.id });
    expect([later.hit, later.data.api.stars]).toEqual([false, was + 2]);
    expect((await detail(five.id)).hit).toBe(false);
    // A star on another API is no star on this one: its detail stays.
    expect((await server.graphql(STAR, { id: six.id }, fan.headers)).errors).toBeUndefined();
    expect((await gql(API, { id: five.id })).hit).toBe(true);
  });

  it('stars in a list lag by at most READ_CACHE_LAG_MS: the list is kept at first, then shows the star', async () => {
    const starsOf = (d: { apis: { items: Array<{ id: number; stars: number }> } }) => d.apis.items.find((a) => a.id === six.id)!.stars;
    await gql(CARDS);
    const before = await gql<{ apis: { items: Array<{ id: number; stars: number }> } }>(CARDS);
    expect(before.hit).toBe(true);
    const starredAt = Date.now();
    expect((await server.graphql(STAR, { id: six.id }, liker.headers)).errors).toBeUndefined();
    // A star does not empty the cache: the list stays (asked within the bound; the lagged timer started
    // after `starredAt` and never fires early, so a machine stalled past the bound proves nothing here)…
    const kept = await gql(CARDS);
    if (Date.now() - starredAt < LAG_MS) expect(kept.hit).toBe(true);
    // …and once the lagged bump has gone it shows the new count.
    await lagSettled();
    const after = await gql<{ apis: { items: Array<{ id: number; stars: number }> } }>(CARDS);
    expect(after.hit).toBe(false);
    expect(starsOf(after.data)).toBe(starsOf(before.data) + 1);
  });

  it('recorded calls of one API change its detail at once, leave the other’s, and reach the list within the bound', async () => {
    const countIn = (d: { apis: { items: Array<{ id: number; callCount: number }> } }) => d.apis.items.find((a) => a.id === five.id)!.callCount;
    const was = (await detail(five.id)).body.callCount;
    await detail(six.id);
    const list = await gql<{ apis: { items: Array<{ id: number; callCount: number }> } }>(CARDS);
    const { callRecorder } = server.services;
    callRecorder.record({ apiId: five.id, responseTimeMs: 5, requestIp: '127.0.0.1', success: true, status: 200, userId: null, requestedAt: new Date() });
    await callRecorder.flush();

    const now = await detail(five.id);
    expect(now.hit).toBe(false);
    expect(now.body.callCount).toBe(was + 1);
    expect((await detail(six.id)).hit).toBe(true);
    const one = await gql<{ api: { callCount: number } }>(API, { id: five.id });
    expect(one.data.api.callCount).toBe(was + 1);
    await lagSettled();
    const later = await gql<{ apis: { items: Array<{ id: number; callCount: number }> } }>(CARDS);
    expect(countIn(later.data)).toBe(countIn(list.data) + 1);
  });

  it('an API request submitted and voted for, which no cached answer shows, leaves every entry in place (tender.cache.ts)', async () => {
    await detail(five.id);
    await gql(CARDS);
    const submitted = await server.graphql<{ submitTenderRequest: { id: number } }>(
      `mutation($input: SubmitTenderRequestInput!) { submitTenderRequest(input: $input) { id } }`,
      { input: { title: `缓存无关的需求 ${six.id}`, description: '一个不出现在任何缓存答案里的接口需求' } },
    );
    expect(submitted.errors).toBeUndefined();
    expect((await detail(five.id)).hit).toBe(true);
    expect((await gql(CARDS)).hit).toBe(true);
    const voted = await server.graphql(`mutation($id: Int!) { voteTenderRequest(id: $id) { id votes } }`, { id: submitted.data!.submitTenderRequest.id }, liker.headers);
    expect(voted.errors).toBeUndefined();
    expect((await detail(five.id)).hit).toBe(true);
    expect((await gql(CARDS)).hit).toBe(true);
  });

  it('a like on a comment, which no cached answer shows, leaves every entry in place', async () => {
    const comment = await buildComment(server, { api: five });
    await detail(five.id);
    await gql(CARDS);
    await gql(API, { id: five.id });
    const res = await server.request('POST', '/api/likes', { targetId: comment.id, targetType: 1 }, asVisitor(newVisitor()));
    expect(res.status).toBe(200);
    expect(res.body.data.likeCount).toBe(1);
    expect((await detail(five.id)).hit).toBe(true);
    expect((await gql(CARDS)).hit).toBe(true);
    expect((await gql(API, { id: five.id })).hit).toBe(true);
  });

  it('a star and a like (a tenth of the read mix) send two statements and one and answer the new count; a star looks nothing up in the cache', async () => {
    const comment = await buildComment(server, { api: five });
    const starsOf = async () => (await gql<{ api: { stars: number } }>(API, { id: six.id })).data.api.stars;
    const was = await starsOf();
    // The caller seen just now (a request of theirs): their presence, written at most once a minute per
    // gateway, sends nothing while counting.
    expect((await server.graphql(`{ me { id } }`, {}, creator.headers)).errors).toBeUndefined();
    let answered: unknown;
    // The caller's token, then one statement: the API as the caller may see it and the write (the answer is read from it).
    const star = (on: boolean) => async () => (answered = (await server.graphql(`mutation($id: Int!, $on: Boolean!) { setApiStar(apiId: $id, starred: $on) { id stars } }`, { id: six.id, on }, creator.headers)).data);
    expect(await statementsOf(star(true))).toBe(2);
    expect(answered).toEqual({ setApiStar: { id: six.id, stars: was + 1 } });
    expect(await statementsOf(star(false))).toBe(2);
    expect(answered).toEqual({ setApiStar: { id: six.id, stars: was } });
    expect(await statementsOf(star(false))).toBe(2);
    expect(answered).toEqual({ setApiStar: { id: six.id, stars: was } });
    // A mutation's answer is never kept: no key, no lookup, no generations read for it.
    const cache = server.services.readCache;
    const find = vi.spyOn(cache, 'find');
    const generations = vi.spyOn(cache, 'generations');
    try {
      await star(true)();
      expect(answered).toEqual({ setApiStar: { id: six.id, stars: was + 1 } });
      expect(find).not.toHaveBeenCalled();
      expect(generations).not.toHaveBeenCalled();
    } finally {
      find.mockRestore();
      generations.mockRestore();
    }

    // One statement checks the target, writes and counts; an unknown target is still NOT_FOUND.
    const visitor = asVisitor(newVisitor());
    const like = (method: 'POST' | 'DELETE', targetId = comment.id) => async () =>
      (answered = (await server.request(method, '/api/likes', { targetId, targetType: 1 }, visitor)).body);
    expect(await statementsOf(like('POST'))).toBe(1);
    expect(answered).toMatchObject({ data: { likeCount: 1, isLiked: true } });
    expect(await statementsOf(like('POST'))).toBe(1);
    expect(answered).toMatchObject({ data: { likeCount: 1, isLiked: true } });
    expect(await statementsOf(like('DELETE'))).toBe(1);
    expect(answered).toMatchObject({ data: { likeCount: 0, isLiked: false } });
    expect(await statementsOf(like('DELETE'))).toBe(1);
    expect(answered).toMatchObject({ data: { likeCount: 0, isLiked: false } });
    expect(await statementsOf(like('POST', 987654))).toBe(1);
    expect(answered).toMatchObject({ code: 404 });
    expect(await statementsOf(like('DELETE', 987654))).toBe(1);
    expect(answered).toMatchObject({ code: 404 });
  });

  it('REST detail and comments: one statement on a miss, none on a hit', async () => {
    const miss = () => server.services.readCache.bump('catalog');
    await miss();
    expect(await statementsOf(() => detail(six.id))).toBe(1);
    expect(await statementsOf(() => detail(six.id))).toBe(0);
    await buildComment(server, { api: six });
    const comments = await statementsOf(async () => {
      const res = await server.request('GET', `/api/comments/api/${six.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
    });
    expect(comments).toBe(1);
  });

  it('the GraphQL API page: one statement on a miss (its fields answered from what it read), none on a hit', async () => {
    const PAGE = `query Page($id: Int!) { api(id: $id) { id name stars callCount hot status author { id name apiCount }
      requestParams { id name required } bugFixHistory { version fixedOn } category { id name } } }`;
    const miss = () => server.services.readCache.bump('catalog');
    let first: Awaited<ReturnType<typeof gql>> | undefined;
    await miss();
    expect(await statementsOf(async () => (first = await gql(PAGE, { id: six.id })))).toBe(1);
    expect(first!.data).toMatchObject({ api: { id: six.id, author: { id: creator.creatorId, apiCount: 7 }, category: { id: six.categoryId } } });
    expect(await statementsOf(() => gql(PAGE, { id: six.id }))).toBe(0);
  });

  it('concurrent misses share one computation, on the REST door and on GraphQL', async () => {
    let computed = 0;
    await server.services.readCache.bump('catalog');
    const statements = await statementsOf(async () => {
      const computedBefore = cache().computed;
      await Promise.all(Array.from({ length: 12 }, () => detail(five.id)));
      computed = cache().computed - computedBefore;
    });
    expect(statements).toBe(1);
    expect(computed).toBe(1);

    await server.services.readCache.bump('catalog');
    const gqlBefore = cache().computed;
    const answers = await Promise.all(Array.from({ length: 12 }, () => server.graphql<{ api: { id: number } }>(API, { id: six.id })));
    expect(answers.every((a) => a.data?.api.id === six.id)).toBe(true);
    expect(cache().computed).toBe(gqlBefore + 1);
  });
});
