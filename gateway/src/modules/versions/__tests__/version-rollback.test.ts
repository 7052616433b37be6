import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { apiForm, buildUser, signInAdmin, type BuiltUser, type Caller } from '../../../__tests__/support/factories.js';
import { startUpstream, type LocalUpstream } from '../../open-call/__tests__/upstream-fixture.js';
import { grayBucket } from '../../open-call/traffic-policy.rules.js';

/**
 * Issue #30 with the traffic policy's rollback: when a failing gray release is rolled back, the stored
 * versions route to what is really live — the version the release updated goes back to its earlier address,
 * and a version the release started is withdrawn — so a pinned call of each version reaches the upstream that
 * serves it, also after later releases made that version an older one.
 */
describe('versions after a rollback', () => {
  let server: TestServer;
  let up: LocalUpstream;
  /** Closed before it is called: every call to it fails (502), which makes the gray release roll back. */
  let down: LocalUpstream;
  let creator: BuiltUser;
  let admin: Caller;
  const at = (v: string) => `${up.url}/mode?v=${v}`;

  /** The upstream that answers a call (its `version` field), after the caches are dropped; and the Api-Version header. */
  const served = async (id: number, version?: string, ip = '198.51.100.200') => {
    server.services.openCall.invalidate(id);
    server.services.trafficPolicies.invalidate(id);
    server.services.versions.invalidate(id);
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (version) headers['api-version'] = version;
    const res = await server.request('GET', `/api/open/api/${id}`, undefined, headers);
    return [res.status === 200 ? (res.body.version as string) : `HTTP ${res.status}`, res.headers.get('api-version')];
  };

  const published = async (v: string): Promise<number> => {
    const created = await server.request('POST', '/api/apis', apiForm({ apiurl: at(v), respose: '{"version":"x","mode":"ok"}' }), creator.headers);
    expect(created.body.code, created.text).toBe(200);
    const id = created.body.data.apiid as number;
    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    expect(await served(id)).toEqual([v, 'v1']);
    return id;
  };

  const release = async (id: number, over: Record<string, unknown>, gray: boolean) => {
    expect((await server.request('PUT', `/api/apis/${id}`, apiForm(over), creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    const body = gray
      ? { apiId: id, type: 'gray', threshold: 5000, alertThreshold: 100, offThreshold: 1000 }
      : { apiId: id, type: 'full' };
    const res = await server.request('POST', '/api/system/publishApi', body, admin.headers);
    expect(res.body.code, res.text).toBe(200);
  };

  /** Calls from inside the gray share fail until the traffic policy rolls the release back. */
  const rollBack = async (id: number) => {
    const inside = Array.from({ length: 80 }, (_, i) => `198.51.100.${i + 1}`).filter((ip) => grayBucket(id, null, ip) < 5000);
    // POLICY_MIN_CALLS (3) failing calls: the policy may judge them as soon as the third is recorded (a
    // loaded machine's flush ran between a third and a fourth call once), so no call after them must fail.
    for (const ip of inside.slice(0, 3)) expect((await served(id, undefined, ip))[0]).toBe('HTTP 502');
    await server.services.trafficPolicies.settle();
    const history = await server.request('GET', `/api/apis/${id}/revisions`);
    expect(history.body.data[0].state).toBe('ROLLED_BACK');
    for (const ip of inside.slice(0, 4)) expect((await served(id, undefined, ip))[0]).not.toBe('HTTP 502');
  };

  const stored = async (id: number) =>
    (await server.ds.query(
      `SELECT number, address, withdrawn_at IS NOT NULL AS withdrawn FROM api_version WHERE api_id = $1 ORDER BY number`,
      [id],
    )) as Array<{ number: number; address: string; withdrawn: boolean }>;

  beforeAll(async () => {
    up = await startUpstream();
    down = await startUpstream();
    server = await startTestServer({
      ADMIN_PASSWORD: 'admin-test-password',
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port},127.0.0.1:${down.port}`,
      TRUST_PROXY: 'true',
      POLICY_MIN_CALLS: '3',
    });
    await down.close();
    creator = await buildUser(server);
    admin = await signInAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  it('a rolled-back update of v1 leaves v1 at its live address, also once v2 makes it an older version', async () => {
    const id = await published('a1');
    // Non-breaking (only the upstream changes): the gray release updates v1.
    await release(id, { apiurl: `${down.url}/mode?v=a2`, respose: '{"version":"x","mode":"ok"}' }, true);
    await rollBack(id);
    expect(await stored(id)).toEqual([{ number: 1, address: at('a1'), withdrawn: false }]);
    expect(await served(id, 'v1')).toEqual(['a1', 'v1']);

    // A breaking release starts v2; v1, now an older version, goes straight to its own (live) address.
    await release(id, { apiurl: at('a3'), respose: '{"release":"a3"}' }, false);
    expect(await served(id, 'v1')).toEqual(['a1', 'v1']);
    expect(await served(id, 'v2')).toEqual(['a3', 'v2']);
    expect(await served(id)).toEqual(['a3', 'v2']);
  });

  it('a rolled-back release that started v2 withdraws it: v1 is served and listed alone; the next release is v2', async () => {
    const id = await published('b1');
    await release(id, { apiurl: `${down.url}/mode?v=b2`, respose: '{"release":"b2"}' }, true);
    expect((await stored(id)).map((v) => v.number)).toEqual([1, 2]);
    await rollBack(id);
    expect(await stored(id)).toEqual([
      { number: 1, address: at('b1'), withdrawn: false },
      { number: 2, address: `${down.url}/mode?v=b2`, withdrawn: true },
    ]);
    // Every caller gets what is live, named as it is: v1.
    expect(await served(id, 'v1')).toEqual(['b1', 'v1']);
    expect(await served(id, 'v2')).toEqual(['b1', 'v1']);
    expect(await served(id)).toEqual(['b1', 'v1']);
    const list = await server.request('GET', `/api/apis/${id}/versions`);
    expect(list.body.data).toMatchObject([{ version: 'v1', status: 'stable', isDefault: true, isLatest: true }]);

    // The fixed release takes the number v2 again, whatever its classification against the withdrawn contract.
    await release(id, { apiurl: at('b3'), respose: '{"release":"b3","more":1}' }, false);
    expect(await stored(id)).toEqual([
      { number: 1, address: at('b1'), withdrawn: false },
      { number: 2, address: at('b3'), withdrawn: false },
    ]);
    expect(await served(id, 'v1')).toEqual(['b1', 'v1']);
    expect(await served(id, 'v2')).toEqual(['b3', 'v2']);
    expect(await served(id)).toEqual(['b3', 'v2']);
  });
});
