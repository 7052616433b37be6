import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParams } from '../../core/envelope.js';
import { doc } from '../../core/json-schema.js';
import { sandboxOpenCallAnswer } from '../open-call/open-call.service.js';
import { mockHeaders, type MockMethod, type MockService } from './mock.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { mock: MockService };

type IdReq = FastifyRequest<{ Params: { id: string } }>;

const mockHeaderDoc = {
  'X-Mock': { description: 'Always `true`: the answer comes from the mock, not the upstream.', schema: { type: 'string', enum: ['true'] } },
  'X-Mock-Source': {
    description: '`schema` (generated from the API’s answer schema), `example` (its sample answer) or `empty`.',
    schema: { type: 'string', enum: ['schema', 'example', 'empty'] },
  },
};

export async function mockRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { mock } = opts.services;

  const answer = async (req: IdReq, reply: FastifyReply) => {
    // Every answer of this door says it is a mock, the refusals (400, 404, 429) too.
    reply.headers(mockHeaders());
    const result = await mock.answer({
      apiId: Number(req.params.id),
      method: req.method as MockMethod,
      query: (req.query ?? {}) as Record<string, unknown>,
      body: req.body,
      headers: req.headers,
      ip: req.ip,
      viewer: req.user ?? null,
      receivedAt: performance.now() - reply.elapsedTime,
    });
    reply.headers(result.headers);
    // The sample answer is the creator's text on our origin: sandboxed as an open call's answer.
    sandboxOpenCallAnswer(reply, result.contentType);
    return reply.status(result.status).header('content-type', result.contentType).send(result.body);
  };

  for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/mock/api/:id',
      schema: {
        ...doc(
          `Mock of an API (${method}) · 模拟调用`,
          'The API’s mock, free and without configuration: its answer schema’s generated data (realistic Chinese names, mobile numbers, ID numbers with a valid check digit, addresses, e-mails), else its sample answer. The query and, for non-GET, the JSON body — and header and cookie parameters from the request’s headers and cookies, path parameters from the query or body — are checked against the API’s parameter table (required, types): 400 with the envelope and reason PARAMETER_INVALID. Never reaches the upstream, never counts toward quotas or the API’s statistics; listed in the call history as mock. MOCK_RATE_PER_MINUTE calls per minute per caller (600 by default).',
        ),
        params: idParams,
        'x-responses': {
          '200': {
            description: 'The mock answer, with the API’s response format as content type (JSON for generated data).',
            headers: mockHeaderDoc,
            content: { '*/*': { schema: {} } },
          },
        },
      },
      compress: false,
      handler: answer,
    });
  }
}
