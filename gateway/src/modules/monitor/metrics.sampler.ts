import { createPubSub } from '@graphql-yoga/subscription';
import { setMaxListeners } from 'node:events';
import si from 'systeminformation';
import { Topic, type TopicPayloads } from '../../graphql/pubsub.js';
import { HostCounters } from './host-counters.js';
import type { MetricsHistoryService } from './metrics-history.service.js';
import type { SystemMetrics } from './metrics.types.js';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

type LocalTopics = Pick<TopicPayloads, typeof Topic.SystemMetrics>;

/**
 * What the host is (CPU model and cores) and whether it has a temperature sensor are facts of the
 * machine, not of a sampler: every sampler of the process shares them (asking costs ~100–300 ms, and
 * the tests start ~100 gateways in a few processes).
 */
let hostCpu: Promise<{ model: string; coreCount: number }> | undefined;
function cpuOfHost(): Promise<{ model: string; coreCount: number }> {
  hostCpu ??= si.cpu().then(
    (cpu) => ({ model: `${cpu.manufacturer} ${cpu.brand}`.trim(), coreCount: cpu.cores }),
    (err: unknown) => {
      hostCpu = undefined;
      throw err;
    },
  );
  return hostCpu;
}
/** Until when a host that reported no sensor is not asked again (once a minute). */
let noSensorUntil = 0;

/** One listener per subscriber: thousands are expected, not a leak (Node warns past 10 by default). */
function unboundedTarget(): EventTarget {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}

/**
 * Samples the host once per tick, whatever the number of subscribers, and publishes the sample.
 * Values the host cannot give (no temperature sensor on a VM) stay null.
 *
 * The sample describes this machine, so it goes through a process-local pubsub, never the shared
 * (Redis) one: two gateways behind one Redis would otherwise interleave their hosts' samples on
 * every subscription. Each gateway's subscribers see the host they are connected to.
 */
export class MetricsSampler {
  private timer: NodeJS.Timeout | undefined;
  private latest: SystemMetrics | undefined;
  private listeners = new Set<(m: SystemMetrics) => void>();
  private sampling: Promise<SystemMetrics> | undefined;
  private readonly counters = new HostCounters();
  private readonly local = createPubSub<LocalTopics>({ eventTarget: unboundedTarget() });

  constructor(
    private readonly intervalMs: number,
    /** Where every sample is also stored (PostgreSQL history), if anywhere. */
    readonly history: MetricsHistoryService,
  ) {
    history.attach(this);
  }

  /** A subscriber's stream of samples (for the `systemMetrics` subscription). */
  stream(): AsyncIterable<SystemMetrics> {
    return this.local.subscribe(Topic.SystemMetrics);
  }

  async start(): Promise<void> {
    if (this.timer) return;
    await this.tick(); // baseline for load and network rates
    this.timer = setInterval(() => void this.tick().catch(() => undefined), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.history.stop();
  }

  /** The most recent sample (taken now if none yet). */
  async current(): Promise<SystemMetrics> {
    return this.latest ?? (await this.tick());
  }

  onSample(listener: (m: SystemMetrics) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tick(): Promise<SystemMetrics> {
    // Never two samples in flight: a slow host skips rather than piles up.
    this.sampling ??= this.sample().finally(() => (this.sampling = undefined));
    return this.sampling;
  }

  /**
   * °C, or null when the host has no sensor. Probing costs several ms of CPU (and may spawn a process),
   * so a host that reported none is asked again only once a minute.
   */
  private async temperature(): Promise<number | null> {
    if (noSensorUntil > Date.now()) return null;
    const t = await si.cpuTemperature();
    if (typeof t.main === 'number' && t.main > 0) return round(t.main, 1);
    noSensorUntil = Date.now() + 60_000;
    return null;
  }

  private async sample(): Promise<SystemMetrics> {
    const usage = this.counters.cpuUsage();
    const [cpu, mem, temperature, net] = await Promise.all([
      cpuOfHost(),
      si.mem(),
      this.temperature(),
      this.counters.network(),
    ]);
    const used = mem.total - mem.available;
    const metrics: SystemMetrics = {
      cpu: {
        usage: usage === null ? null : round(usage),
        coreCount: cpu.coreCount,
        model: cpu.model,
        temperature,
      },
      memory: {
        usage: round((used / mem.total) * 100),
        used: round(used / GB),
        total: round(mem.total / GB),
      },
      network: {
        uploadSpeed: net.txSec === null ? null : round(net.txSec / MB, 3),
        downloadSpeed: net.rxSec === null ? null : round(net.rxSec / MB, 3),
        totalUpload: round(net.tx / MB),
        totalDownload: round(net.rx / MB),
      },
      timestamp: new Date(),
    };
    this.latest = metrics;
    this.local.publish(Topic.SystemMetrics, metrics);
    for (const l of this.listeners) l(metrics);
    return metrics;
  }
}
