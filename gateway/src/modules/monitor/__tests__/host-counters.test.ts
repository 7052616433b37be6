import { describe, expect, it } from 'vitest';
import { HostCounters } from '../host-counters.js';

describe('HostCounters (the real host, no child processes)', () => {
  it('reads CPU load as a share of all cores and network rates from counter deltas', async () => {
    const c = new HostCounters();
    const first = await c.network();
    expect(first.rxSec).toBeNull(); // no previous reading: no invented rate
    expect(first.txSec).toBeNull();
    expect(first.rx).toBeGreaterThanOrEqual(0);
    c.cpuUsage();
    // Some work and some traffic between the readings.
    let x = 0;
    for (let i = 0; i < 2e6; i++) x += Math.sqrt(i);
    expect(x).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    const usage = c.cpuUsage();
    expect(usage === null || (usage >= 0 && usage <= 100)).toBe(true);
    const second = await c.network();
    expect(second.rx).toBeGreaterThanOrEqual(first.rx);
    expect(second.rxSec).toBeGreaterThanOrEqual(0);
    expect(second.txSec).toBeGreaterThanOrEqual(0);
  });
});
