import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { apiForm, buildUser, signInAdmin, type BuiltUser, type Caller } from '../../../__tests__/support/factories.js';
import { startUpstream, type LocalUpstream } from '../../open-call/__tests__/upstream-fixture.js';
import { grayBucket } from '../../open-call/traffic-policy.rules.js';
import { waitFor } from '../../../__tests__/support/wait.js';

/**
 * Issue #30 through the real gateway: a breaking revision is classified for the creator and the reviewer,
 * its release starts v2 while v1 keeps serving its own contract to callers who pin it; a deprecation puts
 * Deprecation / Sunset / Link on every answer of v1 (REST and the GraphQL replay), tells v1's callers at once
 * and 30, 7 and 1 days before the sunset (a moved clock), and after the sunset v1 answers 410 naming v2.
 */
describe('versions, classified changes, deprecation and sunset', () => {
  let server: TestServer;
  let up: LocalUpstream;
  let creator: BuiltUser;
  let visitor: BuiltUser;
  let admin: Caller;
  let id: number;
  const en = { 'accept-language': 'en' };
  const at = (v: string) => `${up.url}/mode?v=${v}`;
  const DAY = 86_400_000;

  const call = (headers: Record<string, string> = {}, query = '') =>
    server.request('GET', `/api/open/api/${id}${query}`, undefined, { ...visitor.headers, ...headers });

  beforeAll(async () => {
    up = await startUpstream();
    server = await startTestServer({ ADMIN_PASSWORD: 'admin-test-password', UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}` });
    creator = await buildUser(server);
    visitor = await buildUser(server);
    admin = await signInAdmin(server);
    const created = await server.request('POST', '/api/apis', apiForm({ apiurl: at('one'), respose: '{"version":"one","mode":"ok"}' }), creator.headers);
    expect(created.body.code, created.text).toBe(200);
    id = created.body.data.apiid;
    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  it('a breaking revision is classified for the creator and the reviewer, and its release starts v2', async () => {
    const first = await call();
    expect(first.status).toBe(200);
    expect(first.headers.get('api-version')).toBe('v1');
    expect(first.headers.get('deprecation')).toBeNull();

    // Only v1 so far: it cannot be deprecated.
    const only = await server.request('POST', `/api/apis/${id}/versions/v1/deprecate`, { sunset: new Date(Date.now() + 40 * DAY).toISOString(), successor: 'v2' }, { ...creator.headers, ...en });
    expect(only.status).toBe(400);
    expect(only.body.message).toMatch(/only version/);

    const edited = await server.request('PUT', `/api/apis/${id}`, apiForm({ apiurl: at('two'), respose: '{"release":"two"}' }), creator.headers);
    expect(edited.body.code, edited.text).toBe(200);
    const mine = await server.graphql<{ myApis: Array<{ id: number; pendingRevision: { breaking: boolean; changes: Array<{ kind: string; breaking: boolean; target: string | null; labelEn: string }> } | null }> }>(
      '{ myApis { id pendingRevision { breaking changes { kind breaking target labelEn } } } }',
      undefined,
      creator.headers,
    );
    const pending = mine.data!.myApis.find((a) => a.id === id)!.pendingRevision!;
    expect(pending.breaking).toBe(true);
    expect(pending.changes).toEqual(
      expect.arrayContaining([
        { kind: 'response.field.removed', breaking: true, target: '$.version', labelEn: 'Response field removed' },
        { kind: 'response.field.added', breaking: false, target: '$.release', labelEn: 'Response field added' },
        expect.objectContaining({ kind: 'address.changed', breaking: false }),
      ]),
    );
    const desk = await server.graphql<{ pendingReviews: Array<{ apiId: number; revision: { breaking: boolean; changes: Array<{ kind: string }> } | null }> }>(
      '{ pendingReviews { apiId revision { breaking changes { kind } } } }',
      undefined,
      admin.headers,
    );
    expect(desk.data!.pendingReviews.find((p) => p.apiId === id)!.revision).toMatchObject({ breaking: true, changes: expect.arrayContaining([{ kind: 'response.field.removed' }]) });
    const rest = await server.request('GET', '/api/system/apiReview', undefined, admin.headers);
    expect(rest.body.data.find((p: { apiid: number }) => p.apiid === id).revision).toMatchObject({
      breaking: true,
      versionOverride: null,
      changes: expect.arrayContaining([{ kind: 'response.field.removed', breaking: true, label: '返回删除字段', labelEn: 'Response field removed', target: '$.version', before: 'string', after: null }]),
    });

    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);

    const versions = await server.request('GET', `/api/apis/${id}/versions`);
    expect(versions.body.data).toMatchObject([
      { version: 'v1', status: 'stable', isDefault: false, isLatest: false, sunset: null, successor: null },
      { version: 'v2', status: 'stable', isDefault: true, isLatest: true },
    ]);
    // Unpinned calls get v2; v1 pinned by header or query keeps the contract it had.
    server.services.openCall.invalidate(id);
    const latest = await call();
    expect([latest.headers.get('api-version'), latest.body.version]).toEqual(['v2', 'two']);
    const pinned = await call({ 'api-version': 'v1' });
    expect([pinned.headers.get('api-version'), pinned.body.version]).toEqual(['v1', 'one']);
    const byQuery = await call({}, '?version=v1');
    expect([byQuery.headers.get('api-version'), byQuery.body.version]).toEqual(['v1', 'one']);
    const unknown = await call({ 'api-version': 'v9', ...en });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, data: null, reason: 'API_VERSION_NOT_FOUND', message: `API ${id} has no version v9` });
    // Call history is per version.
    await server.services.callRecorder.flush();
    const rows: Array<{ version: string; n: number }> = await server.ds.query(
      `SELECT version, count(*)::int AS n FROM api_call WHERE api_id = $1 AND status = 200 GROUP BY version ORDER BY version`,
      [id],
    );
    expect(rows).toEqual([{ version: 'v1', n: 3 }, { version: 'v2', n: 1 }]);
    const v1 = await server.graphql<{ apiCallHistory: { total: number; items: Array<{ version: string; status: number }> } }>(
      'query($a: Int!) { apiCallHistory(apiId: $a, version: "v1") { total items { version status } } }',
      { a: id },
    );
    expect(v1.data!.apiCallHistory.total).toBe(3);
    expect(new Set(v1.data!.apiCallHistory.items.map((i) => i.version))).toEqual(new Set(['v1']));
    const v2 = await server.request('GET', `/api/histroy/log/api/${id}?version=v2`);
    expect(v2.body.data.total).toBe(1);
    expect((await server.request('GET', `/api/histroy/log/api/${id}?version=two`)).status).toBe(400);
    // One version's raw rows are paged through their first 1000 only: a clear 400 beyond, in the caller's language.
    const deep = await server.request('GET', `/api/histroy/log/api/${id}?version=v2&page=200&pageSize=10`, undefined, en);
    expect(deep.body).toMatchObject({ code: 400, message: "One version's call history pages through its first 1000 calls" });
    expect((await server.request('GET', `/api/histroy/log/api/${id}?version=v2&page=100&pageSize=10`)).body.code).toBe(200);
    // A version's totals cover the kept rows (the retention window), not rows older than it.
    await server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at, version)
       VALUES ($1, 5, '127.0.0.1', true, 200, now() - interval '400 days', 'v2')`,
      [id],
    );
    expect((await server.request('GET', `/api/histroy/log/api/${id}?version=v2`)).body.data.total).toBe(1);
  });

  it('a gray release of a breaking revision: callers outside the share are served v1 and told v1, and recorded as v1', async () => {
    const created = await server.request('POST', '/api/apis', apiForm({ apiurl: at('g1'), respose: '{"version":"g1","mode":"ok"}' }), creator.headers);
    const g = created.body.data.apiid as number;
    expect((await server.request('PUT', `/api/apis/${g}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${g}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: g, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    // One caller inside a 10 % share, one outside (the share is a hash of the API and the account).
    const pick = async (inside: boolean) => {
      for (;;) {
        const u = await buildUser(server);
        if ((grayBucket(g, u.id, '') < 1000) === inside) return u;
      }
    };
    const [inGray, outside] = [await pick(true), await pick(false)];
    const open = (who: BuiltUser) => server.request('GET', `/api/open/api/${g}`, undefined, who.headers);
    expect((await open(outside)).headers.get('api-version')).toBe('v1');
    // The served address is remembered as the stable one.
    await waitFor(async () => (await server.ds.query(`SELECT 1 FROM api_release_state WHERE api_id = $1 AND stable_address = $2`, [g, at('g1')])).length > 0, 'the stable address');

    expect((await server.request('PUT', `/api/apis/${g}`, apiForm({ apiurl: at('g2'), respose: '{"release":"g2"}' }), creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${g}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: g, deployType: 'gray', grayScale: 1000 }, creator.headers)).body.code).toBe(200);
    server.services.openCall.invalidate(g);
    const a = await open(inGray);
    expect([a.headers.get('api-version'), a.body.version]).toEqual(['v2', 'g2']);
    const b = await open(outside);
    expect([b.headers.get('api-version'), b.body.version]).toEqual(['v1', 'g1']);
    await server.services.callRecorder.flush();
    const rows: Array<{ user_id: number; version: string }> = await server.ds.query(
      `SELECT user_id, version FROM api_call WHERE api_id = $1 AND status = 200 ORDER BY requested_at DESC LIMIT 2`,
      [g],
    );
    expect(rows.find((r) => Number(r.user_id) === outside.id)?.version).toBe('v1');
    expect(rows.find((r) => Number(r.user_id) === inGray.id)?.version).toBe('v2');
  });

  it('an administrator’s recorded override keeps a breaking revision in the current version', async () => {
    const created = await server.request('POST', '/api/apis', apiForm({ apiurl: at('a'), rqsType: 'GET' }), creator.headers);
    const other = created.body.data.apiid as number;
    expect((await server.request('PUT', `/api/apis/${other}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${other}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: other, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    expect((await server.request('PUT', `/api/apis/${other}`, apiForm({ apiurl: at('b'), rqsType: 'POST' }), creator.headers)).body.code).toBe(200);
    const OVERRIDE = 'mutation($a: Int!, $r: String!) { overrideBreakingRevision(apiId: $a, reason: $r) }';
    // Administrators only; the reason is required.
    expect((await server.graphql(OVERRIDE, { a: other, r: '内部接口' }, creator.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(OVERRIDE, { a: other, r: ' ' }, { ...admin.headers, ...en })).errors?.[0]?.message).toBe('Give the reason for the override');
    expect((await server.graphql(OVERRIDE, { a: other, r: '只有内部调用方' }, admin.headers)).data).toEqual({ overrideBreakingRevision: true });
    const mine = await server.graphql<{ myApis: Array<{ id: number; pendingRevision: { breaking: boolean; versionOverride: string | null } | null }> }>(
      '{ myApis { id pendingRevision { breaking versionOverride } } }',
      undefined,
      creator.headers,
    );
    expect(mine.data!.myApis.find((a) => a.id === other)!.pendingRevision).toEqual({ breaking: true, versionOverride: '只有内部调用方' });
    expect((await server.request('GET', `/api/system/passApi?apiId=${other}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: other, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/apis/${other}/versions`)).body.data.map((v: { version: string }) => v.version)).toEqual(['v1']);
    const [recorded] = await server.ds.query(
      `SELECT version_override_by AS "by", version_override_reason AS reason, version_number AS "n" FROM api_contract_revision WHERE api_id = $1 AND status = 2 ORDER BY number DESC LIMIT 1`,
      [other],
    );
    expect(recorded).toMatchObject({ reason: '只有内部调用方', n: 1, by: expect.any(Number) });
  });

  it('refuses bad deprecations with clear 400s in the caller’s language, and strangers with a 404', async () => {
    const sunset = new Date(Date.now() + 40 * DAY).toISOString();
    const post = (version: string, body: object, who: Caller = creator, lang = en) =>
      server.request('POST', `/api/apis/${id}/versions/${version}/deprecate`, body, { ...who.headers, ...lang });
    expect((await post('version1', { sunset, successor: 'v2' })).body).toMatchObject({ code: 400, message: 'A version name is v + a number (such as v1), got "version1"' });
    expect((await post('v1', { sunset: '2020-01-01T00:00:00Z', successor: 'v2' })).body).toMatchObject({ code: 400, message: 'The sunset must be in the future' });
    expect((await post('v1', { sunset: 'soon', successor: 'v2' })).body.code).toBe(400);
    expect((await post('v1', { sunset: '+010000-01-01T00:00:00Z', successor: 'v2' })).body).toMatchObject({ code: 400, message: 'The sunset cannot be more than 10 years ahead' });
    expect((await post('v1', { sunset: new Date(Date.now() + 11 * 366 * DAY).toISOString(), successor: 'v2' }, creator, { 'accept-language': 'zh-CN' })).body).toMatchObject({ code: 400, message: '停用日期不能晚于 10 年之后' });
    expect((await post('v1', { sunset, successor: 'v7' })).body).toMatchObject({ code: 400, message: 'The successor "v7" is not another live version of this API' });
    expect((await post('v1', { sunset, successor: 'v1' })).status).toBe(400);
    expect((await post('v1', { sunset: '2020-01-01T00:00:00Z', successor: 'v2' }, creator, { 'accept-language': 'zh-CN' })).body.message).toBe('停用日期须在未来');
    expect((await post('v1', { sunset, successor: 'v2' }, visitor)).status).toBe(404);
    expect((await server.request('POST', `/api/apis/${id}/versions/v1/deprecate`, { sunset, successor: 'v2' })).status).toBe(401);
  });

  it('a deprecated version carries Deprecation, Sunset and Link on every answer; its callers are told and reminded; after the sunset it is gone', async () => {
    const channel: Array<{ id: number }> = await server.ds.query(
      `INSERT INTO alert_channel (kind, name, url, events, owner_id) VALUES ('webhook', 'deprecations', 'https://hooks.example/x', ARRAY['deprecation'], $1) RETURNING id`,
      [creator.id],
    );
    const sunset = new Date(Date.now() + 40 * DAY);
    const res = await server.request('POST', `/api/apis/${id}/versions/v1/deprecate`, { sunset: sunset.toISOString(), successor: 'v2' }, creator.headers);
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ version: 'v1', status: 'deprecated', successor: 'v2', sunset: sunset.toISOString() });
    const deprecatedAt = Math.floor(new Date(res.body.data.deprecatedAt).getTime() / 1000);

    // Every answer of v1, whatever the method or status.
    for (const answer of [await call({ 'api-version': 'v1' }), await call({}, '?version=v1'), await server.request('POST', `/api/open/api/${id}`, { a: 1 }, { ...visitor.headers, 'api-version': 'v1' })]) {
      expect(answer.headers.get('deprecation')).toBe(`@${deprecatedAt}`);
      expect(answer.headers.get('sunset')).toBe(sunset.toUTCString());
      expect(answer.headers.get('link')).toBe(`</api/open/api/${id}?version=v2>; rel="successor-version"`);
    }
    const v2 = await call();
    expect([v2.headers.get('api-version'), v2.headers.get('deprecation'), v2.headers.get('link')]).toEqual(['v2', null, null]);
    // A call of v1 the gateway refuses (here: the API now needs a token) says so too.
    await server.ds.query(`UPDATE api SET need_token = true WHERE id = $1`, [id]);
    server.services.openCall.invalidate(id);
    const refused = await server.request('GET', `/api/open/api/${id}`, undefined, { 'api-version': 'v1' });
    expect([refused.status, refused.headers.get('deprecation'), refused.headers.get('sunset')]).toEqual([401, `@${deprecatedAt}`, sunset.toUTCString()]);
    await server.ds.query(`UPDATE api SET need_token = false WHERE id = $1`, [id]);
    server.services.openCall.invalidate(id);

    // The GraphQL call path: the creator replays a v1 call attached to a comment; the headers come back as fields.
    await server.services.callRecorder.flush();
    const [{ callId }]: Array<{ callId: number }> = await server.ds.query(
      `SELECT id::int AS "callId" FROM api_call WHERE api_id = $1 AND user_id = $2 AND version = 'v1' ORDER BY id DESC LIMIT 1`,
      [id, visitor.id],
    );
    const comment = await server.request('POST', '/api/comments', { apiId: id, content: '旧版本的调用', attachedCall: { callId } }, visitor.headers);
    expect(comment.body.code, comment.text).toBe(200);
    const replay = await server.graphql<{ replayAttachedCall: { status: number; apiVersion: string; deprecation: string; sunset: string; link: string } }>(
      'mutation($c: Int) { replayAttachedCall(commentId: $c) { status apiVersion deprecation sunset link } }',
      { c: comment.body.data.id },
      creator.headers,
    );
    expect(replay.errors).toBeUndefined();
    expect(replay.data!.replayAttachedCall).toEqual({
      status: 200,
      apiVersion: 'v1',
      deprecation: `@${deprecatedAt}`,
      sunset: sunset.toUTCString(),
      link: `</api/open/api/${id}?version=v2>; rel="successor-version"`,
    });

    // The visitor who called v1 was told at once (in the app), and the creator's channel routes it.
    const notices = async () =>
      (await server.services.notifications.list(visitor.auth)).items.filter((n) => n.kind === 'deprecation' && n.apiId === id);
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0]!.messageEn).toMatch(/Version v1 of .* is deprecated .* move to v2/);
    const queued = async () =>
      (await server.ds.query(`SELECT event_key FROM alert_delivery WHERE channel_id = $1 ORDER BY id`, [channel[0]!.id])).map((r: { event_key: string }) => r.event_key);
    expect(await queued()).toHaveLength(1);

    // Reminders 30, 7 and 1 days before the sunset, each once: a moved clock, no waiting.
    const versions = server.services.versions;
    const notices$ = server.services.versionNotices;
    versions.now = () => new Date(sunset.getTime() - 35 * DAY);
    expect(await notices$.tick()).toBe(0);
    versions.now = () => new Date(sunset.getTime() - 29 * DAY);
    expect(await notices$.tick()).toBe(1);
    expect(await notices$.tick()).toBe(0);
    versions.now = () => new Date(sunset.getTime() - 6 * DAY);
    expect(await notices$.tick()).toBe(1);
    versions.now = () => new Date(sunset.getTime() - DAY / 2);
    expect(await notices$.tick()).toBe(1);
    expect(await notices()).toHaveLength(4);
    expect(await queued()).toHaveLength(4);

    // The creator sees who still calls v1, per day; a stranger may not.
    versions.now = () => new Date();
    await server.services.callRecorder.flush();
    const callers = await server.graphql<{ apiVersionCallers: { days: Array<{ calls: number; users: number }>; callers: Array<{ account: string }> } }>(
      'query($a: Int!) { apiVersionCallers(apiId: $a, version: "v1") { days { day calls users } callers { account calls } } }',
      { a: id },
      creator.headers,
    );
    expect(callers.errors).toBeUndefined();
    expect(callers.data!.apiVersionCallers.callers.map((c) => c.account)).toContain(visitor.account);
    expect(callers.data!.apiVersionCallers.days.at(-1)).toMatchObject({ users: 2 });
    const stranger = await server.graphql('query($a: Int!) { apiVersionCallers(apiId: $a, version: "v1") { days { day } } }', { a: id }, visitor.headers);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // After the sunset: 410 with the successor in the envelope message; v2 still answers.
    versions.now = () => new Date(sunset.getTime() + 1000);
    versions.invalidate(id);
    const gone = await call({ 'api-version': 'v1', ...en });
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: 410, data: null, reason: 'API_VERSION_SUNSET' });
    expect(gone.body.message).toMatch(/use v2 instead/);
    expect((await call()).body.version).toBe('two');
    expect((await server.request('GET', `/api/apis/${id}/versions`)).body.data[0]).toMatchObject({ version: 'v1', status: 'sunset' });
    versions.now = () => new Date();
  });
});
