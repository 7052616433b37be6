import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Telemetry } from './telemetry.js';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `/metrics` on the main port, only with METRICS_TOKEN (`Authorization: Bearer <token>`); without it
 * the path answers 404 there like any unknown path (METRICS_PORT serves it on a separate listener).
 */
export function registerMetricsRoute(fastify: FastifyInstance, config: Config, telemetry: Telemetry): void {
  const token = config.metricsToken;
  if (!token) return;
  fastify.get('/metrics', async (req, reply) => {
    if (!tokenMatches(req.headers.authorization, token)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ code: 401, data: null, message: 'Unauthorized' });
    }
    return reply.header('content-type', telemetry.contentType).send(await telemetry.metrics());
  });
}

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/**
 * METRICS_PORT: a plain listener with only `GET /metrics` (and `/livez`), meant for a private network
 * or loopback (METRICS_HOST) that the public proxy does not route to. METRICS_TOKEN, if set, is
 * required here too.
 */
export async function startMetricsListener(config: Config, telemetry: Telemetry): Promise<MetricsListener | undefined> {
  if (config.metricsPort === undefined) return undefined;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || (path !== '/metrics' && path !== '/livez')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (path === '/livez') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (config.metricsToken && !tokenMatches(req.headers.authorization, config.metricsToken)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    telemetry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': telemetry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.metricsHost, () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
