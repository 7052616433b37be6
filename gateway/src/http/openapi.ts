import { discoveryPaths } from './discovery-paths.js';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.js';
import { DOMAIN_CODE_DOC, errorEnvelopeSchema } from '../core/envelope.js';
import { DOMAIN_CODES } from '../core/errors.js';
import type { Feature } from '../core/feature.js';
import type { Guard } from '../core/guards.js';
import { registeredRules } from '../core/policy.js';

/** What a route needs from its caller, shown in the document (`x-auth`) and used to add 401 / 40001. */
export type RouteAuth = 'public' | 'user' | 'admin';

type Json = Record<string, unknown>;
type Operation = Json & {
  responses: Record<string, Json>;
  parameters?: Json[];
  requestBody?: unknown;
  operationId?: string;
  'x-auth'?: RouteAuth;
  'x-policy'?: string;
  'x-request-body'?: unknown;
  'x-responses'?: Record<string, Json>;
  security?: unknown;
};

/** One tag per feature (its folder name), in menu order; the docs page translates the names. */
export const FEATURE_TAGS: Array<{ name: string; description: string }> = [
  {
    name: 'catalog',
    description: '接口目录：列表、搜索、详情、创作者 · Catalogue: list, search, detail, creators',
  },
  {
    name: 'content',
    description:
      '内容：版本日志、公告、文章、统计、提交记录 · Content: version log, announcements, articles, statistics, commits',
  },
  { name: 'community', description: '评论、回复与点赞 · Comments, replies and likes' },
  {
    name: 'open-call',
    description: '开放调用、调用历史与告警 · Open calls, call history and alerts',
  },
  {
    name: 'mock',
    description: '模拟与沙箱：每个接口的免费模拟调用 · Mock and sandbox: every API’s free mock',
  },
  { name: 'keys', description: '个人 API Key · Personal API keys (X-API-Key)' },
  {
    name: 'plans',
    description: '套餐、订阅、配额与用量 · Plans, subscriptions, quotas and usage',
  },
  { name: 'accounts', description: '登录、注册与账号 · Sign-in, registration and accounts' },
  { name: 'authoring', description: '创作者的接口与通知 · A creator’s APIs and notifications' },
  {
    name: 'admin',
    description: '管理后台：接口、日志、用户、审核、策略 · Console: APIs, logs, users, review, policies',
  },
  { name: 'feedback', description: '问题反馈与修复记录 · Feedback and bug-fix history' },
  { name: 'blog', description: '平台博客：文章封面图片 · Platform blog: post cover images' },
  { name: 'monitor', description: '系统监控 · System monitor' },
  { name: 'device-info', description: '访客设备信息 · Visitor device info' },
  { name: 'tender', description: 'API 需求征集：提交、投票与处理 · API requests: submit, vote, answer' },
  { name: 'status', description: '服务状态、故障与告警渠道 · Status page, incidents and alert channels' },
  { name: 'mcp', description: 'MCP 服务器与机器发现 · MCP server and discovery for machines (API catalogue, llms.txt)' },
  { name: 'versions', description: '接口版本、弃用与停用 · API versions, deprecation and sunset' },
  { name: 'imports', description: '接口导入与导出（OpenAPI、Swagger、Postman、HAR、cURL）· Import and export of APIs' },
  { name: 'assistant', description: '接口助手：按需求描述找接口 · API assistant: find APIs from a described need' },
  { name: 'search', description: '搜索联想与同义词 · Search suggestions and synonym groups' },
  { name: 'graphql', description: 'GraphQL（HTTP 与 graphql-ws）· GraphQL over HTTP and graphql-ws' },
];

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
};

const json = (schema: object, headers?: object): Json => ({
  description: (schema as { description?: string }).description ?? '',
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema } },
});

function authOf(route: RouteOptions): RouteAuth {
  const declared = (route.schema as Json | undefined)?.['x-auth'] as RouteAuth | undefined;
  if (declared) return declared;
  // A guard derived from a policy rule (core/guards.ts `gate`) carries the rule's need.
  const needs = [route.preValidation].flat().map((g) => (g as Partial<Guard> | undefined)?.need);
  if (needs.includes('admin')) return 'admin';
  if (needs.includes('user')) return 'user';
  return 'public';
}

/** The policy rule a route's guard was derived from (`feature.action`, core/policy.ts), if any. */
function policyOf(route: RouteOptions): string | undefined {
  return [route.preValidation]
    .flat()
    .map((g) => (g as Partial<Guard> | undefined)?.action)
    .find(Boolean);
}

/**
 * Completes one operation from what the route is: the failure answers every REST route can give (the
 * error mapper's envelope), 401 and the 40001-in-200 permission answer by its guard, 429 with
 * Retry-After on writes, 404 where a path names a record.
 */
/** A parameter or body field that names another record (apiId, commentId, targetId…), which may not exist. */
function namesRecord(op: Operation): boolean {
  const body = (
    op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined
  )?.content;
  const fields = [
    ...(op.parameters ?? []).map((p) => String(p.name)),
    ...Object.values(body ?? {}).flatMap((m) => Object.keys(m.schema?.properties ?? {})),
  ];
  return fields.some(
    (f) => /^[a-z]+Id$/.test(f) && f !== 'userId' && f !== 'replyToUserId' && f !== 'tenantId',
  );
}

/** `GET /api/histroy/log/api/{id}` → `getHistroyLogApiById`: stable ids for SDK generators and validators. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `by-${w.slice(1, -1)}` : w))
    .flatMap((w) => w.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function completeOperation(method: string, url: string, op: Operation): void {
  const auth = op['x-auth'] ?? 'public';
  op.operationId ??= operationId(method, url);
  // Documentation-only parts of routes that read their body themselves (multipart) or answer bytes.
  if (op['x-request-body']) {
    op.requestBody = op['x-request-body'];
    delete op['x-request-body'];
  }
  if (op['x-responses']) {
    Object.assign(op.responses, op['x-responses']);
    delete op['x-responses'];
  }
  if (url === '/api/open/api/{id}') documentOpenCall(method, op);
  const r = op.responses;
  const add = (status: number, description: string, headers?: object) => {
    r[String(status)] ??= json(errorEnvelopeSchema(status, description), headers);
  };
  if (op.parameters?.length || op.requestBody)
    add(400, 'Invalid request: a parameter or the body does not match this operation.');
  if (auth !== 'public') {
    op.security = [{ bearerAuth: [] }];
    add(401, 'No token, or an expired, revoked or disabled account’s token.');
  }
  // A record rule (administrators, or the record's owner) may refuse a signed-in caller too.
  const recordRule = !!op['x-policy'] && !!registeredRules().get(op['x-policy'])?.allow;
  if (auth === 'admin' || recordRule) {
    // SPEC §8: a signed-in caller without the role gets HTTP 200 with code 40001.
    const ok = r['200'] as { content?: { 'application/json'?: { schema?: object } } } | undefined;
    const success = ok?.content?.['application/json']?.schema;
    if (ok && success) {
      ok.content = {
        'application/json': {
          schema: {
            anyOf: [
              success,
              errorEnvelopeSchema(
                40001,
                auth === 'admin'
                  ? 'Signed in without the administrator role.'
                  : 'Signed in, but neither an administrator nor entitled to the record asked for.',
              ),
            ],
          },
        },
      };
    }
  }
  if (/\{[^}]+\}/.test(url) || namesRecord(op)) add(404, 'No such record, or one the caller may not see.');
  if (method !== 'get') add(429, 'Rate limit reached: retry after the given seconds.', retryAfter);
  add(500, 'Unexpected server error (logged; no details are sent).');
  for (const response of Object.values(r)) referDomainCode(response);
}

/** Every error envelope's `reason` points at the one list of domain codes (components.schemas.DomainCode). */
function referDomainCode(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const props = (node as { properties?: Record<string, unknown> }).properties;
  if (props?.reason && (props.reason as Json).description === DOMAIN_CODE_DOC) {
    props.reason = { $ref: '#/components/schemas/DomainCode' };
  }
  for (const child of Object.values(node)) referDomainCode(child);
}

/** The domain codes of core/errors.ts, as the document lists them. */
const domainCodeSchema: { type: 'string'; enum: string[]; description: string } = {
  type: 'string',
  enum: Object.keys(DOMAIN_CODES),
  description: `${DOMAIN_CODE_DOC} ${Object.entries(DOMAIN_CODES)
    .map(([code, what]) => `${code}: ${what}`)
    .join(' ')}`,
};

/** Only calls counted against a subscription carry these, so they are described rather than declared per answer. */
const QUOTA_NOTE =
  'A call with X-API-Key of an API with plans is counted against that key’s subscription (only upstream 2xx answers count). ' +
  'Its answers carry the IETF RateLimit draft headers — RateLimit-Policy (e.g. `"daily";q=100;w=86400, "monthly";q=3000;w=2592000, "burst";q=5;w=1`) and RateLimit (`"daily";r=42;t=3600`: left, seconds to reset) — ' +
  'and X-Quota-Remaining-Day / X-Quota-Remaining-Month. Past the quota (or the rate per second): 429 with Retry-After and the message in the caller’s language; a suspended subscription: 401 with the reason.';

const anyBody = {
  description: 'The upstream answer as it came: its status, content type and body.',
  content: { '*/*': { schema: {} } },
};

/** The open-call proxy answers what the upstream answered; the gateway's own failures are envelopes. */
function documentOpenCall(method: string, op: Operation): void {
  op.description = `${String(op.description ?? '')} ${QUOTA_NOTE}`.trim();
  op.security = [{}, { bearerAuth: [] }, { apiKey: [] }];
  op.parameters = [
    ...(op.parameters ?? []),
    {
      in: 'query',
      name: 'params',
      description: 'Any query pairs: passed on to the upstream as they are.',
      schema: { type: 'object', additionalProperties: { type: 'string' } },
      style: 'form',
      explode: true,
    },
  ];
  if (method !== 'get') {
    op.requestBody = {
      required: false,
      content: {
        'application/json': {
          schema: { type: 'object', additionalProperties: true },
          example: { city: '北京' },
        },
      },
    };
  }
  const e = (status: number, description: string, headers?: object) =>
    json(errorEnvelopeSchema(status, description), headers);
  Object.assign(op.responses, {
    '200': anyBody,
    '4XX': anyBody,
    '5XX': anyBody,
    '401': e(401, 'The API needs a token: send Authorization: Bearer <token> or X-API-Key.'),
    '404': e(404, 'No such API, or one the caller may not see.'),
    '429': e(
      429,
      'Attack protection of this API (too many calls per minute), or the quota of the key’s subscription: daily or monthly quota used up, or more calls per second than the plan allows. The message says which.',
      retryAfter,
    ),
    '502': e(
      502,
      'The upstream could not be reached, answered more than UPSTREAM_MAX_BYTES, or redirected more than 3 times.',
    ),
    '503': e(
      503,
      'The API is not published (offline, disabled, updating, under review) or was shut down by its policy.',
    ),
    '504': e(504, 'The upstream did not answer within UPSTREAM_TIMEOUT_MS (10 s).'),
  });
}

/** The GraphQL endpoint, which Apollo serves without a Fastify schema. */
const graphqlPath = {
  post: {
    operationId: 'postGraphql',
    tags: ['graphql'],
    summary: 'GraphQL query or mutation · GraphQL 查询与变更',
    description:
      'The typed API of the React client (schema/schema.graphql). Subscriptions go over graphql-ws on the same path (see /docs/websocket). Errors carry extensions.code: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, TOO_MANY_REQUESTS.',
    'x-auth': 'public',
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['query'],
            properties: {
              query: { type: 'string' },
              variables: { type: ['object', 'null'], additionalProperties: true },
              operationName: { type: ['string', 'null'] },
            },
          },
          example: { query: '{ apis(limit: 2) { total items { id name } } }' },
        },
      },
    },
    responses: {
      '200': json({
        description: 'GraphQL result: data and/or errors.',
        type: 'object',
        properties: {
          data: { type: ['object', 'null'], additionalProperties: true },
          errors: { type: 'array', items: { type: 'object', additionalProperties: true } },
        },
      }),
      '429': json(
        { description: 'Write limit reached.', type: 'object', additionalProperties: true },
        retryAfter,
      ),
    },
  },
};

/**
 * Registers @fastify/swagger (OpenAPI 3.1 from the route schemas). Must come before the routes. Only
 * `/api/*` is documented: health probes and the built client's files are not part of the REST surface.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'gateway', 'package.json'), 'utf8')) as {
    version: string;
  };
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API Market REST API · 开放 API 市场',
        version,
        description:
          'REST compatibility paths (exact paths, typos included, for existing clients) and the paths the gateway adds. ' +
          'Every JSON answer is the envelope {code, data, message}; success is code 200. Messages follow Accept-Language (zh by default, en). ' +
          'A failure with a stable domain code also carries it as `reason` (components.schemas.DomainCode), the same value GraphQL gives in extensions.reason.',
      },
      tags: FEATURE_TAGS,
      components: {
        schemas: { DomainCode: domainCodeSchema },
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'POST /api/login → data.token' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description: 'For open calls of APIs that need a token: GET/POST /api/user/apiKeys',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const hide = !url.startsWith('/api/') || url === '/api/openapi.json' || url.startsWith('/api/docs');
      const s = { ...(schema as Json), 'x-auth': authOf(route as RouteOptions) } as Json;
      const action = policyOf(route as RouteOptions);
      if (action) s['x-policy'] = action;
      if (hide) s.hide = true;
      return { schema: s as never, url };
    },
    transformObject: (doc) => {
      const openapi = (doc as { openapiObject: Json & { paths: Record<string, Record<string, Operation>> } })
        .openapiObject;
      for (const [url, item] of Object.entries(openapi.paths)) {
        for (const [method, op] of Object.entries(item)) completeOperation(method, url, op);
      }
      openapi.paths['/graphql'] = graphqlPath as never;
      Object.assign(openapi.paths, discoveryPaths);
      // Stable order: the committed document must not change with registration order.
      openapi.paths = Object.fromEntries(
        Object.entries(openapi.paths).sort(([a], [b]) => a.localeCompare(b)),
      );
      return openapi as never;
    },
  });
}

/** `/api/openapi.json` (the live document) and the interactive reference at `/api/docs` (bundled Swagger UI, no CDN). */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: {
      deepLinking: true,
      docExpansion: 'list',
      displayRequestDuration: true,
      tryItOutEnabled: false,
    },
    staticCSP: true,
  });
}

/** A feature's routes in a scope of their own, each tagged with the feature's name. */
export function featureRoutes<S>(feature: Feature<S>, services: S) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      const schema = (route.schema ??= {}) as Json;
      schema.tags ??= [feature.name];
    });
    for (const routes of feature.routes) await scope.register(routes, { services });
  };
}
