import { describe, expect, it } from 'vitest';
import { HostCounters, parseProcNetDev } from '../host-counters.js';

describe('HostCounters (the real host, no child processes)', () => {
  it('reads CPU load as a share of all cores and network rates from counter deltas', async () => {
    const c = new HostCounters();
    const first = await c.network();
    expect(first.rxSec).toBeNull(); // no previous reading: no invented rate
    expect(first.txSec).toBeNull();
    expect(first.rx).toBeGreaterThanOrEqual(0);
    c.cpuUsage();
    // Some work and some traffic between the readings.
    // (busy for 100 ms: several of the kernel's 10 ms CPU-time ticks, whatever the machine's speed)
    let x = 0;
    for (const until = Date.now() + 100; Date.now() < until; ) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    // The loop above kept a core busy since the previous reading: the share is a real, non-zero number.
    const usage = c.cpuUsage();
    expect(usage).not.toBeNull();
    expect(usage!).toBeGreaterThan(0);
    expect(usage!).toBeLessThanOrEqual(100);
    const second = await c.network();
    expect(second.rx).toBeGreaterThanOrEqual(first.rx);
    expect(second.rxSec).toBeGreaterThanOrEqual(0);
    expect(second.txSec).toBeGreaterThanOrEqual(0);
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
