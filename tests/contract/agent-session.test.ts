import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentConfig, AGENT_CLIENTS, agentSession, MCP_TOOLS } from '../../client/src/features/docs/agent-examples.js';
import { withBase } from '../../client/src/features/docs/examples.js';
import { buildApi, buildUser, type BuiltApi } from '../../gateway/src/__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';

const bash = (script: string, env: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    execFile('bash', ['-c', script], { timeout: 60_000, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${script} failed: ${stderr || error.message}`)) : resolve(stdout),
    );
  });

type Rpc = { result?: { isError?: boolean; tools?: Array<{ name: string }>; structuredContent?: Record<string, unknown>; content: Array<{ text: string }> }; error?: unknown };

/** "Connect your agent" (/docs/agents): the example session, run with curl against the real server as the page shows it. */
describe('the agent page’s example session, executed', () => {
  let server: TestServer;
  let api: BuiltApi;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer();
    api = await buildApi(server, { name: 'UUID 生成', nameEn: 'UUID generator', address: 'builtin:uuid', description: '生成 uuid' });
    const user = await buildUser(server);
    key = (await server.request('POST', '/api/user/apiKeys', { name: 'agent' }, user.headers)).body.data.key;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers every step without an error', async () => {
    const env = { API_MARKET_KEY: key, API_ID: String(api.id) };
    const out: Record<string, Rpc> = {};
    for (const step of agentSession) out[step.id] = JSON.parse(await bash(withBase(step.code, server.url), env)) as Rpc;
    for (const [id, answer] of Object.entries(out)) {
      expect(answer.error, id).toBeUndefined();
      expect(answer.result?.isError, id).toBeFalsy();
    }
    expect(out['mcp-tools-list']!.result!.tools!.map((t) => t.name).sort()).toEqual([...MCP_TOOLS].sort());
    expect((out['mcp-search']!.result!.structuredContent!.items as Array<{ id: number }>)[0]!.id).toBe(api.id);
    expect(out['mcp-describe']!.result!.structuredContent).toMatchObject({ id: api.id, name: 'UUID 生成' });
    expect(out['mcp-call']!.result!.structuredContent).toMatchObject({ status: 200 });
    expect(out['mcp-sample']!.result!.content[0]!.text).toContain(`${server.url}/api/open/api/${api.id}`);
  });

  it('gives each client a configuration naming this server’s /mcp and the key header', () => {
    for (const client of AGENT_CLIENTS) {
      const text = agentConfig(client, server.url);
      const parsed = JSON.parse(text) as object;
      expect(JSON.stringify(parsed), client).toContain(`${server.url}/mcp`);
      expect(text, client).toContain('X-API-Key');
    }
  });
});
