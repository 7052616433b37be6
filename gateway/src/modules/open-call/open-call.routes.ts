import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, idParams, ok } from '../../core/envelope.js';
import { doc, obj } from '../../core/json-schema.js';
import { pickLang } from '../../core/lang.js';
import { PAGED_LISTS, pagingQuery } from '../../core/paging.js';
import { gate } from '../../core/guards.js';
import { openCallPolicy } from './open-call.policy.js';
import { sandboxOpenCallAnswer } from './answer-headers.js';
import { isCallReceipt } from './call-receipt.rules.js';
import type { OpenMethod } from './open-call.service.js';
import type { AlertService } from './alert.service.js';
import type { CallHistoryService } from './call-history.service.js';
import type { OpenCallService } from './open-call.service.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { CallLogEntry, InterfaceAlert } from './open-call.types.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { alerts: AlertService; callHistory: CallHistoryService; openCall: OpenCallService };


/** A recorded call as the REST history lists it: the CallLogEntry view under its REST names, in the SPEC's order. */
const logItem = restSchemaOf(CallLogEntry, { pick: ['responseTimeMs', 'requestIp', 'success', 'status', 'requestedAt', 'mock'] });

/** An interface alert (the InterfaceAlert view) without who acknowledged it when. */
const alertItem = restSchemaOf(InterfaceAlert, { omit: ['acknowledgedAt', 'acknowledgedBy'] });

type IdReq = FastifyRequest<{ Params: { id: string } }>;

/** The online tester's door (issue #29): the parameters as one map, placed by their locations. */
const TRY_URL = '/api/open/api/:id/try';
interface TryBody {
  method: OpenMethod;
  params?: Record<string, unknown>;
}

/**
 * The version a call asks for (issue #30): the `Api-Version` header, else a `version` query parameter of
 * the form v + number (taken out of what the upstream gets; any other `version` value is the API's own).
 */
function pickVersion(header: string | string[] | undefined, query: Record<string, unknown>): { query: Record<string, unknown>; version?: string } {
  const { version: v, ...rest } = query;
  const fromQuery = typeof v === 'string' && /^v\d+$/.test(v) ? v : undefined;
  const fromHeader = typeof header === 'string' && header.trim() ? header.trim() : undefined;
  if (fromQuery === undefined) return { query, version: fromHeader };
  return { query: rest, version: fromHeader ?? fromQuery };
}

/** The caller's receipt when it has the receipt's form; anything else is ignored (the call goes on). */
function callReceipt(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && isCallReceipt(header) ? header : undefined;
}

export async function openCallRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { openCall, callHistory, alerts } = opts.services;

  const proxy = async (req: IdReq, reply: FastifyReply) => {
    const apiKey = req.headers['x-api-key'];
    const { query, version } = pickVersion(req.headers['api-version'], (req.query ?? {}) as Record<string, unknown>);
    // The tester's door sends one name → value map; the server places each value by its location.
    const tried = req.routeOptions.url === TRY_URL ? (req.body as TryBody) : undefined;
    const result = await openCall.call({
      apiId: Number(req.params.id),
      method: tried ? tried.method : (req.method as OpenMethod),
      query: tried ? {} : query,
      version,
      body: tried ? undefined : req.body,
      values: tried ? (tried.params ?? {}) : undefined,
      headers: tried ? undefined : req.headers,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      lang: pickLang(req.headers, req.query),
      userId: req.user?.id ?? null,
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
      receipt: callReceipt(req.headers['x-call-receipt']),
      // When the gateway got the request (Fastify's onRequest), so the record is the time the caller waited.
      receivedAt: performance.now() - reply.elapsedTime,
    }).catch((err: unknown) => {
      // A refusal by the quota still says where the quota stands (RateLimit headers, Retry-After);
      // one of a deprecated version's call says so (Deprecation, Sunset, Link); one by a prototype's mock
      // says it is the mock's (X-Mock).
      const marked = err as {
        quotaHeaders?: Record<string, string>;
        versionHeaders?: Record<string, string>;
        mockHeaders?: Record<string, string>;
      };
      if (marked.quotaHeaders) reply.headers(marked.quotaHeaders);
      if (marked.versionHeaders) reply.headers(marked.versionHeaders);
      if (marked.mockHeaders) reply.headers(marked.mockHeaders);
      throw err;
    });
    if (result.headers) reply.headers(result.headers);
    const contentType = result.contentType ?? 'application/octet-stream';
    sandboxOpenCallAnswer(reply, contentType);
    return reply.status(result.status).header('content-type', contentType).send(result.body);
  };
  // The upstream's status, content type and body go back as they are: no response schema here.
  for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/open/api/:id',
      schema: {
        ...doc(
          `Call a listed API (${method}) · 开放调用`,
          'Query parameters are passed on (for non-GET the JSON body too); the upstream status, content type and body come back as they are. Only published APIs are called. An API that needs a token takes a Bearer token or X-API-Key. A version is picked with the Api-Version header or the version query parameter (v1, v2…; default the latest stable); an unknown version answers 404, one past its sunset 410 naming its successor. Every answer carries Api-Version; a deprecated version\'s also Deprecation (RFC 9745), Sunset (RFC 8594) and Link rel="successor-version". A published prototype (原型, no upstream yet) answers its mock instead, marked X-Mock: true (see /api/mock/api/{id}).',
        ),
        params: idParams,
        headers: {
          type: 'object',
          properties: {
            'api-version': { type: 'string', description: 'The version to call: v1, v2… (default the latest stable).' },
            'x-call-receipt': {
              type: 'string',
              description:
                'Optional: a receipt of the caller\'s choosing (16–64 letters, digits, - or _). Once the call\'s record is committed (its counts and history include it), the GraphQL subscription callRecorded(apiId, receipt) says so. Any other value is ignored.',
            },
          },
        },
        querystring: { type: 'object', properties: { version: { type: 'string', description: 'The version to call (v + number), as the Api-Version header; other values go to the upstream.' } }, additionalProperties: true },
      },
      // The upstream's answer goes back as the upstream sent it: never re-encoded here.
      compress: false,
      handler: proxy,
    });
  }

  app.post(TRY_URL, {
    schema: {
      ...doc(
        'Try a listed API (the online tester) · 在线测试',
        'The online tester’s door: the same call as /api/open/api/{id} (token rule, quotas, policies, history, versions, the answer as the upstream sent it), with the parameters as one name → value map that the server places by each declared parameter’s location — query → the query string, path → the address’s {name} or :name, header → a request header (never Host, Content-Length, Transfer-Encoding, Connection, Cookie or other headers the gateway sets), cookie → one Cookie header, body → the JSON body. A name the table does not declare goes to the query (GET, DELETE) or the body (POST, PUT). Required parameters and types are checked as the mock checks them: 400 with reason PARAMETER_INVALID.',
      ),
      params: idParams,
      headers: {
        type: 'object',
        properties: {
          'api-version': { type: 'string', description: 'The version to call: v1, v2… (default the latest stable).' },
          'x-call-receipt': { type: 'string', description: 'Optional: as for /api/open/api/{id}.' },
        },
      },
      body: {
        type: 'object',
        required: ['method'],
        additionalProperties: false,
        properties: {
          method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE'], description: 'The method the API is called with.' },
          params: {
            type: 'object',
            additionalProperties: true,
            description: 'Parameter name → value (a string, or any JSON value for a body field).',
          },
        },
      },
      'x-responses': {
        '200': { description: 'The upstream’s answer as it came (status, content type and body), as for /api/open/api/{id}.', content: { '*/*': { schema: {} } } },
        '400': {
          description: 'A method outside GET, POST, PUT, DELETE, or a missing or mistyped parameter (reason PARAMETER_INVALID).',
          content: { 'application/json': { schema: errorEnvelopeSchema(400, 'A method outside GET, POST, PUT, DELETE, or a missing or mistyped parameter (reason PARAMETER_INVALID).') } },
        },
      },
    },
    compress: false,
    handler: proxy,
  });

  app.get(
    '/api/histroy/log/api/:id',
    {
      schema: {
        ...doc(
          'Call history of an API · 调用历史',
          'Newest first; avgCount is the average response time in ms. Caller addresses are masked except for administrators. `version` (v1, v2…) lists one version’s calls, its total and average over the kept rows.',
        ),
        params: idParams,
        querystring: { type: 'object', properties: { ...pagingQuery(PAGED_LISTS.callLog), version: { type: 'string', pattern: '^v[1-9][0-9]{0,5}$' } } },
        response: {
          200: envelopeSchema(
            obj({
              apiRequestStatList: { type: 'array', items: logItem },
              mockCalls: { type: 'array', items: logItem, description: 'The mock\'s newest calls (at most 20, on the first page only): never paged or counted in total.' },
              avgCount: { type: 'number' },
              total: { type: 'integer' },
            }),
          ),
        },
      },
    },
    async (
      req: FastifyRequest<{ Params: { id: string }; Querystring: { page: number; pageSize: number; version?: string } }>,
    ) => {
      const id = Number(req.params.id);
      const { page, pageSize, version } = req.query;
      const { rows, mockRows, avgMs, total } = await callHistory.log(id, req.user, pageSize, (page - 1) * pageSize, version);
      const item = (r: (typeof rows)[number]) => ({
        responseTime: r.responseTimeMs,
        requestIp: r.requestIp,
        requestResult: r.success ? 'success' : 'failure',
        status: r.status,
        requestTime: r.requestedAt.toISOString(),
        mock: r.mock,
      });
      return ok({
        apiRequestStatList: rows.map(item),
        mockCalls: mockRows.map(item),
        avgCount: avgMs,
        total,
      });
    },
  );

  app.get(
    '/api/histroy/count/api/:id',
    {
      schema: {
        ...doc('Call count of an API · 调用次数'),
        params: idParams,
        response: { 200: envelopeSchema({ type: 'integer' }) },
      },
    },
    async (req: IdReq) => {
      const id = Number(req.params.id);
      return ok(await callHistory.count(id, req.user));
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number; apiId?: number } }>(
    '/api/system/alerts',
    {
      preValidation: gate(openCallPolicy.readAlerts),
      schema: {
        ...doc(
          'Interface alerts · 接口告警',
          'Alerts raised by the traffic policies (alert, shutdown, rollback, promote), newest first: administrators all, a creator those of an own API (apiId).',
        ),
        querystring: {
          type: 'object',
          properties: { ...pagingQuery(PAGED_LISTS.interfaceAlerts), apiId: { type: 'integer', minimum: 1 } },
        },
        response: {
          200: envelopeSchema({ type: 'array', items: alertItem }, { total: { type: 'integer' } }),
        },
      },
    },
    async (req) => {
      const { page, pageSize, apiId } = req.query;
      const lang = pickLang(req.headers, req.query);
      const { items, total } = await alerts.list(req.user, { apiId, limit: pageSize, offset: (page - 1) * pageSize });
      return {
        ...ok(
          items.map((a) => ({
            ...a,
            message: lang === 'en' ? a.messageEn : a.message,
            createdAt: a.createdAt.toISOString(),
          })),
        ),
        total,
      };
    },
  );
}
