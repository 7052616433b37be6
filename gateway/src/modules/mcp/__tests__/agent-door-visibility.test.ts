import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStatus } from '../../catalog/api.entity.js';
import { buildApi, buildCategory, buildUser, unique, type BuiltApi } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

type ToolResult = { isError?: boolean; structuredContent?: Record<string, unknown> };

async function connect(server: TestServer, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'agent-door-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }));
  return client;
}
const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;

const STATUSES = [ApiStatus.Published, ApiStatus.Offline, ApiStatus.Disabled, ApiStatus.Updating, ApiStatus.Draft, ApiStatus.ReviewFailed];

describe('the agent doors list what the market lists, and read with the key’s own reach (mcp.policy.ts)', () => {
  let server: TestServer;
  let anonymous: Client;

  beforeAll(async () => {
    server = await startTestServer({ MCP_RATE_PER_MINUTE: '100000' });
    anonymous = await connect(server);
  });
  afterAll(async () => {
    await anonymous?.close();
    await server?.stop();
  });

  it('search_apis, resources/list, /llms.txt and the api-catalog agree for every status and visibility', async () => {
    const word = unique('agentdoor');
    const category = (await buildCategory(server)).id;
    const built: Array<BuiltApi & { visibility: string }> = [];
    for (const status of STATUSES)
      for (const visibility of ['public', 'private'] as const)
        built.push({ ...(await buildApi(server, { status, visibility, category, name: `${word}${status}${visibility}` })), visibility });

    const found = await call(anonymous, 'search_apis', { categoryId: category, pageSize: 20 });
    const searched = new Set((found.structuredContent!.items as Array<{ id: number }>).map((i) => i.id));
    // The market: listed (status ≥ 0), public, not taken offline (0) — 1, 2 and 3.
    const market = built.filter((a) => a.visibility === 'public' && a.status > 0).map((a) => a.id);
    expect([...searched].sort()).toEqual([...market].sort());

    const resources = new Set((await anonymous.listResources()).resources.map((r) => r.uri));
    const llms = await (await fetch(`${server.url}/llms.txt`)).text();
    const catalog = (await (await fetch(`${server.url}/.well-known/api-catalog`)).json()) as { linkset: Array<{ anchor: string }> };
    const anchors = new Set(catalog.linkset.map((c) => c.anchor));
    for (const a of built) {
      const listed = searched.has(a.id);
      expect(resources.has(`api-market://apis/${a.id}/openapi.json`), `resource ${a.status} ${a.visibility}`).toBe(listed);
      expect(llms.includes(a.name), `llms.txt ${a.status} ${a.visibility}`).toBe(listed);
      expect(anchors.has(`${server.url}/api/open/api/${a.id}`), `api-catalog ${a.status} ${a.visibility}`).toBe(listed);
    }
  });

  it('an administrator’s key reads no one else’s private API or draft; its creator’s key reads its own private API', async () => {
    const owner = await buildUser(server);
    const hidden = await buildApi(server, { creator: owner, visibility: 'private' });
    const draft = await buildApi(server, { creator: owner, status: ApiStatus.Draft });
    const open = await buildApi(server, { creator: owner });
    const admin = await buildUser(server, { role: 'ADMIN' });
    const keyOf = async (headers: Record<string, string>) =>
      (await server.request('POST', '/api/user/apiKeys', { name: unique('k') }, headers)).body.data.key as string;

    const adminAgent = await connect(server, { 'x-api-key': await keyOf(admin.headers) });
    const ownerAgent = await connect(server, { 'x-api-key': await keyOf(owner.headers) });
    try {
      for (const apiId of [hidden.id, draft.id]) {
        for (const tool of ['describe_api', 'get_code_sample', 'call_api']) {
          const r = await call(adminAgent, tool, { apiId });
          expect(r.isError, `${tool} ${apiId}`).toBe(true);
          expect(r.structuredContent).toMatchObject({ error: { code: 'NOT_FOUND', reason: 'API_NOT_FOUND' } });
        }
        await expect(adminAgent.readResource({ uri: `api-market://apis/${apiId}/openapi.json` })).rejects.toThrow(/不存在/);
        // The discovery door with the administrator's sign-in token answers the same.
        const doc = await fetch(`${server.url}/discovery/apis/${apiId}/openapi.json`, { headers: admin.headers });
        expect(doc.status).toBe(404);
      }
      expect((await call(adminAgent, 'describe_api', { apiId: open.id })).isError).toBeFalsy();
      expect((await call(ownerAgent, 'describe_api', { apiId: hidden.id })).isError).toBeFalsy();
      // A draft is in no agent's catalogue, its creator's either (the catalogue's rule, `listedTo`).
      expect((await call(ownerAgent, 'describe_api', { apiId: draft.id })).isError).toBe(true);
      // The console keeps the administrator's reach.
      const console = await server.request('GET', `/api/api/details/${hidden.id}`, undefined, admin.headers);
      expect(console.body.code, console.text).toBe(200);
    } finally {
      await adminAgent.close();
      await ownerAgent.close();
    }
  });
});
