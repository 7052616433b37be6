import { readFile } from 'node:fs/promises';
import os from 'node:os';
import si from 'systeminformation';

export interface NetworkCounters {
  /** Bytes since boot, all interfaces but loopback. */
  rx: number;
  tx: number;
  /** Bytes per second since the previous reading; null on the first one. */
  rxSec: number | null;
  txSec: number | null;
}

/**
 * CPU load and network counters read without spawning processes. systeminformation shells out for both
 * on Linux (`execSync('cat /proc/stat')` blocks the event loop every tick, and one `cat` per interface
 * for the network); here: os.cpus() deltas and one read of /proc/net/dev.
 */
export class HostCounters {
  private cpuBefore: { busy: number; total: number } | undefined;
  private netBefore: { rx: number; tx: number; at: number } | undefined;

  /** Busy share of all cores since the previous call (since boot on the first), percent. */
  cpuUsage(): number | null {
    let busy = 0;
    let total = 0;
    for (const { times } of os.cpus()) {
      const b = times.user + times.nice + times.sys + times.irq;
      busy += b;
      total += b + times.idle;
    }
    const before = this.cpuBefore ?? { busy: 0, total: 0 };
    this.cpuBefore = { busy, total };
    const span = total - before.total;
    return span > 0 ? Math.min(100, Math.max(0, ((busy - before.busy) / span) * 100)) : null;
  }

  async network(): Promise<NetworkCounters> {
    const { rx, tx } = process.platform === 'linux' ? await procNetDev() : await viaSysteminformation();
    const at = Date.now();
    const before = this.netBefore;
    this.netBefore = { rx, tx, at };
    const seconds = before ? (at - before.at) / 1000 : 0;
    // Counters restart with an interface or a reboot: no rate rather than a negative one.
    const rate = (now: number, then: number | undefined) =>
      then !== undefined && seconds > 0 && now >= then ? (now - then) / seconds : null;
    return { rx, tx, rxSec: rate(rx, before?.rx), txSec: rate(tx, before?.tx) };
  }
}

async function procNetDev(): Promise<{ rx: number; tx: number }> {
  return parseProcNetDev(await readFile('/proc/net/dev', 'utf8'));
}

/**
 * Totals of `/proc/net/dev`: `iface: rx_bytes packets … (8 receive fields) tx_bytes …` per line after
 * two header lines; loopback is left out (it is not network traffic).
 */
export function parseProcNetDev(text: string): { rx: number; tx: number } {
  let rx = 0;
  let tx = 0;
  for (const line of text.split('\n').slice(2)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    if (line.slice(0, colon).trim() === 'lo') continue;
    const fields = line
      .slice(colon + 1)
      .trim()
      .split(/\s+/);
    rx += Number(fields[0]) || 0;
    tx += Number(fields[8]) || 0;
  }
  return { rx, tx };
}

async function viaSysteminformation(): Promise<{ rx: number; tx: number }> {
  const stats = await si.networkStats('*');
  return {
    rx: stats.reduce((s, n) => s + (n.rx_bytes ?? 0), 0),
    tx: stats.reduce((s, n) => s + (n.tx_bytes ?? 0), 0),
  };
}
