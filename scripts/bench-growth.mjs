// `npm run bench:growth`: what the call-history reads cost as the history grows (issue #20, "Cost as the
// call history grows"), and whether the call recorder keeps up with a burst once the table is large.
//   reads – each read #20 measured, timed with a small api_call table and again with a large one:
//           GET /api/admin/preData/getApiStatistics (the statistics cards), GraphQL apis(limit: 60)
//           { callCount } (the home cards), GraphQL apiCallStats(period: WEEK), GET /api/histroy/count/api/{id}
//           and GET /api/histroy/log/api/{id}. Figure: the median of BENCH_GROWTH_SAMPLES requests (after a warm-up),
//           timed side by side on two gateways — one over the small table, one over the large — taking turns
//           (so load from elsewhere falls on both alike); ratio: large over small. Goal: every read within 1.5× of its small-table
//           time. The GraphQL card list is a cached catalogue read: each request here is a different
//           operation (its name), so every one is computed from the database, as after a write.
//   burst – open calls of a built-in API (builtin:uuid, no upstream) paced at BENCH_GROWTH_RATE per second
//           for BENCH_GROWTH_BURST_SECONDS against the large table. Goal: every answered call written, none
//           dropped, all of them written within a second of the burst's end.
//   Issue #35 adds the reads that used to scan the day's raw rows: the 5-minute view with the caller's own
//           figures (apiCallStats(period: REALTIME)), one caller's 7-day statistics (the bench's own address
//           made a quarter of all calls), the creator analytics' top callers (apiTopCallers), a deep page of
//           histroy/log (90% down the API's rows), and the access log: an IP search and a deep page (page 99
//           of 100; its table holds as many rows as the call table).
// Rows are written by SQL in batches (the same INSERT the recorder makes, so the statement trigger keeps
// the counters and roll-ups), spread over the last BENCH_GROWTH_DAYS days and every listed API; then
// BENCH_GROWTH_RECENT_SHARE of as many again are stamped within the last minute (the day's traffic the
// 5-minute view shows), just before the timing.
//
// Knobs (env): BENCH_GROWTH_ROWS=200000 (the large table: a few minutes of INSERTs on this 2-core machine;
//   the goal is stated for 10,000,000 rows, which took 23 minutes to write here at load average 6–8)
//   BENCH_GROWTH_SMALL=10000  BENCH_GROWTH_DAYS=7  BENCH_GROWTH_SAMPLES=31  BENCH_GROWTH_RATE=1000
//   BENCH_GROWTH_BURST_SECONDS=5  BENCH_GROWTH_RECENT_SHARE=0.5
import { Buffer } from 'node:buffer';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  ask,
  forkGateway,
  median,
  sleep,
  startGatewayHere,
  stopOnRequest,
  summary,
  waitFor,
} from './lib/bench-kit.mjs';

const LARGE = Number(process.env.BENCH_GROWTH_ROWS ?? 200_000);
const SMALL = Number(process.env.BENCH_GROWTH_SMALL ?? 10_000);
const DAYS = Number(process.env.BENCH_GROWTH_DAYS ?? 7);
const SAMPLES = Number(process.env.BENCH_GROWTH_SAMPLES ?? 31);
const RATE = Number(process.env.BENCH_GROWTH_RATE ?? 1000);
const BURST_SECONDS = Number(process.env.BENCH_GROWTH_BURST_SECONDS ?? 5);
const RECENT_SHARE = Number(process.env.BENCH_GROWTH_RECENT_SHARE ?? 0.5);
const ADMIN_PASSWORD = 'bench-growth-admin-1';
const GOAL_RATIO = 1.5;
const CHUNK = 100_000;

/** Child: the real gateway, with what the parent asks of its database. */
async function runGateway() {
  const running = await startGatewayHere();
  stopOnRequest(running);
  const { ds, services } = running;
  const [{ id: builtin }] = await ds.query(`SELECT id FROM api WHERE address = 'builtin:uuid'`);
  const [{ id: listed }] = await ds.query(
    `SELECT id FROM api WHERE status = 1 AND visibility = 'public' AND id <> $1 ORDER BY id LIMIT 1`,
    [builtin],
  );
  const rows = async () => Number((await ds.query(`SELECT count(*)::bigint AS n FROM api_call`))[0].n);
  const accessRows = async () => Number((await ds.query(`SELECT count(*)::bigint AS n FROM access_log`))[0].n);
  process.on('message', async (m) => {
    if (m?.type === 'fill') {
      const started = Date.now();
      await ds.query(
        `SELECT api_call_ensure_partitions(((now() AT TIME ZONE 'UTC') - make_interval(days => $1))::date,
                                           (now() AT TIME ZONE 'UTC')::date + 1)`,
        [DAYS],
      );
      for (let left = m.to - (await rows()); left > 0; left -= CHUNK) {
        await ds.query(
          `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, user_id, requested_at)
           SELECT a.ids[1 + (g % a.n)], 2 + random() * 300,
                  -- a quarter of the calls are the bench's own (a visitor at 127.0.0.1): "mine" in the statistics
                  CASE WHEN g % 4 = 0 THEN '127.0.0.1' ELSE '10.0.' || (g % 250) || '.' || (g % 199) END,
                  random() > 0.03, 200, NULL, now() - random() * make_interval(days => $2)
             FROM generate_series(1, $1) AS g,
                  (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM api WHERE status = 1) AS a`,
          [Math.min(CHUNK, left), DAYS],
        );
      }
      for (let left = m.to - (await accessRows()); left > 0; left -= CHUNK) {
        await ds.query(
          `INSERT INTO access_log (ip_address, user_agent, created_at)
           SELECT '10.' || (g % 200) || '.' || (g % 211) || '.' || (g % 97), '{}'::jsonb,
                  now() - random() * make_interval(days => $2)
             FROM generate_series(1, $1) AS g`,
          [Math.min(CHUNK, left), DAYS],
        );
      }
      // As autovacuum leaves an insert-only table in a steady state (its visibility map set).
      await ds.query(`VACUUM (ANALYZE) access_log`);
      await ds.query(`ANALYZE api_call`);
      await ds.query(`ANALYZE api_call_total`);
      await ds.query(`ANALYZE api_call_minute`);
      await ds.query(`ANALYZE api_call_hour`);
      await services.readCache.bump();
      process.send({ type: 'filled', rows: await rows(), ms: Date.now() - started });
    } else if (m?.type === 'recent') {
      // The day's traffic of the last minute: what the 5-minute view and "mine" show.
      const started = Date.now();
      for (let left = m.rows; left > 0; left -= CHUNK) {
        await ds.query(
          `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, user_id, requested_at)
           SELECT a.ids[1 + (g % a.n)], 2 + random() * 300,
                  CASE WHEN g % 4 = 0 THEN '127.0.0.1' ELSE '10.0.' || (g % 250) || '.' || (g % 199) END,
                  random() > 0.03, 200, NULL, now() - random() * interval '1 minute'
             FROM generate_series(1, $1) AS g,
                  (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM api WHERE status = 1) AS a`,
          [Math.min(CHUNK, left)],
        );
      }
      await ds.query(`ANALYZE api_call`);
      await services.readCache.bump();
      const [{ n }] = await ds.query(`SELECT calls::int AS n FROM api_call_total WHERE api_id = $1`, [listed]);
      process.send({ type: 'recent-done', rows: await rows(), listedRows: n, ms: Date.now() - started });
    } else if (m?.type === 'recorder') {
      // The burst's rows: stamped by this process's clock (as the recorder stamps them) from `since` on.
      const since = m.since ?? new Date().toISOString();
      const [{ n }] = await ds.query(
        `SELECT count(*)::int AS n FROM api_call WHERE api_id = $1 AND requested_at >= $2`,
        [builtin, since],
      );
      process.send({
        type: 'recorder-state',
        since,
        pending: services.callRecorder.pending,
        dropped: services.callRecorder.dropped,
        builtinRows: n,
      });
    }
  });
  process.send({ type: 'ready', url: running.url, builtin, listed });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers }
          : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - t0,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let op = 0;
function reads(gw) {
  const gql = (query) => () =>
    request(`${gw.url}/graphql`, {
      method: 'POST',
      body: JSON.stringify({ query: query.replace('OP', `Growth${op++}`) }),
    });
  const gqlAs = (headers, query) => () =>
    request(`${gw.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: query.replace('OP', `Growth${op++}`) }),
    });
  return [
    [
      'GET /api/admin/preData/getApiStatistics',
      () => request(`${gw.url}/api/admin/preData/getApiStatistics`),
    ],
    [
      'GraphQL apis(limit: 60) { callCount }',
      gql(`query OP { apis(offset: 0, limit: 60) { items { id callCount } } }`),
    ],
    [
      'GraphQL apiCallStats(period: WEEK)',
      gql(
        `query OP { apiCallStats(apiId: ${gw.listed}, period: WEEK) { platform { calls successCalls avgMs p50Ms p95Ms series { at calls failed avgMs p95Ms } } } }`,
      ),
    ],
    [`GET /api/histroy/count/api/{id}`, () => request(`${gw.url}/api/histroy/count/api/${gw.listed}`)],
    [`GET /api/histroy/log/api/{id}`, () => request(`${gw.url}/api/histroy/log/api/${gw.listed}`)],
    // Issue #35: the reads that scanned the day's raw rows.
    [
      'GraphQL apiCallStats(REALTIME) + mine',
      gql(
        `query OP { apiCallStats(apiId: ${gw.listed}, period: REALTIME) { platform { calls p50Ms p95Ms series { calls } } mine { calls p95Ms series { calls } } } }`,
      ),
    ],
    [
      'GraphQL apiCallStats(WEEK) mine (one caller)',
      gql(`query OP { apiCallStats(apiId: ${gw.listed}, period: WEEK) { mine { calls successCalls p50Ms p95Ms } } }`),
    ],
    [
      'GraphQL apiTopCallers(HOUR) (creator analytics)',
      gqlAs(gw.admin, `query OP { apiTopCallers(apiId: ${gw.listed}, period: HOUR) { requestIp calls } }`),
    ],
    [
      'GET histroy/log, page 90% down',
      () => request(`${gw.url}/api/histroy/log/api/${gw.listed}?page=${gw.deepPage}&pageSize=100`),
    ],
    [
      'GET /api/system/logs?ipAddress=10.7.1',
      () => request(`${gw.url}/api/system/logs?ipAddress=10.7.1&pageSize=20`, { headers: gw.admin }),
    ],
    [
      'GET /api/system/logs?page=99&pageSize=100',
      () => request(`${gw.url}/api/system/logs?page=99&pageSize=100`, { headers: gw.admin }),
    ],
  ];
}

/**
 * Each read, timed on the small-table gateway and on the large-table one in turn (a sample of every read
 * on one, then on the other, round after round): whatever else loads the machine falls on both sides
 * alike, so their ratio is a side-by-side figure, not two moments' worth of noise.
 */
async function timeReads(smallGw, largeGw) {
  const sides = { small: reads(smallGw), large: reads(largeGw) };
  for (const all of Object.values(sides)) for (const [, run] of all) for (let i = 0; i < 3; i++) await run(); // warm-up
  const ms = { small: {}, large: {} };
  for (let i = 0; i < SAMPLES; i++) {
    for (const side of i % 2 ? ['large', 'small'] : ['small', 'large']) {
      for (const [name, run] of sides[side]) {
        const r = await run();
        if (r.status !== 200 || r.text.includes('"errors"'))
          throw new Error(`${name} (${side}): ${r.status} ${r.text.slice(0, 200)}`);
        (ms[side][name] ??= []).push(r.ms);
      }
    }
  }
  const stats = (xs) => ({ median: median(xs), best: Math.min(...xs) });
  return Object.keys(ms.small).map((name) => ({ name, small: stats(ms.small[name]), large: stats(ms.large[name]) }));
}

/** Open calls paced at RATE per second (open loop: a slow answer does not hold back the next one). */
async function burst(gw) {
  const url = `${gw.url}/api/open/api/${gw.builtin}`;
  const total = RATE * BURST_SECONDS;
  const statuses = {};
  let errors = 0;
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(
      request(url).then(
        (r) => (statuses[r.status] = (statuses[r.status] ?? 0) + 1),
        () => errors++,
      ),
    );
  }
  const sentIn = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const endedAt = performance.now();
  return { total, statuses, errors, sentRate: total / sentIn, endedAt };
}

async function main() {
  console.log(
    `bench:growth — ${SMALL.toLocaleString('en')} vs ${LARGE.toLocaleString('en')} rows over ${DAYS} days; ` +
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  // Two gateways, each on a database of its own: one keeps the small table, the other grows the large one.
  const fork = (name) =>
    forkGateway(fileURLToPath(import.meta.url), {
      prefix: `bench_growth_${name}`,
      // The fill's INSERTs of 100,000 rows (and their roll-ups) are no request: no statement deadline.
      env: { RATE_LIMIT_WRITE: '1000000/60', ADMIN_PASSWORD, DB_STATEMENT_TIMEOUT_MS: '3600000', DB_QUERY_TIMEOUT_MS: '3600000' },
    });
  const smallSide = await fork('small');
  const gateway = await fork('large');
  try {
    const [smallGw, gw] = await Promise.all([waitFor(smallSide.child, 'ready'), waitFor(gateway.child, 'ready')]);
    const small = await ask(smallSide.child, 'fill', 'filled', { to: SMALL });
    console.log(`  filled ${small.rows.toLocaleString('en')} rows in ${(small.ms / 1000).toFixed(1)} s (small side)`);
    const large = await askLong(gateway.child, { to: LARGE });
    console.log(`  filled ${large.rows.toLocaleString('en')} rows in ${(large.ms / 1000).toFixed(1)} s (large side)`);
    // The day's last minute, on both sides at once, just before the timing (so it is inside the 5-minute view).
    const [smallRecent, largeRecent] = await Promise.all([
      askRecent(smallSide.child, Math.round(SMALL * RECENT_SHARE)),
      askRecent(gateway.child, Math.round(LARGE * RECENT_SHARE)),
    ]);
    console.log(
      `  + ${short(smallRecent.rows - small.rows)} / ${short(largeRecent.rows - large.rows)} calls stamped within the last minute ` +
        `(${(largeRecent.ms / 1000).toFixed(1)} s); the listed API holds ${smallRecent.listedRows} / ${largeRecent.listedRows}`,
    );
    small.rows = smallRecent.rows;
    large.rows = largeRecent.rows;
    for (const [side, recent] of [[smallGw, smallRecent], [gw, largeRecent]]) {
      side.admin = await signInAdmin(side.url);
      side.deepPage = Math.max(1, Math.floor((recent.listedRows * 0.9) / 100));
    }
    const timed = await timeReads(smallGw, gw);

    console.log(
      `\n  read (median of ${SAMPLES} each, side by side; best in brackets) ${pad('small', 16)} ${pad('large', 16)} ratio of medians`,
    );
    const fmt = (t) => `${t.median.toFixed(1)} ms (${t.best.toFixed(1)})`;
    for (const { name, small: before, large: after } of timed) {
      const ratio = after.median / before.median;
      console.log(
        `  ${name.padEnd(48)} ${pad(fmt(before), 16)} ${pad(fmt(after), 16)} ${ratio.toFixed(2)}× ` +
          `(best ${(after.best / before.best).toFixed(2)}×)`,
      );
      summary('growth', {
        figure: `${name} at ${short(large.rows)} rows`,
        value: `${after.median.toFixed(1)} ms (${before.median.toFixed(1)} ms at ${short(small.rows)})`,
        ratio,
        goal: `≤ ${GOAL_RATIO}× the small table`,
        met: ratio <= GOAL_RATIO,
      });
    }
    await smallSide.stop();

    const { since, builtinRows: rowsBefore } = await ask(gateway.child, 'recorder', 'recorder-state');
    const b = await burst(gw);
    const answered = Object.entries(b.statuses)
      .filter(([s]) => Number(s) < 500)
      .reduce((n, [, c]) => n + c, 0);
    // Until every answered call is a row (a batch being written is no longer in the buffer, not yet counted).
    let state;
    let written = 0;
    for (;;) {
      state = await ask(gateway.child, 'recorder', 'recorder-state', { since });
      written = state.builtinRows - rowsBefore;
      if ((state.pending === 0 && written >= answered) || performance.now() - b.endedAt > 30_000) break;
      await sleep(10);
    }
    const drainMs = performance.now() - b.endedAt;
    const keptUp = b.sentRate >= RATE * 0.95 && state.dropped === 0 && written >= answered && drainMs <= 1000;
    console.log(
      `\n  burst: ${b.total} open calls paced at ${RATE}/s (sent at ${b.sentRate.toFixed(0)}/s), answers ${JSON.stringify(b.statuses)}` +
        `${b.errors ? `, ${b.errors} failed` : ''}; written ${written}, dropped ${state.dropped}, all written ` +
        `${drainMs.toFixed(0)} ms after the last answer`,
    );
    summary('growth', {
      figure: `recorder, ${RATE} calls/s for ${BURST_SECONDS} s at ${short(large.rows)} rows`,
      value: `${written}/${answered} written, ${state.dropped} dropped, all written ${drainMs.toFixed(0)} ms after the burst`,
      ratio: null,
      goal: 'all written ≤ 1 s after the burst, none dropped',
      met: keptUp,
    });
  } finally {
    await Promise.all([smallSide.stop(), gateway.stop()]);
  }
}

function askRecent(child, rows) {
  const answer = waitFor(child, 'recent-done', 24 * 3600_000);
  child.send({ type: 'recent', rows });
  return answer;
}

async function signInAdmin(url) {
  const r = await request(`${url}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ account: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = JSON.parse(r.text).data?.token;
  if (!token) throw new Error(`admin sign-in failed: ${r.status} ${r.text.slice(0, 200)}`);
  return { authorization: `Bearer ${token}` };
}

/** The large fill can take minutes: no timeout but the child's exit. */
function askLong(child, extra) {
  const answer = waitFor(child, 'filled', 24 * 3600_000);
  child.send({ type: 'fill', ...extra });
  return answer;
}

const pad = (s, n) => String(s).padEnd(n);
const short = (n) => (n >= 1e6 ? `${+(n / 1e6).toFixed(1)} M` : `${+(n / 1e3).toFixed(1)} k`);

if (process.argv.includes('--gateway')) await runGateway();
else
  await main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
