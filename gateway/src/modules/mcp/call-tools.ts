import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { generateSnippet, SNIPPET_LANGUAGES, type ParamRow } from '@api-market/snippets';
import { z } from 'zod';
import { badInput } from '../../core/errors.js';
import type { OpenMethod } from '../open-call/open-call.service.js';
import { openCallUrl } from './agent-catalog.types.js';
import { toolFailure } from './mcp-errors.js';
import { apiIdArg, json, paramsArg, type McpCaller, type McpDeps } from './mcp-shared.js';

/** Answers of open calls larger than this reach the agent cut, with a note (the whole answer stays a REST call away). */
const MAX_ANSWER_CHARS = 64 * 1024;

/** call_api and get_code_sample: calling an API, and the program that calls it. */
export function registerCallTools(server: McpServer, deps: McpDeps, caller: McpCaller, log: (err: unknown) => void): void {
  const { agentCatalog, openCall } = deps;
  const fail = (err: unknown) => toolFailure(err, caller.lang, log);
  server.registerTool(
    'call_api',
    {
      title: 'Call an API · 调用接口',
      description:
        'Calls a published API through the platform’s open call (/api/open/api/{id}): the same token rule, API key, subscription quota and upstream guard as any caller; recorded as an MCP call. Answers the upstream status, content type and body.',
      inputSchema: {
        apiId: apiIdArg,
        method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional().describe('Default: the API’s own method'),
        params: paramsArg,
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
          query: {},
          body: undefined,
          // One name → value map: the server places each by the parameter's location (issue #29).
          values,
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
      inputSchema: { apiId: apiIdArg, language: z.enum(SNIPPET_LANGUAGES).default('curl'), params: paramsArg },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (a) => {
      try {
        const d = await agentCatalog.describe(a.apiId, caller.actor);
        const given = a.params ?? {};
        const rows: ParamRow[] = d.api.parameters.map((p) => ({
          name: p.name, value: given[p.name] !== undefined ? String(given[p.name]) : p.example, location: p.location,
        }));
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

}
