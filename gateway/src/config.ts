import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
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
    trustProxy: trustProxy(env.TRUST_PROXY),
    wsAllowedOrigins: list(env, 'WS_ALLOWED_ORIGINS'),
    upstreamAllowList: list(env, 'UPSTREAM_ALLOW_LIST'),
    upstreamTimeoutMs: int(env, 'UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000),
    upstreamMaxBytes: int(env, 'UPSTREAM_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    policyWindowSeconds: int(env, 'POLICY_WINDOW_SECONDS', 60, 5, 3600),
    policyMinCalls: int(env, 'POLICY_MIN_CALLS', 20, 1, 100_000),
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
      writeCaller: rateLimit(env, 'RATE_LIMIT_WRITE', '120/60'),
    },
    adminPassword: adminPassword(env),
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    loginMaxAttempts: int(env, 'LOGIN_MAX_ATTEMPTS', 10, 1, 1000),
    loginWindowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
  };
}
