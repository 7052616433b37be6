import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import type { GraphQLContext } from './graphql/context.js';
import { localizeErrorsPlugin, makeFormatError } from './graphql/format-error.js';
import { attachGraphQLWebSocket, type GraphQLWebSocket } from './graphql/websocket.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerWriteRateLimit, writeRateLimitPlugin } from './http/write-rate-limit.js';
import { pickLang } from './http/lang.js';
import { registerRestRoutes } from './http/routes.js';
import { registerAuthHook } from './modules/accounts/auth.hook.js';
import type { Services } from './services.js';

export interface App {
  fastify: FastifyInstance;
  ws: GraphQLWebSocket;
  /** Stops accepting, finishes in-flight requests, closes websockets (1001). */
  close(): Promise<void>;
}

export interface AppDeps {
  config: Config;
  ds: DataSource;
  schema: GraphQLSchema;
  services: Services;
}

function contextFor(services: Services, req: FastifyRequest): GraphQLContext {
  return {
    services,
    lang: pickLang(req.headers),
    ip: req.ip,
    protocol: req.protocol,
    headers: req.headers,
    user: req.user,
  };
}

/** Fastify with the REST routes, Apollo at /graphql, graphql-ws on the same path and the built client. */
export async function buildApp({ config, ds, schema, services }: AppDeps): Promise<App> {
  const fastify = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    // Fastify accepts a hop count too; its typings omit it.
    trustProxy: config.trustProxy as boolean | string[],
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  });
  registerErrorHandler(fastify);
  fastify.decorateRequest('user', null);
  registerAuthHook(fastify, services.accounts);
  registerWriteRateLimit(fastify, services.rateLimits);

  fastify.get('/healthz', async () => ({ status: 'ok' }));
  fastify.get('/readyz', async (_req, reply) => {
    try {
      await ds.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  await registerRestRoutes(fastify, services);

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError: makeFormatError((err) => fastify.log.error({ err }, 'graphql error')),
    includeStacktraceInErrorResponses: false,
    introspection: true,
    plugins: [
      fastifyApolloDrainPlugin(fastify),
      localizeErrorsPlugin<GraphQLContext>(),
      writeRateLimitPlugin(services.rateLimits),
    ],
  });
  await apollo.start();
  await fastify.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (req) => contextFor(services, req),
  });

  if (existsSync(path.join(config.clientDist, 'index.html'))) {
    await fastify.register(fastifyStatic, {
      root: config.clientDist,
      prefix: '/',
      wildcard: false,
      setHeaders(res, filePath) {
        // Hashed bundles never change; index.html must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  const ws = attachGraphQLWebSocket(fastify.server, schema, config, (req) => ({
    services,
    lang: pickLang(req.headers),
    ip: req.socket.remoteAddress ?? '',
    protocol: 'http',
    headers: req.headers,
    user: null,
  }));

  return {
    fastify,
    ws,
    async close() {
      await ws.close();
      // server.close() reaps only the sockets idle at that moment; a request still in flight leaves
      // a keep-alive socket that turns idle later and would hold the close for keepAliveTimeout.
      const reaper = setInterval(() => fastify.server.closeIdleConnections(), 50);
      try {
        await fastify.close();
      } finally {
        clearInterval(reaper);
      }
      await apollo.stop();
    },
  };
}
