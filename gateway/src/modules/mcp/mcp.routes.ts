import { readFileSync } from 'node:fs';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { AuthUser } from '../../core/auth-user.js';
import { AppError, type Lang, restMapping } from '../../core/errors.js';
import { badText, badTextPath } from '../../core/input-text.js';
import { pickLang } from '../../core/lang.js';
import { lazyModule } from '../../core/lazy-module.js';
import type { RateLimiters } from '../../core/rate-limiters.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { ApiKeyService } from '../keys/api-key.service.js';
import type { OpenCallService } from '../open-call/open-call.service.js';
import type { AgentCatalogService } from './agent-catalog.service.js';
import type { McpCaller } from './mcp-server.js';
import { originOf } from './origin.js';

/** The services this door uses (the composition root passes them all). */
type Deps = {
  config: Config;
  rateLimits: RateLimiters;
  accounts: AccountsService;
  apiKeys: ApiKeyService;
  agentCatalog: AgentCatalogService;
  openCall: OpenCallService;
};

const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const MESSAGES = {
  parse: { zh: '请求不是合法的 JSON', en: 'Parse error: the body is not valid JSON' },
  tooLarge: { zh: '请求过大', en: 'Request too large' },
  mediaType: { zh: 'MCP 请求须为 application/json', en: 'MCP requests must be application/json' },
  method: { zh: '此 MCP 服务为无状态模式：只接受 POST', en: 'This MCP server is stateless: POST only (no SSE stream, no session)' },
  badKey: { zh: 'API Key 无效或已撤销', en: 'The API key is not valid or was revoked' },
  internal: { zh: '服务器内部错误', en: 'Internal server error' },
} as const;

/**
 * JSON-RPC 2.0's error codes (the SDK's `ErrorCode`), here without the SDK: the door answers malformed,
 * oversized and unauthenticated requests before any MCP server exists.
 */
const ErrorCode = { ParseError: -32700, InvalidRequest: -32600, InvalidParams: -32602, InternalError: -32603 } as const;

/**
 * The MCP SDK with this door's tools (its zod schemas: ~65,000 heap objects kept for good), loaded by the
 * first MCP request instead of at start.
 */
const sdk = lazyModule(async () => {
  const [{ createMcpServer }, { WebStandardStreamableHTTPServerTransport }] = await Promise.all([
    import('./mcp-server.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]);
  return { createMcpServer, WebStandardStreamableHTTPServerTransport };
});

const FORWARDED = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'] as const;

/** A JSON-RPC error answer (the request's id is unknown when it could not be read). */
function rpcError(reply: FastifyReply, status: number, code: number, message: string, data?: unknown): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ jsonrpc: '2.0', id: null, error: { code, message, ...(data === undefined ? {} : { data }) } });
}

/**
 * The MCP server (issue #32) at `/mcp`: Streamable HTTP in stateless mode, one MCP server per request.
 * The door authenticates — a Bearer token (the auth hook) or the caller's `X-API-Key` — and hands the tools
 * the caller; every read and call goes through the services and their policies. Its own scope answers
 * every failure as JSON-RPC (malformed JSON, a body past MCP_MAX_BODY_BYTES, the rate limit), never a stack.
 */
export async function mcpRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { config, rateLimits, accounts, apiKeys } = opts.services;
  // The OpenAPI emitter registers routes without services (scripts/emit-openapi.ts): the defaults stand in.
  const limits = (config as Config | undefined)?.mcp ?? { perMinute: 120, maxBodyBytes: 64 * 1024 };
  // The body is read here as text: malformed JSON becomes JSON-RPC's parse error, not the REST envelope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: limits.maxBodyBytes }, (_req, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLang(req.headers);
    if (err instanceof AppError) {
      if (err.retryAfter !== undefined) reply.header('Retry-After', String(err.retryAfter));
      return rpcError(reply, restMapping[err.code].status, ErrorCode.InvalidRequest, err.messages[lang], { code: err.code, reason: err.reason });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return rpcError(reply, 413, ErrorCode.InvalidRequest, `${MESSAGES.tooLarge[lang]} (> ${limits.maxBodyBytes} bytes)`);
    if (status === 415) return rpcError(reply, 415, ErrorCode.InvalidRequest, MESSAGES.mediaType[lang]);
    if (status >= 400 && status < 500) return rpcError(reply, status, ErrorCode.InvalidRequest, err.message);
    req.log.error({ err }, 'mcp request failed');
    return rpcError(reply, 500, ErrorCode.InternalError, MESSAGES.internal[lang]);
  });

  const caller = async (req: FastifyRequest, lang: Lang): Promise<McpCaller | null> => {
    const header = req.headers['x-api-key'];
    const apiKey = typeof header === 'string' && header ? header : undefined;
    let actor: AuthUser | null = req.user;
    if (apiKey) {
      const owner = await apiKeys.resolveKey(apiKey);
      if (!owner) return null;
      if (!actor) {
        const u = await accounts.getUser(owner.userId);
        actor = { id: u.id, account: u.account, username: u.username, role: u.role, creatorId: u.creatorId };
      }
    }
    return { actor, apiKey, lang, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), links: { origin: originOf(req, config) } };
  };

  app.post(
    '/mcp',
    { schema: { hide: true }, bodyLimit: limits.maxBodyBytes },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const lang = pickLang(req.headers);
      await rateLimits.consumePerMinute('mcp', limits.perMinute, `ip:${req.ip}`);
      let message: unknown;
      try {
        message = JSON.parse(String(req.body ?? ''));
      } catch {
        return rpcError(reply, 400, ErrorCode.ParseError, MESSAGES.parse[lang]);
      }
      // The REST door's text rule (http/input-guard.ts), applied to the message it could not see as JSON.
      const bad = badTextPath(message, 'message');
      if (bad) return rpcError(reply, 400, ErrorCode.InvalidParams, badText(bad).messages[lang]);
      const who = await caller(req, lang);
      if (!who) return rpcError(reply, 401, ErrorCode.InvalidRequest, MESSAGES.badKey[lang], { code: 'UNAUTHENTICATED' });
      const { createMcpServer, WebStandardStreamableHTTPServerTransport } = await sdk();
      const server = createMcpServer(opts.services, who, (err) => req.log.error({ err }, 'mcp tool failed'), VERSION);
      const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
      try {
        await server.connect(transport);
        // What the transport reads of the request: the negotiation headers (the body is parsed above).
        const headers = new Headers();
        for (const name of FORWARDED) {
          const v = req.headers[name];
          if (typeof v === 'string') headers.set(name, v);
        }
        const res = await transport.handleRequest(new Request('http://mcp.local/mcp', { method: 'POST', headers }), {
          parsedBody: message,
        });
        reply.status(res.status);
        res.headers.forEach((value, name) => {
          if (name !== 'content-length') reply.header(name, value);
        });
        return reply.send(await res.text());
      } finally {
        await transport.close();
        await server.close();
      }
    },
  );

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      schema: { hide: true },
      handler: async (req, reply) => rpcError(reply.header('Allow', 'POST'), 405, ErrorCode.InvalidRequest, MESSAGES.method[pickLang(req.headers)]),
    });
  }
}
