import { rmSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../config.js';
import { startServer, type Running } from '../../server.js';
import { createFreshDatabase } from '../../__tests__/support/database.js';
import { makeRunFolder } from '../../__tests__/support/temp-folders.js';

/** Issue #35: behind a proxy without TRUST_PROXY every visitor is one caller; the gateway says so, once. */
describe('X-Forwarded-For while TRUST_PROXY is off', () => {
  const cleanup: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  async function gateway(env: Record<string, string>): Promise<{ running: Running; lines: Array<Record<string, unknown>> }> {
    const db = await createFreshDatabase(inject('pgAdminUrl'));
    const dataDir = makeRunFolder('apimarket-xff-');
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      KEEPALIVE_TIMEOUT_MS: '1000', // its stop need not wait out idle sockets (support/server.ts)
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'false',
      STATUS_JOBS: 'false',
      ...env,
    });
    const running = await startServer(config, () => {}, pino({ level: 'info' }, sink) as FastifyBaseLogger);
    cleanup.push(() => db.drop(), () => rmSync(dataDir, { recursive: true, force: true }), () => running.stop());
    return { running, lines };
  }

  const notices = (lines: Array<Record<string, unknown>>) => lines.filter((l) => l.notice === 'forwarded-for-ignored');

  it('logs one warning however many forwarded requests arrive, and none with TRUST_PROXY set', async () => {
    const off = await gateway({});
    expect((await fetch(`${off.running.url}/api/apiList`)).status).toBeLessThan(500);
    expect(notices(off.lines)).toHaveLength(0);
    for (let i = 0; i < 3; i++) {
      await fetch(`${off.running.url}/api/apiList`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    expect(notices(off.lines)).toHaveLength(1);
    expect(notices(off.lines)[0]!.msg).toContain('TRUST_PROXY');

    const on = await gateway({ TRUST_PROXY: '1' });
    for (let i = 0; i < 3; i++) {
      await fetch(`${on.running.url}/api/apiList`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    expect(notices(on.lines)).toHaveLength(0);
  });
});
