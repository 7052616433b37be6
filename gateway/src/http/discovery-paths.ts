/**
 * The agent-facing paths outside /api (issue #32), described in the OpenAPI document by hand as /graphql
 * is: the MCP server and the discovery documents. Their routes hide themselves (they are no REST envelope).
 */
/** A failure of ours: an envelope (a JSON-RPC error on /mcp), never a stack; 503 while the database is away. */
const failed = {
  '500': { description: 'Unexpected failure, answered without its details.' },
  '503': { description: 'The database cannot be reached; retry after Retry-After.' },
};

const text = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: { type: 'string' } } },
});

export const discoveryPaths = {
  '/mcp': {
    post: {
      operationId: 'postMcp',
      tags: ['mcp'],
      summary: 'MCP server (Streamable HTTP, stateless) · MCP 服务器',
      description:
        'JSON-RPC 2.0 messages of the Model Context Protocol. Tools: search_apis, describe_api, call_api (an open call, recorded with channel mcp, counted against the key’s subscription), get_code_sample; resources: api-market://apis/{id}/openapi.json. Send X-API-Key to act as the key’s owner; without it, what a visitor may. Accept must name application/json and text/event-stream. Failures are JSON-RPC errors (parse error -32700 for malformed JSON, 413 past MCP_MAX_BODY_BYTES, 429 with Retry-After past MCP_RATE_PER_MINUTE) or tool results with isError. GET and DELETE answer 405 (no session).',
      'x-auth': 'public',
      security: [{}, { apiKey: [] }],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', required: ['jsonrpc', 'method'], additionalProperties: true },
            example: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_apis', arguments: { query: '天气' } } },
          },
        },
      },
      responses: {
        '200': { description: 'A JSON-RPC result or error.', content: { 'application/json': { schema: { type: 'object' } } } },
        '202': { description: 'A notification, accepted.' },
        '400': { description: 'Malformed JSON (JSON-RPC parse error -32700) or not a JSON-RPC message.' },
        '401': { description: 'The X-API-Key is not valid or was revoked.' },
        '413': { description: 'The request is larger than MCP_MAX_BODY_BYTES.' },
        '429': { description: 'More than MCP_RATE_PER_MINUTE requests this minute from this address.' },
        ...failed,
      },
    },
  },
  '/.well-known/api-catalog': {
    get: {
      operationId: 'getWellKnownApiCatalog',
      tags: ['mcp'],
      summary: 'API catalogue (RFC 9727) · API 目录',
      description:
        'A linkset (RFC 9264) of every published API: its open call address as the anchor, its OpenAPI document (service-desc) and its docs (service-doc). Fresh at every publish.',
      'x-auth': 'public',
      responses: { '200': text('The linkset.', 'application/linkset+json'), ...failed },
    },
  },
  '/discovery/apis/{id}/openapi.json': {
    get: {
      operationId: 'getDiscoveryApisByIdOpenapiJson',
      tags: ['mcp'],
      summary: 'OpenAPI document of one API · 单个接口的 OpenAPI 文档',
      description:
        'OpenAPI 3.1: the open call address, method, parameters, sample answer and who may call (X-API-Key or Bearer). Listed in /.well-known/api-catalog and served as the MCP resource api-market://apis/{id}/openapi.json. A draft answers 404, and a private API to everyone but its creator (an administrator too: the agent doors read without the administrator role).',
      'x-auth': 'public',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{1,9}$' } }],
      responses: {
        '200': { description: 'The document.', content: { 'application/json': { schema: { type: 'object' } } } },
        '404': { description: 'No such API, or not visible to the caller (the envelope, reason API_NOT_FOUND).' },
        ...failed,
      },
    },
  },
  '/discovery/apis/{id}/readme.md': {
    get: {
      operationId: 'getDiscoveryApisByIdReadmeMd',
      tags: ['mcp'],
      summary: 'Markdown reference of one API · 单个接口的 Markdown 说明',
      description:
        'The API’s description, call address, token rule, parameters, notes and sample answer in Chinese and English, linked from /llms.txt. Private APIs and drafts answer 404 as above.',
      'x-auth': 'public',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{1,9}$' } }],
      responses: {
        '200': text('Markdown.', 'text/markdown'),
        '404': { description: 'No such API, or not visible to the caller.' },
        ...failed,
      },
    },
  },
  '/llms.txt': {
    get: {
      operationId: 'getLlmsTxt',
      tags: ['mcp'],
      summary: 'llms.txt · 给大模型的目录索引',
      description: 'The catalogue for language models (llmstxt.org), in Chinese and English: one line per published API.',
      'x-auth': 'public',
      responses: { '200': text('Markdown text.', 'text/plain'), ...failed },
    },
  },
  '/llms-full.txt': {
    get: {
      operationId: 'getLlmsFullTxt',
      tags: ['mcp'],
      summary: 'llms-full.txt · 全部接口的完整说明',
      description: 'Every published API’s reference (call address, token rule, parameters, sample answer), in Chinese and English.',
      'x-auth': 'public',
      responses: { '200': text('Markdown text.', 'text/plain'), ...failed },
    },
  },
} as const;
