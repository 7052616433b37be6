import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerCallTools } from './call-tools.js';
import { registerCatalogTools } from './catalog-tools.js';
import type { McpCaller, McpDeps } from './mcp-shared.js';

export type { McpCaller, McpDeps } from './mcp-shared.js';

const INSTRUCTIONS =
  'API Market (开放 API 市场): search the catalogue with search_apis, read one API with describe_api, call it with call_api ' +
  '(send your API key in the X-API-Key header of the MCP connection for APIs that need one; calls count against your ' +
  'subscription quota), and get a ready program with get_code_sample. Each published API’s OpenAPI document is a resource.';

/** One MCP server for one request (stateless Streamable HTTP): the catalogue's tools and resources for `caller`. */
export function createMcpServer(deps: McpDeps, caller: McpCaller, log: (err: unknown) => void, version: string): McpServer {
  const server = new McpServer({ name: 'api-market', title: 'API Market · 开放 API 市场', version }, { instructions: INSTRUCTIONS });
  registerCatalogTools(server, deps, caller, log);
  registerCallTools(server, deps, caller, log);
  return server;
}
