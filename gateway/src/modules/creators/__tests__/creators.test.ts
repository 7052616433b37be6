import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser, signIn, type BuiltUser } from '../../../__tests__/support/factories.js';
import { activityLevel, checkTimeZone } from '../creator-figures.service.js';

const PROFILE = `query($id: Int!, $tz: String!) {
  creator(id: $id) {
    id followers following starsReceived isOnline responseRate rating activity followedByMe apiCount
    activityCalendar(timeZone: $tz) { from to timeZone total days { day count level created published updated answered } }
  }
}`;

interface Profile {
  followers: number;
  following: number;
  starsReceived: number;
  isOnline: boolean;
  responseRate: number | null;
  rating: number | null;
  activity: number;
  followedByMe: boolean;
  apiCount: number;
  activityCalendar: {
    from: string;
    to: string;
    timeZone: string;
    total: number;
    days: Array<{ day: string; count: number; level: number; created: number; published: number; updated: number; answered: number }>;
  };
}

describe('creator profiles: follows, presence, response rate, rating and the activity calendar', () => {
  let server: TestServer;
  const people: Record<string, BuiltUser> = {};
  const creatorId = async (key: string): Promise<number> => people[key]!.creatorId;
  const profile = async (id: number, headers?: Record<string, string>, tz = 'Asia/Shanghai') => {
    const res = await server.graphql<{ creator: Profile }>(PROFILE, { id, tz }, headers);
    expect(res.errors).toBeUndefined();
    return res.data!.creator;
  };

  beforeAll(async () => {
    server = await startTestServer();
    // Four creators, each with one published API; the platform team's is the one official profile.
    for (const [key, username] of [['chen', '陈浩'], ['zhou', '周敏'], ['li', '李娜'], ['zhao', '赵强'], ['lin', '林语']] as const) {
      people[key] = await buildUser(server, { username });
      await buildApi(server, { creator: people[key] });
    }
    await server.ds.query(`UPDATE creator SET official = true WHERE id = $1`, [people.lin!.creatorId]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('SPEC §9 levels: none 0, low 1–2, medium 3–4, high above', () => {
    expect([0, 1, 2, 3, 4, 5, 40].map(activityLevel)).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect(checkTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(() => checkTimeZone('Mars/Olympus')).toThrow(/Unknown time zone/);
  });

  it('follow needs a signed-in user, changes the true counts, is idempotent, and cannot target oneself', async () => {
    const chen = await creatorId('chen');
    const visitor = await server.graphql(`mutation($id: Int!) { followCreator(creatorId: $id, following: true) { id } }`, {
      id: chen,
    });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const fan = await buildUser(server);
    const follow = (id: number, on: boolean, headers: Record<string, string>) =>
      server.graphql<{ followCreator: { followers: number; followedByMe: boolean } }>(
        `mutation($id: Int!, $on: Boolean!) { followCreator(creatorId: $id, following: $on) { followers followedByMe } }`,
        { id, on },
        headers,
      );
    expect((await follow(chen, true, fan.headers)).data!.followCreator).toEqual({ followers: 1, followedByMe: true });
    expect((await follow(chen, true, fan.headers)).data!.followCreator.followers).toBe(1);
    const other = await buildUser(server);
    expect((await follow(chen, true, other.headers)).data!.followCreator.followers).toBe(2);

    // The fan's own creator profile (every account has one) now follows one creator.
    const me = await server.request('GET', '/api/me', undefined, fan.headers);
    expect((await profile(me.body.data.creatorId as number)).following).toBe(1);
    expect((await profile(chen, fan.headers)).followedByMe).toBe(true);
    expect((await profile(chen)).followedByMe).toBe(false);

    expect((await follow(chen, false, fan.headers)).data!.followCreator).toEqual({ followers: 1, followedByMe: false });
    const self = await follow(me.body.data.creatorId as number, true, { ...fan.headers, 'accept-language': 'en' });
    expect(self.errors?.[0]).toMatchObject({ message: 'You cannot follow yourself', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await follow(999999, true, fan.headers);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('online: a signed-in request within the last 5 minutes', async () => {
    const zhou = await creatorId('zhou');
    expect((await profile(zhou)).isOnline).toBe(false);
    const headers = people.zhou!.headers;
    await server.request('GET', '/api/me', undefined, headers);
    await expect.poll(async () => (await profile(zhou)).isOnline).toBe(true);
    await server.ds.query(
      `UPDATE app_user SET last_seen_at = now() - interval '6 minutes' WHERE id = (SELECT user_id FROM creator WHERE id = $1)`,
      [zhou],
    );
    expect((await profile(zhou)).isOnline).toBe(false);
  });

  it('response rate: others’ comments answered by the creator within 24 h; open windows count once answered', async () => {
    const li = await creatorId('li');
    const [{ user_id: liUser }] = await server.ds.query(`SELECT user_id FROM creator WHERE id = $1`, [li]);
    const [{ id: apiId }] = await server.ds.query(`SELECT id FROM api WHERE creator_id = $1 ORDER BY id LIMIT 1`, [li]);
    expect((await profile(li)).responseRate).toBeNull();
    const comment = async (hoursAgo: number, userId: number | null = null): Promise<number> =>
      (
        await server.ds.query(
          `INSERT INTO comment (api_id, user_id, visitor_id, nickname, content, created_at)
           VALUES ($1, $2, $3, '访客', '请问怎么用？', now() - make_interval(hours => $4)) RETURNING id`,
          [apiId, userId, userId === null ? 'anon_test' : null, hoursAgo],
        )
      )[0].id;
    const answer = (commentId: number, hoursAgo: number) =>
      server.ds.query(
        `INSERT INTO reply (comment_id, user_id, nickname, content, created_at)
         VALUES ($1, $2, '李娜', '见文档', now() - make_interval(hours => $3))`,
        [commentId, liUser, hoursAgo],
      );
    await answer(await comment(48), 46); // answered in 2 h
    await answer(await comment(48), 10); // answered after 38 h: too late
    await comment(48); // never answered
    await comment(2); // still within its 24 h: not counted yet
    await comment(48, liUser); // the creator's own comment: not a question to answer
    expect((await profile(li)).responseRate).toBe(33);
    await answer(await comment(1), 0); // a fresh comment already answered counts
    expect((await profile(li)).responseRate).toBe(50);
  });

  it('rating: 5 × the share of successful calls to the creator’s APIs in the last 30 days', async () => {
    const zhao = await creatorId('zhao');
    const [{ id: apiId }] = await server.ds.query(`SELECT id FROM api WHERE creator_id = $1 ORDER BY id LIMIT 1`, [zhao]);
    const call = (success: boolean, daysAgo: number) =>
      server.ds.query(
        `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
         VALUES ($1, 12, '203.0.113.5', $2, 200, now() - make_interval(days => $3))`,
        [apiId, success, daysAgo],
      );
    expect((await profile(zhao)).rating).toBeNull();
    await call(true, 1);
    await call(true, 2);
    await call(true, 3);
    await call(false, 4);
    await call(false, 40); // outside the window
    expect((await profile(zhao)).rating).toBe(3.8);
  });

  it('the calendar covers 365 days and counts APIs created, updated, published and comments answered', async () => {
    const fresh = await buildUser(server);
    const me = await server.request('GET', '/api/me', undefined, fresh.headers);
    const id = me.body.data.creatorId as number;
    const before = await profile(id, undefined, 'UTC');
    expect(before.activityCalendar.total).toBe(0);
    expect(before.activity).toBe(0);
    const from = new Date(`${before.activityCalendar.from}T00:00:00Z`);
    const to = new Date(`${before.activityCalendar.to}T00:00:00Z`);
    expect((to.getTime() - from.getTime()) / 86_400_000 + 1).toBe(365);
    expect(before.activityCalendar.to).toBe(new Date().toISOString().slice(0, 10));

    const created = await server.request(
      'POST',
      '/api/apis',
      { name: '日历接口', apiurl: 'https://example.com/a', testurl: 'https://example.com/a', rqsType: 'GET' },
      fresh.headers,
    );
    expect(created.body.code).toBe(200);
    const [{ id: apiId }] = await server.ds.query(`SELECT id FROM api WHERE creator_id = $1`, [id]);
    await server.ds.query(`UPDATE api SET description = '改过了' WHERE id = $1`, [apiId]);
    await server.ds.query(`UPDATE api SET stars = stars WHERE id = $1`, [apiId]); // not an edit
    // Published (status → 1), as the review workflow records it: now a visitor of the profile sees it.
    await server.ds.query(`UPDATE api SET status = 1 WHERE id = $1`, [apiId]);
    await server.ds.query(
      `INSERT INTO api_status_event (api_id, from_status, to_status) VALUES ($1, -1, 1)`,
      [apiId],
    );
    // Activity a year and more ago stays out of the window.
    await server.ds.query(
      `INSERT INTO api (name, status, creator_id, created_at) VALUES ('旧接口', 1, $1, now() - interval '400 days')`,
      [id],
    );
    const after = await profile(id, undefined, 'UTC');
    expect(after.activityCalendar.days).toEqual([
      { day: after.activityCalendar.to, count: 3, level: 2, created: 1, published: 1, updated: 1, answered: 0 },
    ]);
    expect(after.activity).toBe(Math.round(100 / 30));

    const bad = await server.graphql(PROFILE, { id, tz: 'Mars/Olympus' }, { 'accept-language': 'en' });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a visitor’s calendar counts only public listed APIs: work on private APIs and drafts shows to the creator (and admins) alone', async () => {
    const owner = await buildUser(server);
    const admin = await buildUser(server, { role: 'ADMIN' });
    const stranger = await buildUser(server);
    const id = owner.creatorId;
    // A private API, and a draft, each created, edited and published as far as the records go.
    for (const [name, status, visibility] of [['私有接口', 1, 'private'], ['草稿接口', -1, 'public']] as const) {
      const [{ id: apiId }] = await server.ds.query(
        `INSERT INTO api (name, status, visibility, creator_id) VALUES ($1, $2, $3, $4) RETURNING id`,
        [name, status, visibility, id],
      );
      await server.ds.query(`UPDATE api SET description = '悄悄改过' WHERE id = $1`, [apiId]);
      await server.ds.query(`INSERT INTO api_status_event (api_id, from_status, to_status) VALUES ($1, -1, 1)`, [apiId]);
    }
    const today = (p: Profile) => p.activityCalendar.days.find((d) => d.day === p.activityCalendar.to);
    for (const viewer of [undefined, stranger.headers]) {
      const seen = await profile(id, viewer, 'UTC');
      expect(seen.activityCalendar).toMatchObject({ total: 0, days: [] });
      expect(seen.activity).toBe(0);
    }
    const hidden = { created: 2, published: 2, updated: 2, answered: 0 };
    expect(today(await profile(id, owner.headers, 'UTC'))).toMatchObject({ count: 6, ...hidden });
    expect(today(await profile(id, (await signIn(server, admin)).headers, 'UTC'))).toMatchObject({ count: 6, ...hidden });
    // The public score is the same for everyone, its creator included: it counts public APIs only.
    expect((await profile(id, owner.headers, 'UTC')).activity).toBe(0);
  });

  it('the response rate is a public figure: comments on private APIs and drafts do not count, for anyone (both doors)', async () => {
    const owner = await buildUser(server, { username: '钱多' });
    const stranger = await buildUser(server);
    const listed = (await buildApi(server, { creator: owner })).id;
    const hidden: number[] = [];
    for (const [name, status, visibility] of [['私有接口', 1, 'private'], ['草稿接口', -1, 'public']] as const) {
      const [{ id }] = await server.ds.query(
        `INSERT INTO api (name, status, visibility, creator_id) VALUES ($1, $2, $3, $4) RETURNING id`,
        [name, status, visibility, owner.creatorId],
      );
      hidden.push(id as number);
    }
    // Two days ago a visitor asked on each; the creator answered at once on the public API only.
    const ask = async (apiId: number): Promise<number> =>
      (
        await server.ds.query(
          `INSERT INTO comment (api_id, user_id, visitor_id, nickname, content, created_at)
           VALUES ($1, NULL, 'anon_test', '访客', '请问怎么用？', now() - interval '48 hours') RETURNING id`,
          [apiId],
        )
      )[0].id;
    const asked = await ask(listed);
    await server.ds.query(
      `INSERT INTO reply (comment_id, user_id, nickname, content, created_at) VALUES ($1, $2, '钱多', '见文档', now() - interval '47 hours')`,
      [asked, owner.id],
    );
    for (const apiId of hidden) await ask(apiId);
    for (const viewer of [undefined, stranger.headers, owner.headers]) {
      expect((await profile(owner.creatorId, viewer)).responseRate).toBe(100);
    }
    const rest = await server.request('GET', '/api/findDevelopers');
    expect(rest.body.data.find((c: { name: string }) => c.name === '钱多')).toMatchObject({ responseRate: 100 });
  });

  it('official and VIP are granted badges, never inferred: only the profile marked official is', async () => {
    const res = await server.graphql<{ creators: { items: Array<{ name: string; official: boolean; vip: boolean }> } }>(
      `{ creators(limit: 100) { items { name official vip } } }`,
    );
    const official = res.data!.creators.items.filter((c) => c.official).map((c) => c.name);
    expect(official).toEqual(['林语']);
    expect(res.data!.creators.items.some((c) => c.vip)).toBe(false);
  });

  it('GET /api/findDevelopers carries the measured figures', async () => {
    const res = await server.request('GET', '/api/findDevelopers');
    const li = res.body.data.find((c: { name: string }) => c.name === '李娜');
    expect(li).toMatchObject({ responseRate: 50, isOnline: false });
    const zhao = res.body.data.find((c: { name: string }) => c.name === '赵强');
    expect(zhao.rating).toBe(3.8);
  });
});
