import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStatus } from '../../catalog/api.entity.js';
import { buildApi, buildUser, unique } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { redisEnv, subscribed } from '../../plans/__tests__/plans-fixture.js';

type ToolResult = {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
};

/** The SDK's own client over real HTTP, with the headers a configured agent sends. */
async function connect(server: TestServer, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }));
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;
const text = (r: ToolResult) => r.content.map((c) => c.text ?? '').join('\n');

/** A raw JSON-RPC POST, as a client with mistakes would send it. */
const post = (server: TestServer, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
  });

describe('MCP server at /mcp (issue #32)', () => {
  let server: TestServer;
  let anonymous: Client;

  beforeAll(async () => {
    server = await startTestServer({ ...redisEnv(unique('mcp')), MCP_RATE_PER_MINUTE: '100000' });
    anonymous = await connect(server);
  });
  afterAll(async () => {
    await anonymous?.close();
    await server?.stop();
  });

  it('lists its four tools and each published API’s OpenAPI document as a resource', async () => {
    const api = await buildApi(server, { name: `资源接口${unique()}` });
    const tools = await anonymous.listTools();
    expect(tools.tools.map((t) => t.name).sort()).toEqual(['call_api', 'describe_api', 'get_code_sample', 'search_apis']);
    const search = tools.tools.find((t) => t.name === 'search_apis')!;
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['query', 'categoryId', 'sort', 'page', 'pageSize']));
    const resources = await anonymous.listResources();
    const uri = `api-market://apis/${api.id}/openapi.json`;
    expect(resources.resources.map((r) => r.uri)).toContain(uri);
    const read = await anonymous.readResource({ uri });
    const doc = JSON.parse(String((read.contents[0] as { text: string }).text));
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual([`/api/open/api/${api.id}`]);
    // The upstream address is never shown.
    expect(JSON.stringify(doc)).not.toContain('example.com/api');
  });

  it('searches the catalogue with filters and describes an API with its parameters and plans', async () => {
    const word = unique('zq');
    const wanted = await buildApi(server, {
      name: `天气预报${word}`,
      description: `查询城市天气 ${word}`,
      parameters: [{ name: 'city', required: true, description: '城市名', example: '杭州' }],
    });
    const other = await buildApi(server, { name: `天气指数${word}` });
    const all = await call(anonymous, 'search_apis', { query: word });
    expect(all.isError).toBeFalsy();
    const ids = (all.structuredContent!.items as Array<{ id: number }>).map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([wanted.id, other.id]));
    const filtered = await call(anonymous, 'search_apis', { query: word, categoryId: wanted.categoryId });
    expect((filtered.structuredContent!.items as Array<{ id: number }>).map((i) => i.id)).toEqual([wanted.id]);

    await server.request('POST', `/api/apis/${wanted.id}/plans`, { name: '免费版', nameEn: 'Free', dailyQuota: 100 }, wanted.creator.headers);
    const d = await call(anonymous, 'describe_api', { apiId: wanted.id });
    expect(d.isError).toBeFalsy();
    expect(d.structuredContent).toMatchObject({
      id: wanted.id,
      status: ApiStatus.Published,
      method: 'GET',
      tokenRule: 'none',
      callUrl: `${server.url}/api/open/api/${wanted.id}`,
      parameters: [{ name: 'city', required: true, note: '城市名', example: '杭州' }],
      plans: [{ name: '免费版', dailyQuota: 100, quotaText: '每日 100 次' }],
    });
    expect(JSON.stringify(d.structuredContent)).not.toContain('example.com/api');
  });

  it('calls with a key within the quota and past it: records the call as MCP and counts the quota', async () => {
    const s = await subscribed(server, { dailyQuota: 2 });
    const agent = await connect(server, { 'x-api-key': s.key, 'accept-language': 'en' });
    try {
      for (let i = 0; i < 2; i++) {
        const ok = await call(agent, 'call_api', { apiId: s.apiId });
        expect(ok.isError, text(ok)).toBeFalsy();
        expect(ok.structuredContent).toMatchObject({ status: 200 });
        // The quota headers of the REST open call come with the answer.
        expect(ok.structuredContent!.quota).toMatchObject({ 'X-Quota-Remaining-Day': String(1 - i) });
      }
      const past = await call(agent, 'call_api', { apiId: s.apiId });
      expect(past.isError).toBe(true);
      expect(past.structuredContent).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS', status: 429 } });
      expect(text(past)).toContain('Daily quota of 2 calls used up');
    } finally {
      await agent.close();
    }
    const mine = await server.request('GET', '/api/user/subscriptions', undefined, s.caller.headers);
    expect(mine.body.data[0]).toMatchObject({ usedToday: 2, leftToday: 0 });
    await server.services.callRecorder.flush();
    const rows: Array<{ channel: string; user_id: number; status: number }> = await server.ds.query(
      `SELECT channel, user_id, status FROM api_call WHERE api_id = $1 ORDER BY id`,
      [s.apiId],
    );
    expect(rows).toEqual([
      { channel: 'mcp', user_id: s.caller.id, status: 200 },
      { channel: 'mcp', user_id: s.caller.id, status: 200 },
    ]);
  });

  it('lets an anonymous agent call only what a visitor may', async () => {
    const open = await buildApi(server, { address: 'builtin:uuid' });
    const keyed = await buildApi(server, { address: 'builtin:uuid', needToken: true });
    const ok = await call(anonymous, 'call_api', { apiId: open.id });
    expect(ok.isError, text(ok)).toBeFalsy();
    const refused = await call(anonymous, 'call_api', { apiId: keyed.id });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ error: { code: 'UNAUTHENTICATED', status: 401 } });
    expect(text(refused)).toContain('该接口需要登录令牌或 API Key');
  });

  it('answers a private or unpublished API, an unknown tool, wrong types and a huge argument with MCP errors', async () => {
    const owner = await buildUser(server);
    const hidden = await buildApi(server, { creator: owner, visibility: 'private', address: 'builtin:uuid' });
    const draft = await buildApi(server, { status: ApiStatus.Draft, address: 'builtin:uuid' });
    const offline = await buildApi(server, { status: ApiStatus.Offline, address: 'builtin:uuid' });
    for (const apiId of [hidden.id, draft.id]) {
      for (const tool of ['call_api', 'describe_api', 'get_code_sample']) {
        const r = await call(anonymous, tool, { apiId });
        expect(r.isError, `${tool} ${apiId}`).toBe(true);
        expect(r.structuredContent).toMatchObject({ error: { code: 'NOT_FOUND', reason: 'API_NOT_FOUND' } });
      }
    }
    await expect(anonymous.readResource({ uri: `api-market://apis/${hidden.id}/openapi.json` })).rejects.toThrow(/不存在/);
    const stopped = await call(anonymous, 'call_api', { apiId: offline.id });
    expect(stopped.structuredContent).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE', status: 503 } });
    expect(text(stopped)).toContain('接口已下线');
    // The creator's own key sees the private API (the visibility rule, not a rule of the MCP door).
    const { key } = (await server.request('POST', '/api/user/apiKeys', { name: unique('k') }, owner.headers)).body.data;
    const ownerAgent = await connect(server, { 'x-api-key': key });
    try {
      expect((await call(ownerAgent, 'describe_api', { apiId: hidden.id })).isError).toBeFalsy();
    } finally {
      await ownerAgent.close();
    }

    const unknown = await call(anonymous, 'delete_everything', {});
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toContain('Tool delete_everything not found');
    const wrongType = await call(anonymous, 'describe_api', { apiId: 'seven' });
    expect(wrongType.isError).toBe(true);
    expect(text(wrongType)).toMatch(/Input validation error/);
    const tooLong = await call(anonymous, 'search_apis', { query: '天'.repeat(5000) });
    expect(tooLong.isError).toBe(true);

    const huge = await post(server, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_apis', arguments: { query: 'x'.repeat(200_000) } } }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600, message: expect.stringContaining('请求过大') } });
  });

  it('answers malformed JSON-RPC, a wrong media type, a bad key and GET with JSON-RPC errors, never a 500', async () => {
    const malformed = await post(server, '{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
    const notRpc = await post(server, JSON.stringify({ hello: 'world' }));
    expect(notRpc.status).toBeGreaterThanOrEqual(400);
    expect(notRpc.status).toBeLessThan(500);
    expect(await notRpc.json()).toMatchObject({ jsonrpc: '2.0', error: { code: expect.any(Number) } });
    const plain = await fetch(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
    const badKey = await post(server, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), { 'x-api-key': 'amk_not-a-key', 'accept-language': 'en' });
    expect(badKey.status).toBe(401);
    expect(await badKey.json()).toMatchObject({ error: { message: 'The API key is not valid or was revoked' } });
    const nul = await post(server, JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_apis', arguments: { query: 'a\u0000b' } } }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32602, message: expect.stringContaining('空字符') } });
    const get = await fetch(`${server.url}/mcp`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('gives a ready code sample from the shared generator', async () => {
    const api = await buildApi(server, { parameters: [{ name: 'q', description: '关键词', example: '北京' }], needToken: true });
    const r = await call(anonymous, 'get_code_sample', { apiId: api.id, language: 'python' });
    expect(r.isError, text(r)).toBeFalsy();
    const code = text(r);
    expect(code).toContain(`${server.url}/api/open/api/${api.id}`);
    expect(code).toContain('X-Api-Key');
    expect(code).toContain('requests.get');
    expect(code).toContain('timeout=10');
  });
});

describe('MCP door rate limit', () => {
  it('refuses past MCP_RATE_PER_MINUTE with a JSON-RPC error and Retry-After', async () => {
    const server = await startTestServer({ MCP_RATE_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await post(server, JSON.stringify({ jsonrpc: '2.0', id: i, method: 'ping' }));
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await last!.json()).toMatchObject({ jsonrpc: '2.0', error: { data: { code: 'TOO_MANY_REQUESTS' } } });
    } finally {
      await server.stop();
    }
  });
});
