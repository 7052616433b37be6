import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type LocalUpstream } from '../../gateway/src/modules/open-call/__tests__/upstream-fixture.js';
import { apiForm, newCreator, signInAdmin, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * #26.3: a review decision names the version it decides on. A creator's change after the reviewer loaded
 * the desk (of a new API's address, or of a pending revision's) makes pass, reject and batch review fail
 * with "changed since you opened it" in the caller's language; nothing is decided, and the reloaded desk
 * shows the change under a new version.
 */
describe('review decisions are bound to the reviewed version', () => {
  let server: TestServer;
  let up: LocalUpstream;
  let creator: Caller;
  let admin: Caller;
  const at = (v: string) => `${up.url}/mode?v=${v}`;
  const en = { 'accept-language': 'en' };

  beforeAll(async () => {
    up = await startUpstream();
    server = await startSecurityServer({ UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}` });
    creator = await newCreator(server, 'rv');
    admin = await signInAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  /** A new API, submitted for review (manual mode). */
  const submitted = async (v: string): Promise<number> => {
    const created = await server.request('POST', '/api/apis', apiForm({ apiurl: at(v) }), creator.headers);
    expect(created.body.code, created.text).toBe(200);
    const id = created.body.data.apiid as number;
    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    return id;
  };
  const desk = async () => {
    const res = await server.graphql<{ pendingReviews: Array<{ apiId: number; version: string; revision: { address: string } | null }> }>(
      '{ pendingReviews { apiId version revision { address } } }',
      undefined,
      admin.headers,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.pendingReviews;
  };
  const versionOf = async (id: number) => (await desk()).find((p) => p.apiId === id)!.version;
  const edit = (id: number, v: string) => server.request('PUT', `/api/apis/${id}`, apiForm({ apiurl: at(v) }), creator.headers);
  const status = async (id: number) =>
    ((await server.ds.query(`SELECT status, address FROM api WHERE id = $1`, [id])) as Array<{ status: number; address: string }>)[0]!;

  it('pass of a new API whose address changed after the desk was loaded fails in both languages; the reloaded version passes', async () => {
    const id = await submitted('a1');
    const seen = await versionOf(id);
    expect(seen).toMatch(/^[0-9a-f]{16,}$/);
    expect((await edit(id, 'a2')).body.code).toBe(200);

    const gql = await server.graphql('mutation($id: Int!, $v: String) { passApi(apiId: $id, version: $v) }', { id, v: seen }, { ...admin.headers, ...en });
    expect(gql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(gql.errors?.[0]?.message).toMatch(/changed since you opened it/);
    const rest = await server.request('GET', `/api/system/passApi?apiId=${id}&version=${seen}`, undefined, { ...admin.headers, 'accept-language': 'zh-CN' });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toMatch(/打开后已被修改/);
    expect((await status(id)).status).toBe(-1);

    const fresh = await versionOf(id);
    expect(fresh).not.toBe(seen);
    const ok = await server.graphql('mutation($id: Int!, $v: String) { passApi(apiId: $id, version: $v) }', { id, v: fresh }, admin.headers);
    expect(ok.errors).toBeUndefined();
    // Approved as reloaded (a pass approves, #34.6; the release is a publish).
    expect(await status(id)).toEqual({ status: -1, address: at('a2') });
  });

  it('a pending revision changed after loading is neither passed nor rejected with the old version', async () => {
    const id = await submitted('r1');
    await server.graphql('mutation($id: Int!, $v: String) { passApi(apiId: $id, version: $v) }', { id, v: await versionOf(id) }, admin.headers);
    // A pass approves; the creator's publish configuration (full) releases it (#34.6).
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    expect((await edit(id, 'r2')).body.code).toBe(200);
    const seen = await versionOf(id);
    expect((await desk()).find((p) => p.apiId === id)!.revision!.address).toBe(at('r2'));
    expect((await edit(id, 'r3')).body.code).toBe(200);

    const pass = await server.request('GET', `/api/system/passApi?apiId=${id}&version=${seen}`, undefined, { ...admin.headers, ...en });
    expect(pass.status).toBe(409);
    expect(pass.body.message).toMatch(/changed since you opened it/);
    const reject = await server.request('GET', `/api/system/reject?apiId=${id}&comment=no&version=${seen}`, undefined, { ...admin.headers, ...en });
    expect(reject.status).toBe(409);
    const reloaded = (await desk()).find((p) => p.apiId === id)!;
    expect(reloaded.revision!.address).toBe(at('r3'));
    expect(reloaded.version).not.toBe(seen);
  });

  it('a batch with one stale version decides nothing', async () => {
    const a = await submitted('b1');
    const b = await submitted('b2');
    const [va, vb] = [await versionOf(a), await versionOf(b)];
    expect((await edit(b, 'b3')).body.code).toBe(200);
    const gql = await server.graphql(
      'mutation($i: ReviewDecisionInput!) { reviewApis(input: $i) }',
      { i: { apiIds: [a, b], pass: true, versions: [va, vb] } },
      { ...admin.headers, ...en },
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const rest = await server.request('POST', '/api/system/batchReview', { apiIds: [a, b], action: 'pass', versions: [va, vb] }, { ...admin.headers, ...en });
    expect(rest.status).toBe(409);
    expect((await status(a)).status).toBe(-1);
    expect((await status(b)).status).toBe(-1);
    // Versions and ids must pair up.
    const short = await server.request('POST', '/api/system/batchReview', { apiIds: [a, b], action: 'pass', versions: [va] }, { ...admin.headers, ...en });
    expect(short.status).toBe(400);
  });
});
