import type { DocExample } from './examples.js';

/**
 * The "Connect your agent" page (issue #32): the configuration common MCP clients take, and an example
 * session. The session is plain JSON-RPC over HTTP (the MCP server is stateless: no session to open), so
 * tests/contract/agent-session.test.ts runs it against the real server as the page shows it.
 */
export const MCP_TOOLS = ['search_apis', 'describe_api', 'call_api', 'get_code_sample'] as const;

export const AGENT_CLIENTS = ['claude', 'cursor', 'vscode', 'cline'] as const;
export type AgentClient = (typeof AGENT_CLIENTS)[number];

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Each client's configuration file, with this server's address; `amk_…` stands for the reader's API key. */
export function agentConfig(client: AgentClient, base: string): string {
  const url = `${base}/mcp`;
  const key = 'amk_YOUR_API_KEY';
  switch (client) {
    // Claude Desktop starts local (stdio) servers: mcp-remote bridges it to a remote Streamable HTTP one.
    case 'claude':
      return json({
        mcpServers: {
          'api-market': {
            command: 'npx',
            args: ['-y', 'mcp-remote', url, '--header', 'X-API-Key:${API_MARKET_KEY}'],
            env: { API_MARKET_KEY: key },
          },
        },
      });
    case 'cursor':
      return json({ mcpServers: { 'api-market': { url, headers: { 'X-API-Key': key } } } });
    case 'vscode':
      return json({
        inputs: [{ type: 'promptString', id: 'api-market-key', description: 'API Market key (amk_…)', password: true }],
        servers: { 'api-market': { type: 'http', url, headers: { 'X-API-Key': '${input:api-market-key}' } } },
      });
    case 'cline':
      return json({
        mcpServers: { 'api-market': { type: 'streamableHttp', url, headers: { 'X-API-Key': key }, disabled: false } },
      });
  }
}

/** Where each client keeps the file. */
export const AGENT_CONFIG_FILES: Record<AgentClient, string> = {
  claude: 'claude_desktop_config.json',
  cursor: '~/.cursor/mcp.json',
  vscode: '.vscode/mcp.json',
  cline: 'cline_mcp_settings.json',
};

const rpc = (id: number, method: string, params: unknown) =>
  `curl -s {{BASE}}/mcp \\
  -H 'Content-Type: application/json' \\
  -H 'Accept: application/json, text/event-stream' \\
  -H "X-API-Key: $API_MARKET_KEY" \\
  -d '${JSON.stringify({ jsonrpc: '2.0', id, method, params })}'`;

/** The example session: list the tools, search, describe the first hit, call it, get a Python sample. */
export const agentSession: DocExample[] = [
  { id: 'mcp-tools-list', title: 'mcpToolsList', language: 'bash', run: 'bash', code: rpc(1, 'tools/list', {}) },
  {
    id: 'mcp-search',
    title: 'mcpSearch',
    language: 'bash',
    run: 'bash',
    code: rpc(2, 'tools/call', { name: 'search_apis', arguments: { query: 'uuid', pageSize: 3 } }),
  },
  {
    id: 'mcp-describe',
    title: 'mcpDescribe',
    language: 'bash',
    run: 'bash',
    code: rpc(3, 'tools/call', { name: 'describe_api', arguments: { apiId: 1 } }).replace('"apiId":1', '"apiId":\'"$API_ID"\''),
  },
  {
    id: 'mcp-call',
    title: 'mcpCall',
    language: 'bash',
    run: 'bash',
    code: rpc(4, 'tools/call', { name: 'call_api', arguments: { apiId: 1 } }).replace('"apiId":1', '"apiId":\'"$API_ID"\''),
  },
  {
    id: 'mcp-sample',
    title: 'mcpSample',
    language: 'bash',
    run: 'bash',
    code: rpc(5, 'tools/call', { name: 'get_code_sample', arguments: { apiId: 1, language: 'python' } }).replace(
      '"apiId":1',
      '"apiId":\'"$API_ID"\'',
    ),
  },
];
