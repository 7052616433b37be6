import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import { pino } from 'pino';
import type PinoPrettyModule from 'pino-pretty';
import type { Config } from '../config.js';

/**
 * The gateway's logger: one JSON object per line for collectors (`LOG_FORMAT=json`, the default when
 * stdout is not a terminal), or one readable line per event (`pretty`, the default in a terminal).
 */
export function createLogger(config: Config): FastifyBaseLogger | undefined {
  if (config.logLevel === 'silent') return undefined;
  const options = { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  if (config.logFormat === 'json') return pino(options) as FastifyBaseLogger;
  // Loaded only for the readable format (a JSON logger, as in production behind a collector, never needs it).
  const PinoPretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPrettyModule;
  const stream = PinoPretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime,method,url,statusCode,ms',
    singleLine: true,
    sync: true,
  });
  return pino(options, stream) as FastifyBaseLogger;
}

/** Paths an operator's tools poll and the client's files: logged only at debug. */
function quiet(req: FastifyRequest): boolean {
  const url = req.url;
  if (url === '/livez' || url === '/readyz' || url === '/healthz' || url === '/metrics') return true;
  return !url.startsWith('/api/') && !url.startsWith('/graphql');
}

/** pino's level numbers (trace 10 … fatal 60). */
const LEVEL_VALUES: Partial<Record<string, number>> = pino.levels.values;

/**
 * One line per answered request (Fastify's own two lines per request are off): method, path, status
 * and time, at info for the API and GraphQL, at debug for static files and health checks, at warn for
 * server errors.
 */
export function registerRequestLog(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    const level = reply.statusCode >= 500 ? 'warn' : quiet(req) ? 'debug' : 'info';
    // A level that is off (LOG_LEVEL; `silent`, or no logger at all, has no number) costs nothing: the line is not built.
    const threshold = LEVEL_VALUES[req.log.level];
    if (threshold === undefined || (LEVEL_VALUES[level] ?? 0) < threshold) {
      done();
      return;
    }
    req.log[level](
      // The request's logger already carries `reqId`.
      { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      `${req.method} ${req.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
    );
    done();
  });
}

/** What the gateway tells whoever runs it, and how it reports a failure it can go on from. */
export interface OperatorLog {
  info(message: string): void;
  error(message: string, err?: unknown): void;
}

/**
 * The lines an operator must see whatever LOG_LEVEL says (the start banner, where the admin password
 * is, stop signals), through the logger so that LOG_FORMAT=json keeps one JSON object per line; on the
 * console only when logging is off (LOG_LEVEL=silent).
 */
export function operatorLog(logger: FastifyBaseLogger | undefined): OperatorLog {
  if (!logger) {
    return { info: (m) => console.log(m), error: (m, err) => (err === undefined ? console.error(m) : console.error(m, err)) };
  }
  const always = logger.child({}, { level: 'info' });
  return { info: (m) => always.info(m), error: (m, err) => always.error(err === undefined ? {} : { err }, m) };
}
