import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, setAddress } from '../../gateway/src/__tests__/support/factories.js';
import { startUpstream, type LocalUpstream } from '../../gateway/src/modules/open-call/__tests__/upstream-fixture.js';
import { signInAdmin, startSecurityServer, type TestServer } from './support.js';

/**
 * #26.2: no single caller can force a shutdown or a gray rollback. Failures count per distinct caller
 * (user, else address), each supplying at most a small share of the calls a verdict needs, so a caller
 * whose own input makes the upstream fail cannot take the API offline for everyone; an upstream that
 * fails for many callers still is. The creator of an API a policy took offline is told why and can ask
 * to bring it back (resubmission: an administrator decides).
 */
describe('traffic verdicts cannot be forced by one caller', () => {
  let server: TestServer;
  let up: LocalUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The platform's seeded shutdown policies apply (500 ‰ of failed calls, 20 failures in a row).
    server = await startSecurityServer({ UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  const call = (id: number, ip: string, query = '') =>
    server.request('GET', `/api/open/api/${id}${query}`, undefined, { 'x-forwarded-for': ip });
  const status = async (id: number) =>
    ((await server.ds.query(`SELECT status FROM api WHERE id = $1`, [id])) as Array<{ status: number }>)[0]!.status;

  it('25 anonymous calls from one address whose query makes the upstream fail leave the API published', async () => {
    const api = await buildApi(server);
    await setAddress(server, api.id, `${up.url}/input`);
    for (let i = 0; i < 25; i++) expect((await call(api.id, '203.0.113.7', '?boom=1')).status).toBe(500);
    await server.services.trafficPolicies.settle();
    expect(await status(api.id)).toBe(1);
    // Everyone else is still served.
    expect((await call(api.id, '203.0.113.8')).status).toBe(200);
    const alerts = (await server.ds.query(`SELECT kind FROM api_alert WHERE api_id = $1`, [api.id])) as Array<{ kind: string }>;
    expect(alerts.map((a) => a.kind)).not.toContain('shutdown');
  });

  it('one address among a few healthy callers cannot tip the failure share either', async () => {
    const api = await buildApi(server);
    await setAddress(server, api.id, `${up.url}/input`);
    for (let i = 0; i < 5; i++) expect((await call(api.id, `198.51.100.${i + 1}`)).status).toBe(200);
    for (let i = 0; i < 40; i++) await call(api.id, '203.0.113.9', '?boom=1');
    await server.services.trafficPolicies.settle();
    expect(await status(api.id)).toBe(1);
  });

  it('an upstream failing for many distinct callers is still shut down; its creator is told why, asks to bring it back, and an administrator decides', async () => {
    const creator = await buildUser(server);
    const api = await buildApi(server, { creator });
    await setAddress(server, api.id, `${up.url}/input`);
    for (let i = 0; i < 25; i++) await call(api.id, `192.0.2.${i + 1}`, '?boom=1');
    await server.services.trafficPolicies.settle();
    expect(await status(api.id)).toBe(0);

    // The creator's notification says why, in both languages.
    const offline = async (lang: string) => {
      const notes = await server.request('GET', '/api/notifications', undefined, { ...creator.headers, 'x-lang': lang });
      return (notes.body.data as Array<{ kind: string; message: string }>).find((n) => n.kind === 'offline')!.message;
    };
    expect(await offline('zh')).toMatch(/自动下架.*失败.*重新提交/);
    expect(await offline('en')).toMatch(/shut down automatically.*failed.*resubmit/i);

    // The creator asks to bring it back: it goes to the review desk, where an administrator passes it.
    const resubmitted = await server.request('POST', `/api/apis/resubmit/${api.id}`, undefined, creator.headers);
    expect(resubmitted.status).toBe(200);
    const admin = await signInAdmin(server);
    const desk = await server.request('GET', '/api/system/apiReview?page=1&pageSize=100', undefined, admin.headers);
    expect(JSON.stringify(desk.body.data)).toContain(`"id":${api.id}`);
    const passed = await server.graphql('mutation($id: Int!) { passApi(apiId: $id) }', { id: api.id }, admin.headers);
    expect(passed.errors).toBeUndefined();
    // A pass approves (#34.6): the creator brings it back with a release (the toggle is a full one).
    expect(await status(api.id)).toBe(-1);
    const back = await server.request('PUT', `/api/apis/${api.id}/status`, { status: 1 }, creator.headers);
    expect(back.body.code, back.text).toBe(200);
    expect(await status(api.id)).toBe(1);
  });

  it('an API its creator took offline is not resubmitted (only a policy’s shutdown is)', async () => {
    const creator = await buildUser(server);
    const api = await buildApi(server, { creator });
    const off = await server.graphql('mutation($id: Int!) { setApiStatus(id: $id, status: 0) { published } }', { id: api.id }, creator.headers);
    expect(off.errors).toBeUndefined();
    const again = await server.request('POST', `/api/apis/resubmit/${api.id}`, undefined, { ...creator.headers, 'x-lang': 'en' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/only an API a traffic policy shut down/);
  });
});
