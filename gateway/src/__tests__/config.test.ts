import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const made: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apimarket-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('has working defaults', () => {
    const dataDir = tmp();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe(dataDir);
    expect(c.trustProxy).toBe(false);
  });

  it('generates the JWT secret once, keeps it private and reuses it', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    // 48 random bytes, base64url: 64 characters of that alphabet.
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use postgres: or postgresql:/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL is not a valid URL/],
    [{ REDIS_URL: 'http://redis' }, /REDIS_URL must use/],
    [{ PUBLIC_BASE_URL: 'ftp://x' }, /PUBLIC_BASE_URL must use/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ READ_CACHE_MAX_BYTES: '1024' }, /READ_CACHE_MAX_BYTES must be an integer between 4096 and 8589934592, got "1024"/],
    [{ READ_CACHE_MAX_BYTES: '64MiB' }, /READ_CACHE_MAX_BYTES must be an integer/],
    [{ READ_CACHE_MAX_AGE_MS: '0' }, /READ_CACHE_MAX_AGE_MS must be an integer between 100 and 3600000/],
    [{ READ_CACHE_MAX_AGE_MS: '1.5' }, /READ_CACHE_MAX_AGE_MS must be an integer/],
    [{ READ_CACHE_REDIS_TIMEOUT_MS: '-1' }, /READ_CACHE_REDIS_TIMEOUT_MS must be an integer between 10 and 60000/],
  ])('stops start-up with a clear message for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(message);
  });

  it('reads the read cache limits, 16 MiB, 60 s, 1 s and a 2 s lag by default', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).readCache).toEqual({ maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000, redisTimeoutMs: 1_000, lagMs: 2_000 });
    expect(
      loadConfig({ DATA_DIR: tmp(), READ_CACHE_MAX_BYTES: '16384', READ_CACHE_MAX_AGE_MS: '1500', READ_CACHE_REDIS_TIMEOUT_MS: '250', READ_CACHE_LAG_MS: '0' })
        .readCache,
    ).toEqual({ maxBytes: 16_384, maxAgeMs: 1_500, redisTimeoutMs: 250, lagMs: 0 });
  });

  it('reads the proxy trust setting', () => {
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
