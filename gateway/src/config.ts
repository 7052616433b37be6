import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (gateway/src/config.ts or gateway/dist/config.js → two levels up from gateway/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  port: number;
  host: string;
  /** Unset: an embedded PostgreSQL is started under `dataDir/pg`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Public origin of open calls; unset: the server's own origin per request. */
  publicBaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Built client bundle served at `/`. */
  clientDist: string;
  /**
   * A git repository whose commits the repository page lists (SPEC §2.2), e.g. the release repository
   * of what the platform serves. Unset: no commit list (the page shows the platform's release notes).
   */
  repositoryDir: string | null;
  /** Fastify trustProxy: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Origins allowed to open the GraphQL websocket; empty = same origin only. */
  wsAllowedOrigins: string[];
  /** host:port pairs that outbound calls may reach despite the SSRF guard (tests, admin allow-list). */
  upstreamAllowList: string[];
  /** Open calls: upstream deadline (504 past it) and answer size cap (502 past it). */
  upstreamTimeoutMs: number;
  upstreamMaxBytes: number;
  /** Traffic policies: sliding window length and the fewest calls in it before a verdict. */
  policyWindowSeconds: number;
  policyMinCalls: number;
  /** Percent of POLICY_MIN_CALLS one caller (user, else address) may supply to a verdict's window; 0 = no cap. */
  policyCallerShare: number;
  /** How long an Idempotency-Key of a create path is remembered (its first answer replayed). */
  idempotencyTtlHours: number;
  /** Days of raw open-call rows kept (whole day partitions are dropped past it); counters stay. */
  callRetentionDays: number;
  /** How often buffered open-call records are written (ms); a full batch is written at once. */
  callFlushMs: number;
  /** Share of successful open-call answers checked for drift off the request path (DRIFT_SAMPLE_PERCENT, 0–100). */
  driftSampleRate: number;
  /** Days of access-log rows kept (older ones are deleted hourly), as CALL_RETENTION_DAYS for calls. */
  accessLogRetentionDays: number;
  /**
   * The statistics reads' own small pool (ANALYTICS_POOL_SIZE connections, ANALYTICS_STATEMENT_TIMEOUT_MS
   * per statement): slow analytics readers wait for each other, never for the pool that serves pages.
   */
  analytics: { poolSize: number; statementMs: number };
  /** Mock answers (`/api/mock/api/{id}`, prototypes) per caller per minute (MOCK_RATE_PER_MINUTE, issue #29). */
  mockPerMinute: number;
  /** Seed the bilingual demo data at start. */
  seedDemo: boolean;
  /** Sampling period of the system monitor, milliseconds. */
  metricsIntervalMs: number;
  /** Rate limits of the community and feedback writes (RATE_LIMIT_* as "points/seconds"). */
  communityLimits: CommunityLimits;
  /** Password of the seeded `admin`; unset: generated at first start into DATA_DIR/admin-password.txt. */
  adminPassword: string | undefined;
  /** Lifetime of a sign-in token, seconds. */
  tokenTtlSeconds: number;
  /** Failed logins allowed per account and IP within the window, then 429. */
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /**
   * Graceful stop: how long in-flight requests may take to finish after SIGTERM/SIGINT before their
   * connections are cut (call records are written and the database closed after either).
   */
  shutdownTimeoutMs: number;
  /** `pretty` (one human-readable line per event) or `json` (one JSON object per line, for collectors). */
  logFormat: 'pretty' | 'json';
  /** Prefix of every Redis key and pub/sub channel, so several deployments can share one Redis. */
  redisPrefix: string;
  /** The MCP server at /mcp (issue #32): requests per minute per address, and the largest request body. */
  mcp: { perMinute: number; maxBodyBytes: number };
  /** An idle kept-alive connection is closed after this long (KEEPALIVE_TIMEOUT_MS), and on a stop too. */
  keepAliveTimeoutMs: number;
  /** How long a request waits on PostgreSQL before it answers 503 (a hung or overloaded database). */
  database: { connectMs: number; queryMs: number; statementMs: number };
  /** Deadline of every Redis command of the rate limits and pub/sub (REDIS_TIMEOUT_MS). */
  redisTimeoutMs: number;
  /** `/metrics` on the main port with `Authorization: Bearer <token>`; unset: not served there. */
  metricsToken: string | undefined;
  /** A separate listener serving only `/metrics` (and the health checks), e.g. inside a private network. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** The GraphQL door's limits, checked before execution; introspection on or off. */
  graphql: GraphQLLimits;
  /** The catalogue's read cache: how much it keeps, for how long, and how long it waits for Redis. */
  readCache: ReadCacheLimits;
  /** Status page, synthetic probes, incidents and alert delivery (issue #31). */
  status: StatusConfig;
}

/** STATUS_* and ALERT_*: see the README's "Status page, incidents and alert channels". */
export interface StatusConfig {
  /** Background jobs (probes, minute verdicts, alert routing and delivery) on this gateway. */
  jobs: boolean;
  /** How often each gateway looks for due probes, minutes to judge and deliveries to send (ms). */
  tickMs: number;
  /** Default probe interval of an API without its own (seconds). */
  probeIntervalSeconds: number;
  /** A probe unanswered this long has failed (ms). */
  probeTimeoutMs: number;
  /** Down minutes in a row that open an incident, and up minutes in a row that close it. */
  openAfter: number;
  closeAfter: number;
  /** Fewest real calls in a minute before their failure share can make the minute down. */
  minCalls: number;
  /** Attempts of one delivery before it is given up. */
  alertMaxAttempts: number;
}

/**
 * The read cache's limits when READ_CACHE_* are not set (16 MiB, 60 s, 1 s, 2 s). 16 MiB (each entry's
 * objects counted, `ENTRY_OVERHEAD_BYTES`): a gateway sits at ~240 MB idle and ~300 MB under load, so
 * 64 MiB of cache alone would take it past issue #35's 350 MB; 16 MiB still holds every answer of a
 * catalogue of a thousand APIs (a detail is ~3 KB, the demo catalogue's whole cache under 1 MB).
 */
export const READ_CACHE_DEFAULTS: ReadCacheLimits = { maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000, redisTimeoutMs: 1_000, lagMs: 2_000 };

export interface ReadCacheLimits {
  /** Bytes the entries may take (bodies, their compressed forms, keys); one answer at most a quarter of it; 0: no cache. */
  maxBytes: number;
  /** Longest an entry is served without a write: what changes with the clock alone is at most this old. */
  maxAgeMs: number;
  /** A Redis command of the cache unanswered this long has failed (the cache steps aside until Redis answers). */
  redisTimeoutMs: number;
  /** How late a count that lists show and writes change every second (call figures, stars) may be; 0: never late. */
  lagMs: number;
}

export interface GraphQLLimits {
  /** Cost of one operation: 1 per field, children × the rows a `limit`/`pageSize` asks for. */
  maxCost: number;
  maxDepth: number;
  maxAliases: number;
  /** Lexical tokens of one document (graphql-js parser limit). */
  maxTokens: number;
  introspection: boolean;
}

/** At most `points` actions per `seconds` window. */
export interface RateLimit {
  points: number;
  seconds: number;
}

export interface CommunityLimits {
  /** Comments and replies per visitor (signed-in user or anonymous id). */
  commentVisitor: RateLimit;
  commentIp: RateLimit;
  /** Likes and unlikes. */
  likeVisitor: RateLimit;
  likeIp: RateLimit;
  /** Public feedback and admin problem reports per IP. */
  feedbackIp: RateLimit;
  /** Every feedback request, counted before its body is read (also the invalid ones). */
  feedbackAttemptIp: RateLimit;
  deviceInfoIp: RateLimit;
  /** API requests submitted per IP (visitors and accounts alike). */
  tenderIp: RateLimit;
  /** “I need this too” votes per IP. */
  tenderVoteIp: RateLimit;
  /** Every other write (REST POST/PUT/DELETE under /api, GraphQL mutations) per signed-in user, else per IP. */
  writeCaller: RateLimit;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

/** A percentage 0–100, decimals allowed (0.5 = one answer in 200). */
function percent(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100) throw new ConfigError(`${name} must be a percentage between 0 and 100, got "${raw}"`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw.replace(/\/+$/, '');
}

function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((s) => s.trim());
}

/** The JWT secret: JWT_SECRET, else one generated once and kept in DATA_DIR. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return given;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  // Gateways sharing DATA_DIR (docker compose --scale) may start together: write a private file and
  // link it into place, which fails if another got there first; then everyone uses the one that won.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, randomBytes(48).toString('base64url') + '\n', { mode: 0o600 });
  chmodSync(tmp, 0o600);
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  return readFileSync(file, 'utf8').trim();
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function adminPassword(env: NodeJS.ProcessEnv): string | undefined {
  const given = env.ADMIN_PASSWORD;
  if (!given) return undefined;
  if (given.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  return given;
}

function rateLimit(env: NodeJS.ProcessEnv, name: string, fallback: string): RateLimit {
  const raw = env[name] || fallback;
  const m = /^(\d{1,7})\/(\d{1,6})$/.exec(raw.trim());
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) {
    throw new ConfigError(`${name} must look like "points/seconds" (e.g. "5/60"), got "${raw}"`);
  }
  return { points: Number(m[1]), seconds: Number(m[2]) };
}

function logFormat(env: NodeJS.ProcessEnv): Config['logFormat'] {
  const raw = env.LOG_FORMAT;
  if (raw === undefined || raw === '') return process.stdout.isTTY ? 'pretty' : 'json';
  if (raw !== 'pretty' && raw !== 'json') throw new ConfigError(`LOG_FORMAT must be pretty or json, got "${raw}"`);
  return raw;
}

function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const given = env.METRICS_TOKEN;
  if (!given) return undefined;
  if (given.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return given;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || '.data');
  const logLevel = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  return {
    port: int(env, 'PORT', 4000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    publicBaseUrl: url(env, 'PUBLIC_BASE_URL', ['http:', 'https:']),
    dataDir,
    jwtSecret: jwtSecret(env, dataDir),
    nodeEnv: nodeEnv as Config['nodeEnv'],
    logLevel,
    clientDist: path.resolve(repoRoot, env.CLIENT_DIST || 'client/dist'),
    repositoryDir: env.REPOSITORY_DIR ? path.resolve(repoRoot, env.REPOSITORY_DIR) : null,
    trustProxy: trustProxy(env.TRUST_PROXY),
    wsAllowedOrigins: list(env, 'WS_ALLOWED_ORIGINS'),
    upstreamAllowList: list(env, 'UPSTREAM_ALLOW_LIST'),
    upstreamTimeoutMs: int(env, 'UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000),
    upstreamMaxBytes: int(env, 'UPSTREAM_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    policyWindowSeconds: int(env, 'POLICY_WINDOW_SECONDS', 60, 5, 3600),
    policyMinCalls: int(env, 'POLICY_MIN_CALLS', 20, 1, 100_000),
    policyCallerShare: int(env, 'POLICY_CALLER_SHARE', 20, 0, 100),
    status: {
      jobs: env.STATUS_JOBS !== 'false',
      tickMs: int(env, 'STATUS_TICK_MS', 5000, 50, 60_000),
      probeIntervalSeconds: int(env, 'STATUS_PROBE_INTERVAL_SECONDS', 60, 30, 3600),
      probeTimeoutMs: int(env, 'STATUS_PROBE_TIMEOUT_MS', 10_000, 100, 60_000),
      openAfter: int(env, 'STATUS_OPEN_AFTER', 3, 1, 60),
      closeAfter: int(env, 'STATUS_CLOSE_AFTER', 5, 1, 120),
      minCalls: int(env, 'STATUS_MIN_CALLS', 3, 1, 100_000),
      alertMaxAttempts: int(env, 'ALERT_MAX_ATTEMPTS', 6, 1, 20),
    },
    idempotencyTtlHours: int(env, 'IDEMPOTENCY_TTL_HOURS', 24, 1, 24 * 30),
    callRetentionDays: int(env, 'CALL_RETENTION_DAYS', 30, 1, 3650),
    callFlushMs: int(env, 'CALL_FLUSH_MS', 200, 10, 600_000),
    driftSampleRate: percent(env, 'DRIFT_SAMPLE_PERCENT', 1) / 100,
    accessLogRetentionDays: int(env, 'ACCESS_LOG_RETENTION_DAYS', 90, 1, 3650),
    analytics: {
      poolSize: int(env, 'ANALYTICS_POOL_SIZE', 3, 1, 100),
      statementMs: int(env, 'ANALYTICS_STATEMENT_TIMEOUT_MS', 3_000, 100, 600_000),
    },
    mockPerMinute: int(env, 'MOCK_RATE_PER_MINUTE', 600, 1, 1_000_000),
    seedDemo: env.SEED_DEMO !== 'false',
    metricsIntervalMs: int(env, 'METRICS_INTERVAL_MS', 2000, 100, 60000),
    communityLimits: {
      commentVisitor: rateLimit(env, 'RATE_LIMIT_COMMENT_VISITOR', '5/60'),
      commentIp: rateLimit(env, 'RATE_LIMIT_COMMENT_IP', '30/60'),
      likeVisitor: rateLimit(env, 'RATE_LIMIT_LIKE_VISITOR', '60/60'),
      likeIp: rateLimit(env, 'RATE_LIMIT_LIKE_IP', '300/60'),
      feedbackIp: rateLimit(env, 'RATE_LIMIT_FEEDBACK_IP', '5/600'),
      feedbackAttemptIp: rateLimit(env, 'RATE_LIMIT_FEEDBACK_ATTEMPT_IP', '30/600'),
      deviceInfoIp: rateLimit(env, 'RATE_LIMIT_DEVICE_INFO_IP', '60/60'),
      tenderIp: rateLimit(env, 'RATE_LIMIT_TENDER_IP', '5/600'),
      tenderVoteIp: rateLimit(env, 'RATE_LIMIT_TENDER_VOTE_IP', '60/600'),
      writeCaller: rateLimit(env, 'RATE_LIMIT_WRITE', '120/60'),
    },
    adminPassword: adminPassword(env),
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    loginMaxAttempts: int(env, 'LOGIN_MAX_ATTEMPTS', 10, 1, 1000),
    loginWindowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 15_000, 0, 600_000),
    keepAliveTimeoutMs: int(env, 'KEEPALIVE_TIMEOUT_MS', 5_000, 1_000, 600_000),
    logFormat: logFormat(env),
    redisPrefix: env.REDIS_PREFIX ?? 'apimarket:',
    mcp: {
      perMinute: int(env, 'MCP_RATE_PER_MINUTE', 120, 1, 1_000_000),
      maxBodyBytes: int(env, 'MCP_MAX_BODY_BYTES', 64 * 1024, 1024, 1024 * 1024),
    },
    redisTimeoutMs: int(env, 'REDIS_TIMEOUT_MS', 500, 10, 60_000),
    database: {
      connectMs: int(env, 'DB_CONNECT_TIMEOUT_MS', 2_000, 100, 600_000),
      queryMs: int(env, 'DB_QUERY_TIMEOUT_MS', 6_000, 100, 3_600_000),
      statementMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 5_000, 100, 3_600_000),
    },
    metricsToken: metricsToken(env),
    metricsPort: env.METRICS_PORT ? int(env, 'METRICS_PORT', 0, 0, 65535) : undefined,
    metricsHost: env.METRICS_HOST || '0.0.0.0',
    graphql: {
      maxCost: int(env, 'GRAPHQL_MAX_COST', 10_000, 10, 10_000_000),
      // 15: the standard introspection query (GraphiQL, codegen) is that deep; nothing else comes close.
      maxDepth: int(env, 'GRAPHQL_MAX_DEPTH', 15, 2, 100),
      maxAliases: int(env, 'GRAPHQL_MAX_ALIASES', 30, 0, 10_000),
      maxTokens: int(env, 'GRAPHQL_MAX_TOKENS', 3000, 100, 1_000_000),
      // The schema is public and committed (schema/schema.graphql): introspection is on unless switched off.
      introspection: bool(env, 'GRAPHQL_INTROSPECTION', true),
    },
    readCache: {
      // 0 turns the cache off (every read computed, no single-flight): the benchmarks' uncached gateway.
      maxBytes:
        env.READ_CACHE_MAX_BYTES === '0' ? 0 : int(env, 'READ_CACHE_MAX_BYTES', READ_CACHE_DEFAULTS.maxBytes, 4096, 8 * 1024 * 1024 * 1024),
      maxAgeMs: int(env, 'READ_CACHE_MAX_AGE_MS', READ_CACHE_DEFAULTS.maxAgeMs, 100, 3_600_000),
      redisTimeoutMs: int(env, 'READ_CACHE_REDIS_TIMEOUT_MS', READ_CACHE_DEFAULTS.redisTimeoutMs, 10, 60_000),
      lagMs: int(env, 'READ_CACHE_LAG_MS', READ_CACHE_DEFAULTS.lagMs, 0, 10_000),
    },
  };
}
