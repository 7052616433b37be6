import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';

describe('error mapping on the REST door', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a malformed JSON body with the 400 envelope, never a 500', async () => {
    const res = await server.request('POST', '/api/apiList', '{"keywords": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, data: null, message: '请求体不是有效的 JSON' });
  });

  it('speaks the caller’s language', async () => {
    const res = await server.request('POST', '/api/apiList', '{oops', {
      'content-type': 'application/json',
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JSON/);
    expect(res.body.message).not.toMatch(/请求/);
  });

  it('answers an unknown path with the 404 envelope', async () => {
    const res = await server.request('GET', '/api/no-such-path');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it('reports liveness and readiness', async () => {
    expect((await server.request('GET', '/healthz')).status).toBe(200);
    const ready = await server.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('gives GraphQL syntax errors a code and no stack trace', async () => {
    const res = await server.graphql('query { apis(');
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(JSON.stringify(res.errors)).not.toMatch(/stacktrace/);
  });
});
