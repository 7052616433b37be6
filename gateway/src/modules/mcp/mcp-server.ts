import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { generateSnippet, SNIPPET_LANGUAGES } from '@api-market/snippets';
import { z } from 'zod';
import type { AuthUser } from '../../core/auth-user.js';
import { badInput, type Lang } from '../../core/errors.js';
import { MARKET_SORTS } from '../catalog/api-market.service.js';
import type { OpenCallService, OpenMethod } from '../open-call/open-call.service.js';
import type { AgentCatalogService } from './agent-catalog.service.js';
import { type Links, openApiUrl, openCallUrl, resourceUri } from './agent-catalog.types.js';
import { apiOpenApiDocument } from './api-openapi.js';
import { resourceError, toolFailure } from './mcp-errors.js';

/** What one MCP request knows of its caller: authenticated by the door (Bearer token or X-API-Key). */
export interface McpCaller {
  actor: AuthUser | null;
  /** The X-API-Key the request carried (already resolved to `actor`), passed on to open calls. */
  apiKey: string | undefined;
  lang: Lang;
  ip: string;
  userAgent: string;
  links: Links;
}

export type McpDeps = { agentCatalog: AgentCatalogService; openCall: OpenCallService };

/** Answers of open calls larger than this reach the agent cut, with a note (the whole answer stays a REST call away). */
const MAX_ANSWER_CHARS = 64 * 1024;
const id = z.number().int().min(1).max(2_147_483_647).describe('The API id (from search_apis)');
const params = z
  .record(z.string().min(1).max(100), z.union([z.string().max(4000), z.number(), z.boolean()]))
  .refine((r) => Object.keys(r).length <= 50, { message: 'at most 50 parameters' })
  .optional()
  .describe('Parameter name → value (query parameters; for POST/PUT/DELETE also the JSON body)');

const json = (value: unknown) => ({
  content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }],
  structuredContent: value as Record<string, unknown>,
});

const INSTRUCTIONS =
  'API Market (开放 API 市场): search the catalogue with search_apis, read one API with describe_api, call it with call_api ' +
  '(send your API key in the X-API-Key header of the MCP connection for APIs that need one; calls count against your ' +
  'subscription quota), and get a ready program with get_code_sample. Each published API’s OpenAPI document is a resource.';

/** One MCP server for one request (stateless Streamable HTTP): the catalogue's tools and resources for `caller`. */
export function createMcpServer(deps: McpDeps, caller: McpCaller, log: (err: unknown) => void, version: string): McpServer {
  const server = new McpServer({ name: 'api-market', title: 'API Market · 开放 API 市场', version }, { instructions: INSTRUCTIONS });
  const { agentCatalog, openCall } = deps;
  const fail = (err: unknown) => toolFailure(err, caller.lang, log);

  server.registerTool(
    'search_apis',
    {
      title: 'Search APIs · 搜索接口',
      description:
        'Relevance search over the published catalogue (Chinese, English, pinyin, synonyms). Filters: categoryId; order: sort; paging: page, pageSize. Answers ids, names, descriptions, method, category and who may call.',
      inputSchema: {
        query: z.string().max(100).default('').describe('Words, in Chinese or English; empty lists the catalogue'),
        categoryId: z.number().int().min(1).max(2_147_483_647).optional().describe('Only this category'),
        sort: z.enum(MARKET_SORTS).default('RELEVANCE'),
        page: z.number().int().min(1).max(1000).default(1),
        pageSize: z.number().int().min(1).max(20).default(5),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (a) => {
      try {
        const found = await agentCatalog.search({
          query: a.query,
          categoryId: a.categoryId ?? null,
          sort: a.sort,
          offset: (a.page - 1) * a.pageSize,
          limit: a.pageSize,
        });
        return json({
          total: found.total,
          page: a.page,
          items: found.items.map((api) => ({
            id: api.id,
            name: api.name,
            nameEn: api.nameEn,
            description: caller.lang === 'en' && api.descriptionEn ? api.descriptionEn : api.description,
            method: api.method,
            category: api.category,
            tokenRule: api.tokenRule,
            parameters: api.parameters.map((p) => p.name),
            callUrl: openCallUrl(caller.links, api.id),
          })),
        });
      } catch (err) {
        return fail(err);
      }
    },
  );

  server.registerTool(
    'describe_api',
    {
      title: 'Describe an API · 接口详情',
      description:
        'One API’s contract: method, call address, parameters (type, required, note, example), sample answer, who may call (token rule), plans and quotas, status and call count.',
      inputSchema: { apiId: id },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ apiId }) => {
      try {
        const d = await agentCatalog.describe(apiId, caller.actor);
        return json({
          ...d.api,
          updatedAt: d.api.updatedAt.toISOString(),
          callUrl: openCallUrl(caller.links, apiId),
          openApi: { uri: resourceUri(apiId), url: openApiUrl(caller.links, apiId) },
          plans: d.plans,
          calls: d.calls,
        });
      } catch (err) {
        return fail(err);
      }
    },
  );

  server.registerTool(
    'call_api',
    {
      title: 'Call an API · 调用接口',
      description:
        'Calls a published API through the platform’s open call (/api/open/api/{id}): the same token rule, API key, subscription quota and upstream guard as any caller; recorded as an MCP call. Answers the upstream status, content type and body.',
      inputSchema: {
        apiId: id,
        method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional().describe('Default: the API’s own method'),
        params,
      },
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    async (a) => {
      try {
        // The visibility rule first: a private API or a draft answers as missing (nothing revealed).
        const d = await agentCatalog.describe(a.apiId, caller.actor);
        const method = (a.method ?? d.api.method.toUpperCase()) as OpenMethod;
        const values = Object.fromEntries(Object.entries(a.params ?? {}).map(([k, v]) => [k, String(v)]));
        const result = await openCall.call({
          apiId: a.apiId,
          method,
          query: values,
          body: method === 'GET' ? undefined : values,
          ip: caller.ip,
          userAgent: caller.userAgent,
          lang: caller.lang,
          userId: caller.actor?.id ?? null,
          apiKey: caller.apiKey,
          channel: 'mcp',
        });
        let body = Buffer.isBuffer(result.body) ? result.body.toString('utf8') : result.body;
        const truncated = body.length > MAX_ANSWER_CHARS;
        if (truncated) body = body.slice(0, MAX_ANSWER_CHARS);
        const answer = {
          status: result.status,
          contentType: result.contentType ?? 'application/octet-stream',
          body,
          truncated,
          quota: result.headers ?? null,
        };
        return { ...json(answer), isError: result.status >= 400 };
      } catch (err) {
        return fail(err);
      }
    },
  );

  server.registerTool(
    'get_code_sample',
    {
      title: 'Code sample · 示例代码',
      description: `A complete program that calls the API (the same generator as the API page). Languages: ${SNIPPET_LANGUAGES.join(', ')}.`,
      inputSchema: { apiId: id, language: z.enum(SNIPPET_LANGUAGES).default('curl'), params },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (a) => {
      try {
        const d = await agentCatalog.describe(a.apiId, caller.actor);
        const given = a.params ?? {};
        const rows = d.api.parameters.map((p) => ({ name: p.name, value: given[p.name] !== undefined ? String(given[p.name]) : p.example }));
        for (const [name, value] of Object.entries(given))
          if (!rows.some((r) => r.name === name)) rows.push({ name, value: String(value) });
        const method = d.api.method.toUpperCase();
        if (method !== 'GET' && method !== 'POST' && method !== 'PUT' && method !== 'DELETE')
          throw badInput(`接口的请求方式 ${method} 无法生成示例`, `No sample for request method ${method}`);
        const code = await generateSnippet(a.language, {
          method,
          url: openCallUrl(caller.links, a.apiId),
          params: rows,
          needsKey: d.api.tokenRule !== 'none',
        });
        return { content: [{ type: 'text' as const, text: code }], structuredContent: { language: a.language, code } };
      } catch (err) {
        return fail(err);
      }
    },
  );

  server.registerResource(
    'api-openapi',
    new ResourceTemplate('api-market://apis/{id}/openapi.json', {
      list: async () => {
        const apis = await agentCatalog.publishedApis();
        return {
          resources: apis.map((a) => ({
            uri: resourceUri(a.id),
            name: `${a.name}${a.nameEn ? ` · ${a.nameEn}` : ''}`,
            description: caller.lang === 'en' && a.descriptionEn ? a.descriptionEn : a.description,
            mimeType: 'application/json',
          })),
        };
      },
    }),
    { title: 'OpenAPI document of an API · 接口的 OpenAPI 文档', mimeType: 'application/json' },
    async (uri, vars) => {
      try {
        const raw = Array.isArray(vars.id) ? vars.id[0] : vars.id;
        if (!raw || !/^\d{1,10}$/.test(raw)) throw badInput('接口编号无效', 'Invalid API id');
        const d = await agentCatalog.describe(Number(raw), caller.actor);
        return {
          contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(apiOpenApiDocument(d.api, caller.links), null, 2) }],
        };
      } catch (err) {
        throw resourceError(err, caller.lang, log);
      }
    },
  );
  return server;
}
