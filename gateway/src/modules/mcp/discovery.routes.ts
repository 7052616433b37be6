import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { idParams } from '../../core/envelope.js';
import { doc } from '../../core/json-schema.js';
import type { AgentCatalogService } from './agent-catalog.service.js';
import { API_CATALOG_PATH, apiCatalogLinkset, LINKSET_TYPE } from './api-catalog-linkset.js';
import { apiOpenApiDocument } from './api-openapi.js';
import { apiMarkdown, llmsFull, llmsIndex } from './llms-text.js';
import { originOf } from './origin.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { config: Config; agentCatalog: AgentCatalogService };

type IdReq = FastifyRequest<{ Params: { id: string } }>;

const TEXT = 'text/plain; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';

/**
 * Discovery for machines (issue #32): the RFC 9727 API catalogue at `/.well-known/api-catalog`, `/llms.txt`
 * and `/llms-full.txt`, and per API its OpenAPI document and its Markdown reference. All generated from the
 * published catalogue, read again when the catalogue's write generation moves (a publish on any gateway).
 */
export async function discoveryRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { config, agentCatalog } = opts.services;
  const links = (req: FastifyRequest) => ({ origin: originOf(req, config) });
  // Answers change with every publish: caches revalidate (the linkset is small).
  const fresh = { 'cache-control': 'no-cache' };

  app.get(API_CATALOG_PATH, { schema: { hide: true } }, async (req, reply) => {
    const l = links(req);
    const body = apiCatalogLinkset(await agentCatalog.publishedApis(), l);
    return reply
      .headers(fresh)
      .header('link', `<${l.origin}${API_CATALOG_PATH}>; rel="api-catalog"`)
      .type(LINKSET_TYPE)
      .serializer(JSON.stringify)
      .send(body);
  });

  app.get('/llms.txt', { schema: { hide: true } }, async (req, reply) =>
    reply.headers(fresh).type(TEXT).send(llmsIndex(await agentCatalog.publishedApis(), links(req))),
  );

  app.get('/llms-full.txt', { schema: { hide: true } }, async (req, reply) =>
    reply.headers(fresh).type(TEXT).send(llmsFull(await agentCatalog.publishedApis(), links(req))),
  );

  app.get(
    '/discovery/apis/:id/openapi.json',
    {
      schema: {
        hide: true,
        ...doc(
          'OpenAPI document of one API · 单个接口的 OpenAPI 文档',
          'OpenAPI 3.1: the open call address, method, parameters, sample answer and who may call (X-API-Key or Bearer). Listed in /.well-known/api-catalog and served as the MCP resource api-market://apis/{id}/openapi.json. A draft answers 404, and a private API to everyone but its creator (an administrator too: mcp.policy.ts).',
        ),
        params: idParams,
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (req: IdReq, reply) => {
      const d = await agentCatalog.describe(Number(req.params.id), req.user);
      return reply.headers(fresh).type('application/json; charset=utf-8').send(apiOpenApiDocument(d.api, links(req)));
    },
  );

  app.get(
    '/discovery/apis/:id/readme.md',
    {
      schema: {
        hide: true,
        ...doc(
          'Markdown reference of one API · 单个接口的 Markdown 说明',
          'The API’s description, call address, token rule, parameters, notes and sample answer in Chinese and English, for people and agents (linked from /llms.txt). A draft answers 404, and a private API to everyone but its creator (an administrator too: mcp.policy.ts).',
        ),
        params: idParams,
      },
    },
    async (req: IdReq, reply) => {
      const d = await agentCatalog.describe(Number(req.params.id), req.user);
      return reply.headers(fresh).type(MARKDOWN).send(apiMarkdown(d.api, links(req)));
    },
  );
}
