import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grayBucket } from '../../gateway/src/modules/open-call/traffic-policy.rules.js';
import { startUpstream, type LocalUpstream } from '../../gateway/src/modules/open-call/__tests__/upstream-fixture.js';
import { apiForm, newCreator, signInAdmin, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * #16.2: a change to a published API's address, method or parameters is a revision. The published
 * version keeps serving; the revision is reviewed like a new API (the same pending list and pass/reject
 * paths); once passed it is released gray or full through the rollout; a rejected one never serves.
 */
describe('revisions of a published API', () => {
  let server: TestServer;
  let up: LocalUpstream;
  /** An upstream that is closed before it is called: every call to it fails (unreachable, 502). */
  let down: LocalUpstream;
  let creator: Caller;
  let admin: Caller;

  const en = { 'accept-language': 'en' };
  const zh = { 'accept-language': 'zh-CN' };
  const at = (v: string) => `${up.url}/mode?v=${v}`;

  /** What a caller gets now: the API's cached address and rollout are dropped first, so no cache hides a change. */
  const served = async (id: number, ip = '198.51.100.7') => {
    server.services.openCall.invalidate(id);
    server.services.trafficPolicies.invalidate(id);
    const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-forwarded-for': ip });
    return res.status === 200 ? (res.body.version as string) : `HTTP ${res.status}`;
  };

  /** A creator's API, submitted, passed by the administrator and called once (served to everyone). */
  const published = async (v: string): Promise<number> => {
    const created = await server.request('POST', '/api/apis', apiForm({ apiurl: at(v) }), creator.headers);
    expect(created.body.code, created.text).toBe(200);
    const id = created.body.data.apiid as number;
    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    // A pass approves; the creator's publish configuration (full) releases it (#34.6).
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    expect(await served(id)).toBe(v);
    return id;
  };

  const edit = (id: number, over: Record<string, unknown>, headers: Record<string, string> = en) =>
    server.request('PUT', `/api/apis/${id}`, apiForm(over), { ...creator.headers, ...headers });

  const pendingList = async () =>
    (await server.request('GET', '/api/system/apiReview', undefined, admin.headers)).body.data as Array<{
      apiid: number;
      revision: { number: number; apiurl: string; liveApiurl: string } | null;
    }>;

  beforeAll(async () => {
    up = await startUpstream();
    down = await startUpstream();
    server = await startSecurityServer({
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port},127.0.0.1:${down.port}`,
      TRUST_PROXY: 'true',
      // Verdicts on few calls (no API here has thresholds but the ones that test them).
      POLICY_MIN_CALLS: '3',
      // A failure of ours prints its cause (none is expected here; a publish answered 500 once under load).
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    });
    creator = await newCreator(server, 'rev');
    admin = await signInAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  const inShare = (id: number, share: number) => {
    const ips = Array.from({ length: 80 }, (_, i) => `198.51.100.${i + 1}`);
    return { inside: ips.filter((ip) => grayBucket(id, null, ip) < share), outside: ips.filter((ip) => grayBucket(id, null, ip) >= share) };
  };
  const history = async (id: number) =>
    (await server.request('GET', `/api/apis/${id}/revisions`, undefined, en)).body.data as Array<{ number: number; state: string }>;

  it('a new address waits for review; once passed and fully released it answers', async () => {
    const id = await published('v1');
    const res = await edit(id, { apiurl: at('v2') });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.message).toMatch(/revision.*review/i);
    // The answer shows the published version, and the revision waiting.
    expect(res.body.data.apiurl).toBe(at('v1'));
    expect(res.body.data.pendingRevision).toMatchObject({ number: 2, status: 'PENDING' });
    expect(await served(id)).toBe('v1');
    // The reviewer sees what the revision would call, next to what is live.
    expect((await pendingList()).find((p) => p.apiid === id)?.revision).toMatchObject({
      number: 2,
      changedFields: ['address'],
      apiurl: at('v2'),
      liveApiurl: at('v1'),
    });
    // The creator's message comes in their language.
    const again = await edit(id, { apiurl: at('v2'), rqsType: 'POST' }, zh);
    expect(again.body.message).toMatch(/修订.*审核/);
    // GraphQL shows the same pending revision on the creator's own list.
    const gql = await server.request(
      'POST',
      '/graphql',
      { query: '{ myApis { id status pendingRevision { number status requestMethod changedFields } } }' },
      creator.headers,
    );
    expect(gql.body.data.myApis.find((a: { id: number }) => a.id === id)).toMatchObject({
      status: 1,
      pendingRevision: { number: 2, status: 'PENDING', requestMethod: 'POST', changedFields: ['address', 'method'] },
    });

    const desk = await server.graphql<{ pendingReviews: Array<{ apiId: number; revision: { address: string; liveAddress: string; requestMethod: string } | null }> }>(
      '{ pendingReviews { apiId revision { address liveAddress requestMethod } } }',
      undefined,
      admin.headers,
    );
    expect(desk.data?.pendingReviews.find((p) => p.apiId === id)?.revision).toEqual({
      address: at('v2'),
      liveAddress: at('v1'),
      requestMethod: 'POST',
    });
    // Passed, not yet released: still the published version.
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect(await served(id)).toBe('v1');
    expect((await pendingList()).some((p) => p.apiid === id)).toBe(false);
    const released = await server.request('POST', '/api/system/publishApi', { apiId: id, type: 'full' }, admin.headers);
    expect(released.body.code, released.text).toBe(200);
    expect(await served(id)).toBe('v2');
    expect(await served(id, '203.0.113.200')).toBe('v2');
    const rows: Array<{ status: number; request_method: string }> = await server.ds.query(
      `SELECT status, request_method FROM api WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 1, request_method: 'POST' });
  });

  it('a gray release serves the revision to the gray share only, the published version to the rest', async () => {
    const id = await published('g1');
    expect((await edit(id, { apiurl: at('g2') })).body.data.pendingRevision.status).toBe('PENDING');
    // The same GraphQL review path as a new API.
    const pass = await server.request('POST', '/graphql', { query: `mutation { passApi(apiId: ${id}) }` }, admin.headers);
    expect(pass.body.data?.passApi, pass.text).toBe(true);
    const gray = await server.request(
      'POST',
      '/api/system/publishApi',
      { apiId: id, type: 'gray', threshold: 3000 },
      admin.headers,
    );
    expect(gray.body.code, gray.text).toBe(200);
    const ips = Array.from({ length: 60 }, (_, i) => `198.51.100.${i + 1}`);
    const inside = ips.filter((ip) => grayBucket(id, null, ip) < 3000);
    const outside = ips.filter((ip) => grayBucket(id, null, ip) >= 3000);
    expect(inside.length).toBeGreaterThan(3);
    expect(outside.length).toBeGreaterThan(3);
    for (const ip of inside) expect(await served(id, ip), ip).toBe('g2');
    for (const ip of outside) expect(await served(id, ip), ip).toBe('g1');
  });

  it('a rejected revision never serves, and the API stays published', async () => {
    const id = await published('r1');
    expect((await edit(id, { apiurl: at('r2') })).body.code).toBe(200);
    const rejected = await server.request(
      'GET',
      `/api/system/reject?apiId=${id}&comment=${encodeURIComponent('上游不可信')}`,
      undefined,
      admin.headers,
    );
    expect(rejected.body.code, rejected.text).toBe(200);
    expect(await served(id)).toBe('r1');
    // A publish afterwards has no revision to release: the published version stays.
    expect((await server.request('POST', '/api/system/publishApi', { apiId: id, type: 'full' }, admin.headers)).body.code).toBe(200);
    expect(await served(id)).toBe('r1');
    const rows: Array<{ status: number; address: string }> = await server.ds.query(
      `SELECT status, address FROM api WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 1, address: at('r1') });
    const mine = await server.request('GET', '/api/system/api/author/getApiList', undefined, creator.headers);
    expect(mine.body.data.find((a: { apiid: number }) => a.apiid === id).pendingRevision).toBeNull();
  });

  it('the creator cannot release an unreviewed revision with the publish configuration', async () => {
    const id = await published('c1');
    await edit(id, { apiurl: at('c2') });
    const cfg = await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers);
    expect(cfg.body.code).toBe(200);
    expect(await served(id)).toBe('c1');
    // Once passed, the creator's own full release puts it live.
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    expect(await served(id)).toBe('c2');
  });

  it('descriptive fields change at once, with no revision', async () => {
    const id = await published('d1');
    const res = await edit(id, { apiurl: at('d1'), description: '新的描述', name: '改名后的接口' });
    expect(res.body.message).toBe('Updated');
    expect(res.body.data).toMatchObject({ name: '改名后的接口', description: '新的描述', pendingRevision: null });
    expect((await pendingList()).some((p) => p.apiid === id)).toBe(false);
    expect(await served(id)).toBe('d1');
  });

  it('the change history lists each released revision with what changed, newest first', async () => {
    const id = await published('h1');
    await edit(id, {
      apiurl: at('h2'),
      parameters: [{ name: 'city', description: '城市', type: 'string', required: true, example: '北京' }],
    });
    await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers);
    await server.request('POST', '/api/system/publishApi', { apiId: id, type: 'full' }, admin.headers);
    const res = await server.request('GET', `/api/apis/${id}/revisions`, undefined, en);
    expect(res.body.code, res.text).toBe(200);
    const [latest, first] = res.body.data;
    expect(latest).toMatchObject({ number: 2, addressChanged: true, deployType: 'full' });
    expect(latest.params).toEqual([
      expect.objectContaining({ change: 'added', name: 'city', after: expect.objectContaining({ type: 'string', required: true }) }),
    ]);
    expect(first).toMatchObject({ number: 1 });
    // The upstream address itself is the creator's secret: never in the public history.
    expect(res.text).not.toContain(up.url);
  });

  it('a failing gray revision rolls itself back: everyone gets the published version again', async () => {
    const id = await published('b1');
    await edit(id, { apiurl: `${down.url}/mode?v=b2` });
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    // Its own offThreshold keeps the platform's shutdown policy (500 ‰, README) from acting before the rollback.
    const gray = await server.request('POST', '/api/system/publishApi', { apiId: id, type: 'gray', threshold: 5000, alertThreshold: 100, offThreshold: 1000 }, admin.headers);
    expect(gray.body.code, gray.text).toBe(200);
    await down.close();
    const { inside, outside } = inShare(id, 5000);
    for (const ip of inside.slice(0, 3)) expect(await served(id, ip)).toBe('HTTP 502');
    expect(await served(id, outside[0])).toBe('b1');
    await server.services.trafficPolicies.settle();
    for (const ip of inside) expect(await served(id, ip), ip).toBe('b1');
    expect((await history(id)).map((e) => [e.number, e.state])).toEqual([[2, 'ROLLED_BACK'], [1, 'CURRENT']]);
  });

  it('a healthy gray revision promotes itself to everyone', async () => {
    const id = await published('p1');
    await edit(id, { apiurl: at('p2') });
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publishApi', { apiId: id, type: 'gray', threshold: 5000 }, admin.headers)).body.code).toBe(200);
    const promote = await server.graphql(`mutation { setGrayPromotion(apiId: ${id}, calls: 3) { promoteAfterCalls } }`, undefined, admin.headers);
    expect(promote.errors).toBeUndefined();
    const { inside, outside } = inShare(id, 5000);
    expect(await served(id, outside[0])).toBe('p1');
    for (const ip of inside.slice(0, 3)) expect(await served(id, ip)).toBe('p2');
    await server.services.trafficPolicies.settle();
    for (const ip of outside) expect(await served(id, ip), ip).toBe('p2');
    expect((await history(id)).map((e) => [e.number, e.state])).toEqual([[2, 'CURRENT'], [1, 'PAST']]);
  });

  it('a new gray revision counts its own healthy calls towards promotion, not the previous one’s', async () => {
    const id = await published('q1');
    const release = async (v: string) => {
      await edit(id, { apiurl: at(v) });
      const passed = await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers);
      expect(passed.body.code, passed.text).toBe(200);
      // The answer's text in the message: a 500 here once under load (CI 2026-11-29, not reproduced since; TEST_LOG_LEVEL=error shows the gateway's log).
      const out = await server.request('POST', '/api/system/publishApi', { apiId: id, type: 'gray', threshold: 5000 }, admin.headers);
      expect(out.body.code, out.text).toBe(200);
    };
    await release('q2');
    await server.graphql(`mutation { setGrayPromotion(apiId: ${id}, calls: 3) { promoteAfterCalls } }`, undefined, admin.headers);
    const { inside, outside } = inShare(id, 5000);
    for (const ip of inside.slice(0, 2)) expect(await served(id, ip)).toBe('q2');
    // Revision 3 replaces the gray revision 2 before it was promoted: its gray phase starts from zero.
    await release('q3');
    expect(await served(id, inside[0])).toBe('q3');
    await server.services.trafficPolicies.settle();
    expect(await served(id, outside[0])).toBe('q1');
    const release3 = await server.graphql<{ apiRelease: { healthyGrayCalls: number } }>(`{ apiRelease(apiId: ${id}) { healthyGrayCalls } }`, undefined, admin.headers);
    expect(release3.data?.apiRelease.healthyGrayCalls).toBe(1);
  });

  it('in automatic review mode a revision passes at once but still serves only once released', async () => {
    const id = await published('m1');
    const mode = (m: number) => server.request('GET', `/api/system/changeMode?modeId=${m}`, undefined, admin.headers);
    expect((await mode(2)).body.code).toBe(200);
    try {
      const res = await edit(id, { apiurl: at('m2') });
      expect(res.body.message).toMatch(/passed review automatically/);
      expect(res.body.data.pendingRevision).toMatchObject({ number: 2, status: 'PASSED' });
      expect((await pendingList()).some((p) => p.apiid === id)).toBe(false);
      expect(await served(id)).toBe('m1');
      const cfg = await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers);
      expect(cfg.body.code).toBe(200);
      expect(await served(id)).toBe('m2');
    } finally {
      await mode(1);
    }
  });
});
