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
