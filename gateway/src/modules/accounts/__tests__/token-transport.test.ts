import { createClient } from 'graphql-ws';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

const ADMIN_PASSWORD = 'admin-test-password';

interface WsResult {
  data?: { me?: { account: string } };
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

describe('tokens: expiry, forgery and the graphql-ws connection_init', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    token = (await server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD })).body.data.token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** `{ me }` over the websocket with the given connection_init payload. */
  async function meOverWs(connectionParams: Record<string, unknown>): Promise<WsResult> {
    const client = createClient({ url: server.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
    try {
      return await new Promise<WsResult>((resolve, reject) => {
        let result: WsResult = {};
        client.subscribe<{ me: { account: string } }>(
          { query: '{ me { account } }' },
          {
            next: (r) => (result = r as WsResult),
            error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)),
            complete: () => resolve(result),
          },
        );
      });
    } finally {
      await client.dispose();
    }
  }

  it('refuses an expired token and one signed with another key (401 on REST)', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const [admin] = await server.ds.query(`SELECT id FROM app_user WHERE account = 'admin'`);
    const sign = (key: string, exp: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(admin.id))
        .setJti('x-' + key.length)
        .setIssuer('api-market')
        .setIssuedAt(past - 60)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(key));
    const expired = await sign(server.config.jwtSecret, past);
    expect((await server.request('GET', '/api/me', undefined, { authorization: `Bearer ${expired}` })).status).toBe(401);
    const foreign = await sign('another-secret-another-secret-another', past + 3600);
    expect((await server.request('GET', '/api/me', undefined, { authorization: `Bearer ${foreign}` })).status).toBe(401);
    // The same claims with the real key and a future expiry are accepted: the refusals above are about expiry and key.
    const valid = await sign(server.config.jwtSecret, past + 3600);
    const me = await server.request('GET', '/api/me', undefined, { authorization: `Bearer ${valid}` });
    expect(me.body.data.account).toBe('admin');
  });

  it('reads the caller from connection_init { token } or { Authorization }, a visitor otherwise', async () => {
    expect((await meOverWs({ token })).data?.me?.account).toBe('admin');
    expect((await meOverWs({ Authorization: `Bearer ${token}` })).data?.me?.account).toBe('admin');
    const anon = await meOverWs({});
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('treats a revoked token in connection_init as a visitor', async () => {
    const t = (await server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD })).body.data.token;
    await server.request('POST', '/api/logout', undefined, { authorization: `Bearer ${t}` });
    const res = await meOverWs({ token: t });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
