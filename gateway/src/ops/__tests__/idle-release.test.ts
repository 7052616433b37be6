import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as tick } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullCollection, startIdleRelease } from '../idle-release.js';

const AFTER_MS = 150;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits (a bounded number of periods) until `ok` holds. */
async function until(ok: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100 && !ok(); i++) await sleep(AFTER_MS / 2);
  return ok();
}

describe('idle release: memory given back once requests stop (#35)', () => {
  const server = http.createServer((_req, res) => res.end('ok'));
  let url = '';
  let collections = 0;
  const idle = startIdleRelease(server, { afterMs: AFTER_MS, collect: () => collections++ });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    idle.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it('does not collect a gateway that has served nothing', async () => {
    await sleep(AFTER_MS * 3);
    expect(idle.releases).toBe(0);
    expect(collections).toBe(0);
  });

  it('collects after requests, then not again while the gateway stays idle', async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(url)).status).toBe(200);
    // At least once (a busy machine may leave a gap between two of these requests longer than the period).
    expect(await until(() => idle.releases >= 1)).toBe(true);
    const released = idle.releases;
    expect(collections).toBe(released);
    await sleep(AFTER_MS * 3);
    expect(idle.releases).toBe(released);
  });

  it('collects again after the next request, and never after stop()', async () => {
    const before = idle.releases;
    expect((await fetch(url)).status).toBe(200);
    expect(await until(() => idle.releases === before + 1)).toBe(true);
    idle.stop();
    expect((await fetch(url)).status).toBe(200);
    await sleep(AFTER_MS * 3);
    expect(idle.releases).toBe(before + 1);
    expect(collections).toBe(before + 1);
  });
});

describe('idle release after the start', () => {
  it('collects once after the start when no request comes, then waits for requests', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    let collections = 0;
    const idle = startIdleRelease(server, { afterMs: AFTER_MS, collect: () => collections++, afterStart: true });
    try {
      expect(await until(() => idle.releases === 1)).toBe(true);
      await sleep(AFTER_MS * 3);
      expect(collections).toBe(1);
    } finally {
      idle.stop();
    }
  });
});

describe('fullCollection', () => {
  it('is available without --expose-gc and collects what nothing keeps', async () => {
    const collect = fullCollection();
    expect(collect).toBeTypeOf('function');
    // Made and dropped in an earlier job: a WeakRef keeps its target only until the job ends.
    const ref = (() => new WeakRef({ big: new Array(1000).fill('x') }))();
    await tick();
    collect!();
    await tick();
    expect(ref.deref()).toBeUndefined();
    // Not put on the global object.
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
