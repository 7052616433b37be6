import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, buildUser, signInAdmin } from '../../../__tests__/support/factories.js';
const QUERY = `query ($role: Role!) { checkRole(role: $role) }`;

describe('checkRole: the guards answer the console’s no-permission page', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    tokens.admin = (await signInAdmin(server)).token;
    tokens.creator = (await buildUser(server)).token;
  });
  afterAll(async () => {
    await server?.stop();
  });
  const as = (account: string, lang = 'zh') => ({
    authorization: `Bearer ${tokens[account]}`,
    'accept-language': lang,
  });

  it('is true for a role the caller holds', async () => {
    expect((await server.graphql(QUERY, { role: 'ADMIN' }, as('admin'))).data).toEqual({ checkRole: true });
    expect((await server.graphql(QUERY, { role: 'USER' }, as('admin'))).data).toEqual({ checkRole: true });
    const probe = await server.graphql(QUERY, { role: 'USER' }, as('creator'));
    expect(probe.errors).toBeUndefined();
    expect(probe.data).toEqual({ checkRole: true });
  });

  it('refuses a creator the administrator role with the guard’s message, in the caller’s language', async () => {
    const zh = await server.graphql(QUERY, { role: 'ADMIN' }, as('creator'));
    expect(zh.errors?.[0]).toMatchObject({ message: '需要管理员权限', extensions: { code: 'FORBIDDEN' } });
    const en = await server.graphql(QUERY, { role: 'ADMIN' }, as('creator', 'en'));
    expect(en.errors?.[0]?.message).toBe('Administrator role required');
  });

  it('answers a visitor UNAUTHENTICATED', async () => {
    const res = await server.graphql(QUERY, { role: 'USER' });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
