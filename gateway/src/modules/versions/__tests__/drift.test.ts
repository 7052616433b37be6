import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { apiForm, buildApi, buildUser, signInAdmin, type BuiltUser } from '../../../__tests__/support/factories.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { startUpstream, type LocalUpstream } from '../../open-call/__tests__/upstream-fixture.js';

/**
 * Drift (issue #30): sampled answers are checked off the request path against the declared shape (the
 * version's example, or the API's JSON schema); past 1 % mismatches in 5 minutes the creator and the
 * administrators get an interface alert with an example, and the detail page says so.
 */
describe('drift detection', () => {
  let server: TestServer;
  let up: LocalUpstream;
  let creator: BuiltUser;
  let visitor: BuiltUser;

  beforeAll(async () => {
    up = await startUpstream();
    server = await startTestServer({ ADMIN_PASSWORD: 'admin-test-password', UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`, DRIFT_SAMPLE_PERCENT: '100' });
    creator = await buildUser(server);
    visitor = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  const api = (example: string, schema?: object, v = 'a') =>
    buildApi(server, { creator, address: `${up.url}/mode?v=${v}`, responseExample: example }).then(async (a) => {
      if (schema) await server.ds.query(`UPDATE api SET response_schema = $2 WHERE id = $1`, [a.id, JSON.stringify(schema)]);
      return a.id;
    });
  const calls = async (id: number, n: number) => {
    const before = server.services.drift.checked;
    for (let i = 0; i < n; i++) expect((await server.request('GET', `/api/open/api/${id}`)).status).toBe(200);
    await waitFor(() => server.services.drift.checked >= before + n, 'the sampled answers checked');
  };
  const drift = (id: number, who?: BuiltUser) =>
    server.graphql<{ apiDrift: { message: string } | null }>('query($a: Int!) { apiDrift(apiId: $a) { since message } }', { a: id }, { ...who?.headers, 'accept-language': 'en' });
  const alerts = async (id: number) =>
    (await server.ds.query(`SELECT kind, message_en FROM api_alert WHERE api_id = $1 AND kind = 'drift'`, [id])) as Array<{ message_en: string }>;

  it('answers that match the example raise nothing', async () => {
    const id = await api('{"version":"x","mode":"ok"}');
    await calls(id, 3);
    expect(await alerts(id)).toEqual([]);
    expect((await drift(id)).data?.apiDrift).toBeNull();
  });

  it('answers missing a documented field raise one interface alert with an example; the detail page says so', async () => {
    const id = await api('{"version":"x","mode":"ok","data":{"items":[]}}');
    await calls(id, 4);
    const raised = await alerts(id);
    expect(raised).toHaveLength(1);
    expect(raised[0]!.message_en).toMatch(/differ from the documentation \(v1\).*\$\.data: response\.field\.removed.*Example: \{"version":"a","mode":"ok"\}/);
    // The creator reads the alert (creators see their own APIs' alerts); others a short notice.
    expect((await drift(id, creator)).data?.apiDrift?.message).toMatch(/Example/);
    expect((await drift(id, visitor)).data?.apiDrift?.message).toBe('Answers differ from the documentation');
    const listed = await server.request('GET', `/api/system/alerts?apiId=${id}`, undefined, { ...creator.headers, 'accept-language': 'en' });
    expect(listed.body.data[0]).toMatchObject({ kind: 'drift' });
  });

  it('a release is checked against at once: the declared shape is not kept from before it', async () => {
    const admin = await signInAdmin(server);
    const id = await api('{"version":"x","mode":"ok"}');
    await calls(id, 1);
    expect(await alerts(id)).toEqual([]);
    // The creator documents a field the upstream does not send; the release goes out.
    const edit = await server.request('PUT', `/api/apis/${id}`, apiForm({ apiurl: `${up.url}/mode?v=a`, respose: '{"version":"x","mode":"ok","count":1}' }), creator.headers);
    expect(edit.body.code, edit.text).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    // Well within the 30 s the declared shape used to be kept: answers are compared with the released one.
    await waitFor(async () => {
      await calls(id, 1);
      return (await alerts(id)).length > 0;
    }, 'a drift alert against the released example', 10_000);
    expect((await alerts(id))[0]!.message_en).toMatch(/\$\.count: response\.field\.removed/);
  });

  it('a declared JSON schema is what answers are checked against', async () => {
    const id = await api('', { type: 'object', required: ['version', 'count'], properties: { version: { type: 'string' }, count: { type: 'integer' } } });
    await calls(id, 2);
    expect((await alerts(id))[0]?.message_en).toMatch(/must have required property 'count'/);
  });
  it('a schema with an $id is checked against for every API that declares it (one $id, two APIs)', async () => {
    // Two creators copying one public schema (one $id): the second used to fail to compile, and so did the
    // first API's own schema once read again (30 s, or any edit) — their drift went unchecked.
    const schema = {
      $id: 'https://schemas.example.com/counted.json',
      type: 'object',
      required: ['version', 'count'],
      properties: { version: { type: 'string' }, count: { type: 'integer' } },
    };
    const first = await api('', schema);
    await calls(first, 2);
    expect((await alerts(first))[0]?.message_en).toMatch(/must have required property 'count'/);
    const second = await api('', schema);
    await calls(second, 2);
    expect((await alerts(second))[0]?.message_en).toMatch(/must have required property 'count'/);
  });

  it('a pattern that could backtrack exponentially is never run: the example stands in for that schema', async () => {
    // ^(a+)+$ against "aaa…a!" doubles its time with each "a": on the event loop, over the creator's own answers.
    const risky = await api('{"version":"x","mode":"ok"}', { type: 'object', properties: { version: { type: 'string', pattern: '^(a+)+$' } } }, `${'a'.repeat(24)}!`);
    await calls(risky, 2);
    expect(await alerts(risky)).toEqual([]);
    // A pattern of a linear shape is checked as before.
    const plain = await api('', { type: 'object', properties: { version: { type: 'string', pattern: '^[0-9]+$' } } });
    await calls(plain, 2);
    expect((await alerts(plain))[0]?.message_en).toMatch(/must match pattern/);
  });
});
