import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

const CREATE = `mutation($name: String!) { createApiKey(name: $name) { apiKey { id name } } }`;

/** A key's name is a one-line label: counted in characters, without control or text direction characters. */
describe('API key names (POST /api/user/apiKeys, createApiKey)', () => {
  let server: TestServer;
  let owner: BuiltUser;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const stored = async () =>
    (await server.ds.query(`SELECT name FROM api_key WHERE user_id = $1 ORDER BY id`, [owner.id])).map((r: { name: string }) => r.name);

  it('refuses control characters, line breaks and bidi overrides on both doors', async () => {
    for (const name of ['prod\u202etset', 'two\nlines', 'bell\u0007', 'tab\tkey', 'iso\u2066late']) {
      const rest = await server.request('POST', '/api/user/apiKeys', { name }, { ...owner.headers, 'accept-language': 'en' });
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe('A key name cannot contain control characters, line breaks or text direction controls');
      const gql = await server.graphql(CREATE, { name }, owner.headers);
      expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(gql.errors?.[0]?.message).toBe('密钥名称不能包含控制字符、换行或文字方向控制符');
    }
    expect(await stored()).toEqual([]);
  });

  it('counts characters, not UTF-16 units: 40 emoji are a name, 41 are not', async () => {
    const forty = '🔑'.repeat(40);
    const rest = await server.request('POST', '/api/user/apiKeys', { name: forty }, owner.headers);
    expect(rest.status).toBe(200);
    expect(rest.body.data.apiKey.name).toBe(forty);
    const gql = await server.graphql<{ createApiKey: { apiKey: { name: string } } }>(CREATE, { name: '密钥🔑'.repeat(13) }, owner.headers);
    expect(gql.errors).toBeUndefined();
    const over = await server.request('POST', '/api/user/apiKeys', { name: `${forty}🔑` }, { ...owner.headers, 'accept-language': 'en' });
    expect(over.status).toBe(400);
    expect(await stored()).toEqual([forty, '密钥🔑'.repeat(13)]);
  });
});

/** Revoked keys stay stored (subscriptions keep their history), so the list shows only the latest of them. */
describe('the key list is bounded (GET /api/user/apiKeys, myApiKeys)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists every active key and the 50 revoked last, however many were created and revoked', async () => {
    const owner = await buildUser(server);
    // 60 keys created and revoked one after another (what a create/revoke loop leaves), then 3 active ones.
    await server.ds.query(
      `INSERT INTO api_key (user_id, name, prefix, key_hash, created_at, revoked_at, revoked_reason)
       SELECT $1::int, 'old-' || i, 'amk_old' || i, md5('old' || i || $1::text), now() - make_interval(mins => 200 - i), now() - make_interval(mins => 100 - i), 'OWNER'
         FROM generate_series(1, 60) AS i`,
      [owner.id],
    );
    for (const name of ['a', 'b', 'c']) {
      expect((await server.request('POST', '/api/user/apiKeys', { name }, owner.headers)).status).toBe(200);
    }
    const rest = await server.request('GET', '/api/user/apiKeys', undefined, owner.headers);
    expect(rest.status).toBe(200);
    const names = rest.body.data.map((k: { name: string }) => k.name);
    expect(names).toHaveLength(53);
    expect(names.slice(0, 3)).toEqual(['c', 'b', 'a']);
    // The 50 revoked last are old-60 … old-11, newest first.
    expect(names.slice(3)).toEqual(Array.from({ length: 50 }, (_, i) => `old-${60 - i}`));
    const gql = await server.graphql<{ myApiKeys: Array<{ name: string }> }>(`{ myApiKeys { name } }`, {}, owner.headers);
    expect(gql.data!.myApiKeys.map((k) => k.name)).toEqual(names);
  });
});
