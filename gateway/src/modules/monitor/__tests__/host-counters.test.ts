import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { HostCounters, parseProcNetDev, type NetworkCounters } from '../host-counters.js';

describe('HostCounters (the real host, no child processes)', () => {
  it('reads CPU load as a share of all cores and network rates from counter deltas', async () => {
    const c = new HostCounters();
    const T0 = Date.parse('2026-11-23T08:00:00Z');
    // The readings' clock is driven (only Date: the counters and the file read are the host's own).
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    let first: NetworkCounters;
    try {
      const inFile = async () => parseProcNetDev(await readFile('/proc/net/dev', 'utf8')).rx;
      const below = await inFile();
      first = await c.network();
      const above = await inFile();
      // The host's own counter at that moment (it only grows, so it lies between two reads of the file).
      expect(first.rx).toBeGreaterThanOrEqual(below);
      expect(first.rx).toBeLessThanOrEqual(above);
    } finally {
      vi.useRealTimers();
    }
    expect(first.rxSec).toBeNull(); // no previous reading: no invented rate
    expect(first.txSec).toBeNull();
    c.cpuUsage();
    // Some work and some traffic between the readings.
    // (busy for 100 ms: several of the kernel's 10 ms CPU-time ticks, whatever the machine's speed)
    let x = 0;
    for (const until = Date.now() + 100; Date.now() < until; ) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    // The loop above kept a core busy since the previous reading: the share is a real, non-zero number.
    // (How busy the 2-core host was is not knowable: a range is the truth here.)
    const usage = c.cpuUsage();
    expect(usage).not.toBeNull();
    expect(usage!).toBeGreaterThan(0);
    expect(usage!).toBeLessThanOrEqual(100);
    // 2.5 s later on the readings' clock: each rate is exactly its counter's growth over those seconds.
    vi.useFakeTimers({ toFake: ['Date'], now: T0 + 2500 });
    try {
      const second = await c.network();
      expect(second.rx).toBeGreaterThanOrEqual(first.rx);
      expect(second.tx).toBeGreaterThanOrEqual(first.tx);
      expect(second.rxSec).toBe((second.rx - first.rx) / 2.5);
      expect(second.txSec).toBe((second.tx - first.tx) / 2.5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives no rate when no time passed between two readings', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-23T08:00:00Z') });
    try {
      const c = new HostCounters();
      await c.network();
      const same = await c.network();
      expect(same.rxSec).toBeNull();
      expect(same.txSec).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sums received and sent bytes over every interface but loopback', () => {
    const sample = [
      'Inter-|   Receive                                                |  Transmit',
      ' face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed',
      '    lo: 9000000    1000    0    0    0     0          0         0  9000000    1000    0    0    0     0       0          0',
      '  eth0: 1500       12    0    0    0     0          0         0     700        9    0    0    0     0       0          0',
      '  eth1:  500        4    0    0    0     0          0         0     300        3    0    0    0     0       0          0',
      '',
    ].join('\n');
    expect(parseProcNetDev(sample)).toEqual({ rx: 2000, tx: 1000 });
  });
});
