import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';

export type DependencyState = 'up' | 'down' | 'not configured';

export interface HealthSources {
  ds: DataSource;
  /** Redis as the gateway's connections see it (asked with a deadline). */
  redis(): DependencyState | Promise<DependencyState>;
}

/** A dependency that does not answer within this time counts as down (the probe must not hang). */
const PROBE_TIMEOUT_MS = 2000;

async function databaseState(ds: DataSource): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
    });
    await Promise.race([ds.query('SELECT 1'), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** The health checks, for the orchestrator or the proxy in front of the gateway. */
export function healthState(sources: HealthSources) {
  return async () => {
    const [database, redis] = await Promise.all([databaseState(sources.ds), sources.redis()]);
    return {
      // Redis down leaves a working gateway (rate limits fall back to memory, events stay local):
      // degraded but ready. Without its database it can answer almost nothing.
      ready: database === 'up',
      body: {
        status: database !== 'up' ? 'unavailable' : redis === 'down' ? 'degraded' : 'ready',
        database,
        redis,
      },
    };
  };
}

/**
 * `/livez`: the process is up and its event loop turns (never looks at dependencies, so a gateway
 * waiting out a database outage is not restarted). `/readyz`: 200 when it can serve (database up),
 * else 503, with database and Redis reported separately. `/healthz` is the old name of `/livez`.
 */
export function registerHealthRoutes(fastify: FastifyInstance, sources: HealthSources): void {
  const state = healthState(sources);
  const live = async () => ({ status: 'ok' });
  fastify.get('/livez', live);
  fastify.get('/healthz', live);
  fastify.get('/readyz', async (_req, reply) => {
    const { ready, body } = await state();
    return reply.status(ready ? 200 : 503).send(body);
  });
}
