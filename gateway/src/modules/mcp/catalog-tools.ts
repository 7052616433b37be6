import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { badInput } from '../../core/errors.js';
import { MARKET_SORTS } from '../catalog/api-market.service.js';
import { openApiUrl, openCallUrl, resourceUri } from './agent-catalog.types.js';
import { apiOpenApiDocument } from './api-openapi.js';
import { resourceError, toolFailure } from './mcp-errors.js';
import { apiIdArg, json, type McpCaller, type McpDeps } from './mcp-shared.js';

/** search_apis, describe_api and the OpenAPI resources: reading the catalogue. */
export function registerCatalogTools(server: McpServer, deps: McpDeps, caller: McpCaller, log: (err: unknown) => void): void {
  const { agentCatalog } = deps;
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
      inputSchema: { apiId: apiIdArg },
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
}
