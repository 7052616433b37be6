import { createClient } from 'graphql-ws';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

interface Sample {
  cpu: { usage: number | null; coreCount: number; model: string; temperature: number | null };
  memory: { usage: number; used: number; total: number };
  network: {
    uploadSpeed: number | null;
    downloadSpeed: number | null;
    totalUpload: number;
    totalDownload: number;
  };
  timestamp: string;
}

const SUBSCRIPTION = `subscription {
  systemMetrics {
    cpu { usage coreCount model temperature }
    memory { usage used total }
    network { uploadSpeed downloadSpeed totalUpload totalDownload }
    timestamp
  }
}`;

const GB = 1024 ** 3;
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * A sample of this host. What the host fixes is exact (memory size, core count); what it measures
 * (load, memory in use, traffic) moves with the machine, so those are bounded by what they can be.
 * `rates`: taken after the sampler's baseline tick, so both network rates are real numbers (the exact
 * rate arithmetic is pinned in host-counters.test.ts, on a driven clock).
 */
function expectSample(s: Sample, { rates }: { rates: boolean }) {
  expect(s.cpu.usage === null || (s.cpu.usage >= 0 && s.cpu.usage <= 100)).toBe(true);
  expect(s.cpu.coreCount).toBe(os.cpus().length);
  expect(typeof s.cpu.model).toBe('string');
  expect(s.cpu.temperature === null || typeof s.cpu.temperature === 'number').toBe(true);
  expect(s.memory.total).toBe(twoDecimals(os.totalmem() / GB));
  expect(s.memory.used).toBeGreaterThan(0);
  expect(s.memory.used).toBeLessThanOrEqual(s.memory.total);
  expect(s.memory.usage).toBeGreaterThan(0);
  expect(s.memory.usage).toBeLessThanOrEqual(100);
  for (const rate of [s.network.uploadSpeed, s.network.downloadSpeed]) {
    if (rates) {
      expect(rate).not.toBeNull();
      expect(rate!).toBeGreaterThanOrEqual(0);
    } else {
      expect(rate === null || rate >= 0).toBe(true);
    }
  }
  expect(typeof s.network.totalUpload).toBe('number');
  expect(typeof s.network.totalDownload).toBe('number');
  expect(Number.isNaN(Date.parse(s.timestamp))).toBe(false);
}

describe('systemMetrics subscription', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('pushes a real sample about every 2 s over graphql-ws', async () => {
    const client = createClient({
      url: server.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      lazy: true,
    });
    const samples: Array<{ at: number; sample: Sample }> = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const dispose = client.subscribe<{ systemMetrics: Sample }>(
          { query: SUBSCRIPTION },
          {
            next: (msg) => {
              if (msg.errors) return reject(new Error(JSON.stringify(msg.errors)));
              samples.push({ at: Date.now(), sample: msg.data!.systemMetrics });
              if (samples.length === 2) {
                dispose();
                resolve();
              }
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
    } finally {
      await client.dispose();
    }
    samples.forEach((s) => expectSample(s.sample, { rates: true }));
    const gap = Date.parse(samples[1]!.sample.timestamp) - Date.parse(samples[0]!.sample.timestamp);
    // A timer on a shared 2-core machine: the interval (2 s) give or take the scheduling and the
    // sampling itself, so a window around it is the truth, not one figure.
    expect(gap).toBeGreaterThanOrEqual(1500);
    expect(gap).toBeLessThanOrEqual(3000);
  });

  it('serves the latest sample to pollers on GET /api/monitor', async () => {
    const res = await server.request('GET', '/api/monitor');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, message: 'success' });
    // The latest tick may still be the baseline (no rate yet) when this runs first.
    expectSample(res.body.data, { rates: false });
    // Exactly the SPEC's "System info" names plus the timestamp: nothing else leaks out.
    expect(Object.keys(res.body.data).sort()).toEqual(['cpu', 'memory', 'network', 'timestamp']);
    expect(Object.keys(res.body.data.cpu).sort()).toEqual(['coreCount', 'model', 'temperature', 'usage']);
    expect(Object.keys(res.body.data.network).sort()).toEqual([
      'downloadSpeed',
      'totalDownload',
      'totalUpload',
      'uploadSpeed',
    ]);
    // The latest tick, not a fresh sample per request: two quick polls agree (unless a tick fell between).
    const again = await server.request('GET', '/api/monitor');
    const gap = Date.parse(again.body.data.timestamp) - Date.parse(res.body.data.timestamp);
    expect(gap === 0 || gap >= 1500).toBe(true);
  });

  it('refuses a websocket from a foreign Origin', async () => {
    const ws = new WebSocket(server.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', {
      headers: { origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      ws.on('error', () => resolve('error'));
    });
    ws.terminate();
    expect(outcome).toMatch(/^refused 40[13]$/);
  });
});
