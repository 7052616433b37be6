import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';

/**
 * Review r2 (status page): following an API's status is checked against the one visibility rule when it
 * starts; its notices must be too. An API made private keeps its followers' rows, and every incident
 * change (the creator's free-text updates included) went on reaching people who may no longer see it.
 */
describe('r2: status notices follow the visibility rule', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a follower of an API made private is no longer told of its incidents; its creator still is', async () => {
    const api = await buildApi(server, { name: '内部风控接口', nameEn: 'Internal risk API' });
    const follower = await buildUser(server);
    const FOLLOW = `mutation($id: Int!) { followApiStatus(apiId: $id, follow: true) }`;
    expect((await server.graphql(FOLLOW, { id: api.id }, follower.headers)).errors).toBeUndefined();
    expect((await server.graphql(FOLLOW, { id: api.id }, api.creator.headers)).errors).toBeUndefined();

    await server.ds.query(`UPDATE api SET visibility = 'private' WHERE id = $1`, [api.id]);
    const [incident] = (await server.ds.query(
      `INSERT INTO status_incident (api_id, state, automatic, title, title_en, started_at) VALUES ($1, 'open', false, 't', 't', now()) RETURNING id::int`,
      [api.id],
    )) as Array<{ id: number }>;
    const POST = `mutation($id: Int!, $input: IncidentUpdateInput!) { postIncidentUpdate(incidentId: $id, input: $input) { state } }`;
    const posted = await server.graphql(POST, { id: incident!.id, input: { phase: 'identified', body: '客户黑名单库连接超时', bodyEn: 'The customer blocklist store times out' } }, api.creator.headers);
    expect(posted.errors).toBeUndefined();

    const statusNotices = async (headers: Record<string, string>) =>
      ((await server.request('GET', '/api/notifications', undefined, headers)).body.data as Array<{ kind: string; message: string }>)
        .filter((n) => n.kind === 'status');
    expect((await statusNotices(api.creator.headers)).map((n) => n.message)).toEqual([expect.stringContaining('客户黑名单库连接超时')]);
    expect(await statusNotices(follower.headers)).toEqual([]);
  });
});

describe('r2: the alert channel limit holds under parallel requests', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('40 creations at once leave at most 20 channels of one account', async () => {
    const creator = await buildUser(server);
    const CREATE = `mutation($i: AlertChannelInput!) { createAlertChannel(input: $i) { id } }`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.graphql(CREATE, { i: { kind: 'webhook', name: `hook ${i}`, url: `https://example.com/h${i}`, secret: 'r2-parallel-secret-123' } }, creator.headers),
      ),
    );
    expect(answers.filter((a) => !a.errors).length).toBe(20);
    const [{ n }] = (await server.ds.query(`SELECT count(*)::int AS n FROM alert_channel WHERE owner_id = $1`, [creator.id])) as Array<{ n: number }>;
    expect(n).toBe(20);
  });
});
