import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import type { Feature } from './core/feature.js';
import { BoundedStore, DOCUMENTS_KEPT, PERSISTED_QUERIES_KEPT } from './graphql/bounded-store.js';
import type { GraphQLContext } from './graphql/context.js';
import { localizeErrorsPlugin, makeFormatError } from './graphql/format-error.js';
import { queryCostPlugin, queryLimitRules } from './graphql/query-limits.js';
import { noStorePlugins } from './graphql/no-store.js';
import { attachGraphQLWebSocket, type GraphQLWebSocket } from './graphql/websocket.js';
import { registerClient, registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerForwardedNotice } from './http/forwarded-notice.js';
import { featureRoutes, registerApiDocs, registerOpenApi } from './http/openapi.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { inputGuardPlugin } from './graphql/input-guard.js';
import { registerWriteRateLimit, writeRateLimitPlugin } from './http/write-rate-limit.js';
import { readCachePlugin, readScopeOf, registerReadCache } from './http/read-cache.js';
import { pickLang } from './core/lang.js';
import { registerAuthHook, websocketUser } from './modules/accounts/auth.hook.js';
import { registerPresenceHook } from './modules/creators/presence.hook.js';
import { registerHealthRoutes, type DependencyState } from './ops/health.js';
import type { DatabaseWatch } from './core/db-outage.js';
import { createLogger, registerRequestLog } from './ops/logging.js';
import { registerMetricsRoute } from './ops/metrics.routes.js';
import { registerHttpMetrics } from './ops/telemetry.js';
import { poolOf } from './db/pool.js';
import type { Services } from './services.js';

/** One REST route as registered: what the security suite's route-table tests walk. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

export interface App {
  fastify: FastifyInstance;
  /** Every route of the REST door, in registration order (HEAD twins left out). */
  routes: RouteEntry[];
  /** The GraphQL schema the HTTP and websocket doors serve. */
  schema: GraphQLSchema;
  ws: GraphQLWebSocket;
  /** Stops accepting, finishes in-flight requests, closes websockets (1001). */
  close(): Promise<void>;
}

export interface AppDeps {
  config: Config;
  ds: DataSource;
  schema: GraphQLSchema;
  services: Services;
  /** Each feature's REST routes are registered here (its resolvers are already in `schema`). */
  features: Array<Feature<Services>>;
  /** Redis as the gateway's connections see it (for /readyz). */
  redisState?: () => DependencyState | Promise<DependencyState>;
  /** The gateway's logger (made here from the config when not given). */
  logger?: FastifyBaseLogger;
  /** Told of each request that met the database away (one log line per outage, not per request). */
  database?: DatabaseWatch;
}

function contextFor(services: Services, req: FastifyRequest): GraphQLContext<Services> {
  return {
    services,
    lang: pickLang(req.headers),
    ip: req.ip,
    protocol: req.protocol,
    headers: req.headers,
    user: req.user,
    readScope: readScopeOf(req, services.readCache),
  };
}

/** Fastify with the REST routes, Apollo at /graphql, graphql-ws on the same path and the built client. */
export async function buildApp({
  config,
  ds,
  schema,
  services,
  features,
  redisState = () => 'not configured',
  logger = createLogger(config),
  database,
}: AppDeps): Promise<App> {
  const sawDatabaseError = (err: unknown) => database?.saw(err) ?? false;
  const fastify = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One line per request from registerRequestLog instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify accepts a hop count too; its typings omit it.
    trustProxy: config.trustProxy as boolean | string[],
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 1024 * 1024,
    // Closing: requests on kept-alive connections are served (with Connection: close), not refused
    // with a bare 503, and no connection is closed under a request (see close() below).
    forceCloseConnections: false,
    return503OnClosing: false,
    keepAliveTimeout: config.keepAliveTimeoutMs,
  });
  const routes: RouteEntry[] = [];
  fastify.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url, schema: r.schema });
  });
  registerErrorHandler(fastify, sawDatabaseError);
  registerForwardedNotice(fastify, config.trustProxy);
  // Before any route is added: its onRoute hook bounds every route's integer parameters.
  registerInputGuard(fastify);
  registerSecurityHeaders(fastify, config);
  await registerCompression(fastify);
  fastify.decorateRequest('user', null);
  registerAuthHook(fastify, services.accounts);
  registerPresenceHook(fastify, services.presence);
  registerWriteRateLimit(fastify, services.rateLimits);
  registerReadCache(fastify, services.readCache);

  registerRequestLog(fastify);
  registerHttpMetrics(fastify, services.telemetry);
  registerHealthRoutes(fastify, { ds, redis: redisState });
  registerMetricsRoute(fastify, config, services.telemetry);

  // REST compatibility routes (SPEC §7, exact paths), one plugin or more per feature, described by
  // their schemas in the OpenAPI document (/api/openapi.json, /api/docs; committed as schema/openapi.json).
  await registerOpenApi(fastify);
  for (const feature of features) await fastify.register(featureRoutes(feature, services));
  // The role screen reads what each guard allows from the same document (x-auth per route), and the
  // GraphQL root fields from the schema with the guard each is checked by (graphql/field-access.ts).
  fastify.addHook('onReady', async () => services.roleCatalogue.load(fastify.swagger(), schema));
  await registerApiDocs(fastify);

  const apollo = new ApolloServer<GraphQLContext<Services>>({
    schema,
    formatError: makeFormatError((err) => fastify.log.error({ err }, 'graphql error'), sawDatabaseError),
    includeStacktraceInErrorResponses: false,
    // The server's own shutdown stops Apollo in its turn (after draining HTTP); Apollo's handler would
    // stop it first and then re-send the signal to the process.
    stopOnTerminationSignals: false,
    introspection: config.graphql.introspection,
    // Limits answered before execution (README "GraphQL limits"): tokens while parsing, aliases and
    // depth while validating, the cost (with the variables' page sizes) once the operation is known.
    parseOptions: { maxTokens: config.graphql.maxTokens },
    // Parsed documents and persisted query texts, each bounded by a count (bounded-store.ts).
    documentStore: new BoundedStore<DocumentNode>(DOCUMENTS_KEPT),
    cache: new BoundedStore<string>(PERSISTED_QUERIES_KEPT),
    validationRules: queryLimitRules(config.graphql),
    plugins: [
      ...noStorePlugins(),
      queryCostPlugin(config.graphql),
      inputGuardPlugin(),
      fastifyApolloDrainPlugin(fastify),
      localizeErrorsPlugin<GraphQLContext<Services>>(),
      writeRateLimitPlugin(services.rateLimits),
      readCachePlugin(services.readCache, new Set(features.flatMap((f) => f.cachedQueries ?? []))),
    ],
  });
  await apollo.start();
  await fastify.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (req) => contextFor(services, req),
  });

  if (existsSync(path.join(config.clientDist, 'index.html'))) {
    await registerClient(fastify, config.clientDist);
  }

  services.telemetry.instrumentPool(poolOf(ds));
  const ws = attachGraphQLWebSocket(fastify.server, schema, config, (req) => ({
    services,
    lang: pickLang(req.headers),
    ip: req.socket.remoteAddress ?? '',
    protocol: 'http',
    headers: req.headers,
    user: null,
  }),
    (params, req) => websocketUser(services.accounts, params, req.headers),
    undefined,
    (sessions) => services.accounts.endedSessions(sessions),
  );
  // A disabled account (on any gateway) loses its open websockets here too.
  const disabled = services.accounts.disabledUsers()?.[Symbol.asyncIterator]();
  if (disabled) {
    void (async () => {
      for (let next = await disabled.next(); !next.done; next = await disabled.next()) ws.dropUser(next.value.userId);
    })();
  }
  services.telemetry.attach({
    callBuffer: () => ({ pending: services.callRecorder.pending, dropped: services.callRecorder.dropped }),
    websockets: () => ws.counts(),
  });

  let closing: Promise<void> | undefined;
  const closeOnce = async () => {
    await disabled?.return?.();
    await ws.close();
    // New connections are refused at once (a proxy sends them to another gateway, POSTs included:
    // nothing was sent). A kept-alive connection is never closed under a client that may be sending
    // on it right then: a request arriving on one is served as usual, with `Connection: close`
    // (Fastify adds it while closing), and an idle one closes by the usual keep-alive timer
    // (KEEPALIVE_TIMEOUT_MS), longer than the client's or the proxy's own. Node's server.close()
    // would close the idle ones at once: not on this server.
    fastify.server.closeIdleConnections = () => undefined;
    await fastify.close();
    await apollo.stop();
  };
  return {
    fastify,
    routes,
    schema,
    ws,
    close: () => (closing ??= closeOnce()),
  };
}
