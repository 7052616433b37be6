import 'reflect-metadata';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/data-source.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { runSeeds } from './db/seed/index.js';
import { createAppPubSub, type PubSubHandle } from './graphql/pubsub.js';
import { buildAppSchema } from './graphql/schema.js';
import { createServices, type Services } from './services.js';

export interface Running {
  app: App;
  config: Config;
  ds: DataSource;
  services: Services;
  url: string;
  stop(): Promise<void>;
}

/**
 * Composition root: config → database (given or embedded) → migrations → seed → schema → Fastify.
 * Returns a handle whose `stop()` shuts everything down in order.
 */
export async function startServer(config: Config, log: (m: string) => void = console.log): Promise<Running> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), log);
    databaseUrl = embedded.url;
    log(`embedded PostgreSQL running (data in ${path.join(config.dataDir, 'pg')})`);
  }
  let ds: DataSource | undefined;
  let pubsub: PubSubHandle | undefined;
  try {
    ds = await openDatabase(databaseUrl);
    if (config.seedDemo) await runSeeds(ds);
    pubsub = createAppPubSub(config.redisUrl);
    const schema = await buildAppSchema(pubsub.pubsub);
    const services = createServices(config, ds, pubsub.pubsub);
    await services.accounts.ensureAdmin(log);
    const app = await buildApp({ config, ds, schema, services });
    await services.metrics.start();
    await app.fastify.listen({ port: config.port, host: config.host });
    const port = (app.fastify.server.address() as { port: number }).port;
    const db = ds;
    const ps = pubsub;
    return {
      app,
      config,
      ds: db,
      services,
      url: `http://127.0.0.1:${port}`,
      async stop() {
        services.metrics.stop();
        services.rateLimits.close();
        await services.accounts.close();
        await app.close();
        // Open-call records are batched in memory: write them before the database closes.
        await services.openCall.stop();
        await ps.close();
        await db.destroy();
        if (embedded) await embedded.stop();
      },
    };
  } catch (err) {
    await pubsub?.close();
    if (ds?.isInitialized) await ds.destroy();
    if (embedded) await embedded.stop();
    throw err;
  }
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
  const running = await startServer(config);
  console.log(`API Market is running on http://localhost:${config.port}`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down…`);
    try {
      await running.stop();
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

const isMain = process.argv[1] && /server\.(ts|js)$/.test(process.argv[1]);
if (isMain) {
  main().catch((err) => {
    console.error('API Market failed to start:', err);
    process.exit(1);
  });
}
