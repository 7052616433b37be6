import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

/** Synthetic history, placed relative to one instant so buckets can be computed here independently. */
const base = Date.now();
const S = 1000;
const floorTo = (t: number, seconds: number) => Math.floor(t / (seconds * S)) * seconds * S;

interface Row {
  resolution: 0 | 60 | 600;
  at: number;
  samples: number;
  cpu: number | null;
  used: number;
  up: number | null;
  totalUp: number;
}

// Raw samples every 10 s over the last hour (none within 10 s of the window edge), plus two expired ones.
const raw: Row[] = [];
for (let s = 10; s <= 3590; s += 10) {
  raw.push({
    resolution: 0,
    at: base - s * S,
    samples: 1,
    cpu: s % 100,
    used: 4 + (s % 7) / 10,
    up: 0.5,
    totalUp: 10_000 - s,
  });
}
const expiredRaw: Row[] = [3700, 7200].map((s) => ({ ...raw[0]!, at: base - s * S }));

// Ten minute rows five hours ago inside one 10-minute bucket, 30 samples each, no upload figure.
const b5 = floorTo(base - 5 * 3600 * S, 600);
const minutes: Row[] = Array.from({ length: 10 }, (_, i) => ({
  resolution: 60 as const,
  at: b5 + i * 60 * S,
  samples: 30,
  cpu: 10 * (i + 1),
  used: i + 1,
  up: null,
  totalUp: 500 + i,
}));
const expiredMinute: Row = { ...minutes[0]!, at: floorTo(base - 25 * 3600 * S, 60) };

// Six 10-minute rows three days ago inside one hour, 300 samples each.
const h3d = floorTo(base - 3 * 86_400 * S, 3600);
const tens: Row[] = Array.from({ length: 6 }, (_, j) => ({
  resolution: 600 as const,
  at: h3d + j * 600 * S,
  samples: 300,
  cpu: j * 10,
  used: 6,
  up: 1,
  totalUp: 100 + j,
}));
const expiredTen: Row = { ...tens[0]!, at: floorTo(base - 8 * 86_400 * S, 600) };

const HISTORY = `query ($period: MetricsPeriod!) {
  systemMetricsHistory(period: $period) {
    period host bucketSeconds windowSeconds
    points { timestamp samples cpuUsage cpuTemperature memoryUsage memoryUsed memoryTotal uploadSpeed downloadSpeed totalUpload totalDownload }
  }
}`;

interface Point {
  timestamp: string;
  samples: number;
  cpuUsage: number | null;
  cpuTemperature: number | null;
  memoryUsed: number;
  uploadSpeed: number | null;
  totalUpload: number;
}
interface History {
  period: string;
  host: string;
  bucketSeconds: number;
  windowSeconds: number;
  points: Point[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('systemMetricsHistory', () => {
  let server: TestServer;
  let host: string;

  async function history(period: string): Promise<History> {
    const res = await server.graphql<{ systemMetricsHistory: History }>(HISTORY, { period });
    expect(res.errors).toBeUndefined();
    const h = res.data!.systemMetricsHistory;
    expect(h.period).toBe(period);
    expect(h.host).toBe(host);
    // Ascending, bucket-aligned timestamps.
    const times = h.points.map((p) => Date.parse(p.timestamp));
    times.forEach((t, i) => {
      expect(t % (h.bucketSeconds * S)).toBe(0);
      if (i > 0) expect(t).toBeGreaterThan(times[i - 1]!);
    });
    return h;
  }

  const pointAt = (h: History, t: number) => h.points.find((p) => Date.parse(p.timestamp) === t);

  beforeAll(async () => {
    server = await startTestServer();
    host = server.services.metrics.history.host;
    // The live sampler's own rows would mix with the synthetic ones: stop it, let in-flight writes land.
    server.services.metrics.stop();
    await server.services.metrics.history.settled();
    // Windows are measured from `base`, however long the start-up and the inserts below take.
    server.services.metrics.history.clock = () => new Date(base);
    await server.ds.query('DELETE FROM system_metric');
    const all = [...raw, ...expiredRaw, ...minutes, expiredMinute, ...tens, expiredTen];
    for (const r of all) {
      await server.ds.query(
        `INSERT INTO system_metric (host, resolution, taken_at, samples, cpu_usage, cpu_temperature, memory_usage,
           memory_used, memory_total, upload_speed, download_speed, total_upload, total_download)
         VALUES ($1, $2, $3, $4, $5, NULL, 50, $6, 16, $7, $7, $8, $8)`,
        [host, r.resolution, new Date(r.at), r.samples, r.cpu, r.used, r.up, r.totalUp],
      );
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('REALTIME: the latest samples, one 2-second bucket each', async () => {
    const h = await history('REALTIME');
    expect(h.bucketSeconds).toBe(2);
    expect(h.windowSeconds).toBe(120);
    const expected = raw.filter((r) => r.at > base - 118 * S).sort((a, b) => a.at - b.at);
    expect(h.points.map((p) => [Date.parse(p.timestamp), p.samples, p.cpuUsage])).toEqual(
      expected.map((r) => [floorTo(r.at, 2), 1, r.cpu]),
    );
    // A VM has no temperature sensor: stored as null, reported as null, never a number.
    expect(h.points.every((p) => p.cpuTemperature === null)).toBe(true);
  });

  it('HOUR: raw samples averaged per minute', async () => {
    const h = await history('HOUR');
    expect(h.bucketSeconds).toBe(60);
    const buckets = new Map<number, Row[]>();
    for (const r of raw) buckets.set(floorTo(r.at, 60), [...(buckets.get(floorTo(r.at, 60)) ?? []), r]);
    const expected = [...buckets.entries()]
      .sort(([a], [b]) => a - b)
      .map(([t, rows]) => [t, rows.length, round2(rows.reduce((s, r) => s + r.cpu!, 0) / rows.length)]);
    expect(h.points.map((p) => [Date.parse(p.timestamp), p.samples, p.cpuUsage])).toEqual(expected);
    // One point for every minute from the oldest sample's to the newest's (60 or 61, by where now falls).
    expect(h.points.length).toBe((floorTo(base - 10 * S, 60) - floorTo(base - 3590 * S, 60)) / (60 * S) + 1);
  });

  it('maintenance rolls samples up and prunes what is past its retention', async () => {
    await server.services.metrics.history.maintain();
    const count = async (where: string, params: unknown[] = []) =>
      Number(
        (
          await server.ds.query(
            `SELECT count(*)::int AS n FROM system_metric WHERE ${where}`,
            where.includes('$1') ? [new Date(base), ...params] : params,
          )
        )[0].n,
      );
    expect(await count(`resolution = 0 AND taken_at < $1::timestamptz - interval '1 hour'`)).toBe(0);
    expect(await count(`resolution = 60 AND taken_at < $1::timestamptz - interval '24 hours'`)).toBe(0);
    expect(await count(`resolution = 600 AND taken_at < $1::timestamptz - interval '7 days'`)).toBe(0);
    expect(await count(`resolution = 0`)).toBe(raw.length);

    // Minute roll-up of a complete minute half an hour ago: 6 samples, their mean.
    const m = floorTo(base - 30 * 60 * S, 60);
    const inMinute = raw.filter((r) => floorTo(r.at, 60) === m);
    const [minuteRow] = await server.ds.query(
      `SELECT samples, cpu_usage FROM system_metric WHERE resolution = 60 AND taken_at = $1`,
      [new Date(m)],
    );
    expect(minuteRow.samples).toBe(inMinute.length);
    expect(round2(minuteRow.cpu_usage)).toBe(
      round2(inMinute.reduce((s, r) => s + r.cpu!, 0) / inMinute.length),
    );

    // 10-minute roll-up of the synthetic minutes: weighted by samples.
    const [tenRow] = await server.ds.query(
      `SELECT samples, cpu_usage, upload_speed, total_upload FROM system_metric WHERE resolution = 600 AND taken_at = $1`,
      [new Date(b5)],
    );
    expect(tenRow).toMatchObject({ samples: 300, cpu_usage: 55, upload_speed: null, total_upload: 509 });

    // Idempotent: a second run (another gateway, or the next minute) changes nothing.
    const before = await count('true');
    await server.services.metrics.history.maintain();
    expect(await count('true')).toBe(before);
  });

  it('DAY: 10-minute buckets from minute roll-ups and the newest raw samples, nothing counted twice', async () => {
    const h = await history('DAY');
    expect(h.bucketSeconds).toBe(600);
    expect(pointAt(h, b5)).toMatchObject({
      samples: 300,
      cpuUsage: 55,
      memoryUsed: 5.5,
      uploadSpeed: null,
      totalUpload: 509,
    });
    // A bucket 20 minutes ago lies wholly in rolled-up minutes: exactly its raw samples, once each.
    const t = floorTo(base - 20 * 60 * S, 600);
    expect(pointAt(h, t)!.samples).toBe(raw.filter((r) => floorTo(r.at, 600) === t).length);
    expect(pointAt(h, expiredMinute.at)).toBeUndefined();
  });

  it('WEEK: hourly buckets from 10-minute roll-ups', async () => {
    const h = await history('WEEK');
    expect(h.bucketSeconds).toBe(3600);
    expect(pointAt(h, h3d)).toMatchObject({ samples: 1800, cpuUsage: 25, totalUpload: 105 });
    // The minutes five hours ago were rolled into 10 minutes: counted once, not twice.
    expect(pointAt(h, floorTo(b5, 3600))).toMatchObject({ samples: 300, cpuUsage: 55 });
    expect(h.points.some((p) => Date.parse(p.timestamp) <= base - 7 * 86_400 * S)).toBe(false);
  });

  it('rejects an unknown period', async () => {
    const res = await server.graphql(HISTORY, { period: 'YEAR' });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
