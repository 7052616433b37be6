// `npm run bench:proxy`: what the open-call proxy costs, on loopback only:
//   direct   – a local HTTP upstream called directly
//   proxy    – the same upstream through /api/open/api/{id} (SSRF guard, policies, recording included)
//   floor    – the same upstream through a bare Node proxy (node:http both ways, nothing else):
//              what one extra process hop costs on this machine, the floor under any proxy
//   builtin  – a built-in upstream (builtin:uuid) through /api/open/api/{id}
//   metered  – the same upstream as `proxy`, called with an X-API-Key that holds a subscription to a
//              plan (quotas far above the run): key lookup, the atomic quota reserve (Redis with
//              REDIS_URL, else the gateway's memory), the RateLimit headers and the usage roll-up
//              included. metered − proxy is what quota enforcement costs (goal: ≤ +0.3 ms p50, ≤ +1 ms p99).
//   drift    – the same upstream as `proxy`, an API whose documented example matches the answer, with drift
//              sampling at its default 1 % (issue #30; `proxy` runs with sampling off): drift − proxy is what
//              sampling costs the open-call path (goal: nothing measurable, ≤ +0.1 ms p50 and p99 within
//              noise); the checks themselves run off the request path.
//   mock     – /api/mock/api/{id} of an API with an answer schema (a person record: 姓名, 手机号, 身份证号,
//              地址, e-mail, a list): the parameter check, data generated against the schema, the per-caller
//              mock limit and the mock call's record, never the upstream (goal: p99 ≤ 5 ms; MOCK_RATE_PER_MINUTE
//              is raised for the run, the limit itself being one Redis or memory counter per call).
// Each is run at a steady 500 req/s (latency) and then flat out with autocannon (throughput). Goal:
// at 500 req/s the proxy adds ≤ 0.5 ms at p50 and ≤ 2 ms at p99 over the direct call.
//
// The steady rate is paced here, one request every 1/RATE s on a keep-alive pool of
// BENCH_CONNECTIONS sockets, open loop (a slow answer does not hold back the next request; a request
// waiting for a free socket counts that wait). autocannon's own rate option is not used for it: it
// sends each second's quota as one burst at the start of the second, which measures a burst of
// ~4,000 req/s, not 500 req/s.
//
// Processes: the upstream, the floor proxy and the gateway each in a child of their own, the load here. Database: DATABASE_URL (a fresh database beside it, dropped after) or
// the embedded PostgreSQL in a temporary folder.
//
// The steady-rate runs go in BENCH_ROUNDS rounds, the targets taking turns within each round, and
// each figure is the median over the rounds: a burst of other work on the machine then spoils one
// round of every target alike instead of one target's whole measurement.
//
// Knobs (env): BENCH_RATE=500  BENCH_ROUNDS=3  BENCH_RATE_SECONDS=5 (per round)  BENCH_MAX_SECONDS=5
//   BENCH_CONNECTIONS=10
//   BENCH_TARGETS=direct,proxy,builtin (a subset)  BENCH_CPU_PROF=<folder> (the gateway's --cpu-prof)
import { fork } from 'node:child_process';
import { Buffer } from 'node:buffer';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ask, forkGateway, median, pct, startGatewayHere, summary, waitFor } from './lib/bench-kit.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 5);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const GOAL_P50_MS = 0.5;
const GOAL_P99_MS = 2;
const QUOTA_GOAL_P50_MS = 0.3;
const QUOTA_GOAL_P99_MS = 1;
const MOCK_GOAL_P99_MS = 5;
/** The mock target's answer schema: realistic Chinese fields by name, numbers, a list. */
const MOCK_SCHEMA = {
  type: 'object',
  required: ['code', 'data'],
  properties: {
    code: { type: 'integer', enum: [0] },
    data: {
      type: 'object',
      required: ['name', 'mobile', 'idCard', 'address', 'email', 'orders'],
      properties: {
        name: { type: 'string' },
        mobile: { type: 'string' },
        idCard: { type: 'string' },
        address: { type: 'string' },
        email: { type: 'string', format: 'email' },
        orders: {
          type: 'array',
          minItems: 1,
          maxItems: 3,
          items: { type: 'object', required: ['id', 'amount'], properties: { id: { type: 'integer' }, amount: { type: 'number', minimum: 0 } } },
        },
      },
    },
  },
};
const BODY = JSON.stringify({
  code: 200,
  data: { id: 7, text: '海内存知己，天涯若比邻。', from: '送杜少府之任蜀州', author: '王勃' },
});

/** Child: a minimal JSON upstream. */
function runUpstream() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) });
    res.end(BODY);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
}

/**
 * A child's own figures for the parent: event-loop delay (to tell its stalls from the machine's
 * scheduling) and CPU time, both since the last 'lag-reset'.
 */
function reportStats(stop) {
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  let cpu = process.cpuUsage();
  process.on('message', async (msg) => {
    if (msg.type === 'lag-reset') {
      lag.reset();
      cpu = process.cpuUsage();
      process.send({ type: 'lag-reset-done' });
    } else if (msg.type === 'lag') {
      const used = process.cpuUsage(cpu);
      process.send({
        type: 'lag-stats',
        p99: lag.percentile(99) / 1e6,
        max: lag.max / 1e6,
        cpuUs: used.user + used.system,
      });
    } else if (msg.type === 'stop') {
      await stop();
      process.exit(0);
    }
  });
  process.on('disconnect', () => void stop().finally(() => process.exit(0)));
}

/** Child: the floor, a bare proxy to the upstream (node:http keep-alive agent, body buffered like the gateway's). */
function runFloor() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = `http://127.0.0.1:${process.env.BENCH_UPSTREAM_PORT}/quote`;
  const server = http.createServer((_req, res) => {
    http
      .get(target, { agent }, (up) => {
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          res.writeHead(up.statusCode, { 'content-type': up.headers['content-type'] });
          res.end(Buffer.concat(chunks));
        });
      })
      .on('error', () => res.writeHead(502).end());
  });
  server.keepAliveTimeout = 60_000;
  reportStats(async () => server.close());
  server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
}

/** Child: the real gateway (production mode, silent log), with the bench's APIs inserted. */
async function runGateway() {
  const running = await startGatewayHere();
  const upstreamUrl = `http://127.0.0.1:${process.env.BENCH_UPSTREAM_PORT}/quote`;
  const [{ id: proxied }] = await running.ds.query(
    `INSERT INTO api (name, address, status) VALUES ('bench upstream', $1, 1) RETURNING id`,
    [upstreamUrl],
  );
  const [{ id: builtin }] = await running.ds.query(`SELECT id FROM api WHERE address = 'builtin:uuid'`);
  // The metered target: the same upstream, a plan whose quotas the run never reaches, a subscribed key.
  const [{ id: metered }] = await running.ds.query(
    `INSERT INTO api (name, address, status) VALUES ('bench metered', $1, 1) RETURNING id`,
    [upstreamUrl],
  );
  const [{ id: planId }] = await running.ds.query(
    `INSERT INTO api_plan (api_id, name, name_en, daily_quota, monthly_quota, rate_per_second)
     VALUES ($1, '压测版', 'Bench', 10000000, 300000000, 10000) RETURNING id`,
    [metered],
  );
  const { user } = await running.services.accounts.register(
    { account: `bench_${process.pid}`, username: 'bench', password: 'bench-password' },
    'bench',
  );
  const auth = { id: user.id, account: user.account, username: user.username, role: 'USER', creatorId: user.creatorId };
  const { key, apiKey } = await running.services.apiKeys.create(auth, 'bench');
  await running.services.subscriptions.subscribe(auth, { apiId: metered, planId, keyId: apiKey.id });
  // The drift target: the upstream's answer documented as its example (what the sampled answers are checked against).
  const [{ id: drift }] = await running.ds.query(
    `INSERT INTO api (name, address, status, response_example) VALUES ('bench drift', $1, 1, $2) RETURNING id`,
    [upstreamUrl, BODY],
  );
  // The mock target: an answer schema, one required parameter; its upstream is never asked.
  const [{ id: mock }] = await running.ds.query(
    `INSERT INTO api (name, address, status, response_schema) VALUES ('bench mock', 'https://upstream.invalid/none', 1, $1)
     RETURNING id`,
    [JSON.stringify(MOCK_SCHEMA)],
  );
  await running.ds.query(`INSERT INTO api_param (api_id, name, type, required) VALUES ($1, 'uid', 'number', true)`, [mock]);
  // The parent sets the sampling rate before each run (off for `proxy`, the default 1 % for `drift`).
  process.on('message', (msg) => {
    if (msg.type !== 'drift-rate') return;
    running.services.drift.rate = msg.rate;
    process.send({ type: 'drift-rate-done', checked: running.services.drift.checked });
  });
  reportStats(() => running.stop());
  process.send({ type: 'ready', url: running.url, proxied, builtin, metered, drift, key, mock });
}

/** Open-loop load at a steady `rate`; latency of each request from the moment it was sent (ms). */
async function paced(url, rate, seconds, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const times = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let finished = 0;
  const start = performance.now();
  await new Promise((resolve) => {
    const done = () => ++finished === total && resolve();
    const fire = () => {
      const t = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode >= 200 && res.statusCode < 300) times.push(performance.now() - t);
            else non2xx++;
            done();
          });
        })
        .on('error', () => {
          errors++;
          done();
        });
    };
    // Timers fire about every millisecond; each tick sends every request that has come due.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        fire();
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    rps: total / ((performance.now() - start) / 1000),
    p50: pct(times, 50),
    p99: pct(times, 99),
    n: times.length,
    non2xx,
    errors,
  };
}

/** One autocannon run; latencies from the per-response timings (ms, fractional). */
async function load(autocannon, url, opts) {
  const times = [];
  let non2xx = 0;
  const result = await new Promise((resolve, reject) => {
    const inst = autocannon({ url, connections: CONNECTIONS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    inst.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
      else non2xx++;
    });
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: pct(times, 50),
    p99: pct(times, 99),
    n: times.length,
    non2xx,
    errors: result.errors + result.timeouts,
  };
}

function printRatios(rows, f) {
  const d = rows.direct;
  const p = rows.proxy;
  const b = rows.builtin;
  const fl = rows.floor;
  const addP50 = p.fixed.p50 - d.fixed.p50;
  const addP99 = p.fixed.p99 - d.fixed.p99;
  console.log('\nRatios and overhead');
  console.log(`  proxy / direct throughput:    ${(p.max.rps / d.max.rps).toFixed(2)}×`);
  console.log(`  builtin / direct throughput:  ${(b.max.rps / d.max.rps).toFixed(2)}×`);
  console.log(
    `  proxy p50 / direct p50 @${RATE}: ${(p.fixed.p50 / d.fixed.p50).toFixed(2)}×   p99: ${(p.fixed.p99 / d.fixed.p99).toFixed(2)}×`,
  );
  console.log(
    `  added by the proxy @${RATE} req/s: p50 +${f(addP50)} ms (goal ≤ ${GOAL_P50_MS}) ${addP50 <= GOAL_P50_MS ? 'MET' : 'MISSED'}, p99 +${f(addP99)} ms (goal ≤ ${GOAL_P99_MS}) ${addP99 <= GOAL_P99_MS ? 'MET' : 'MISSED'}`,
  );
  console.log(
    `  a bare Node proxy hop (floor) adds @${RATE} req/s: p50 +${f(fl.fixed.p50 - d.fixed.p50)} ms, p99 +${f(fl.fixed.p99 - d.fixed.p99)} ms;` +
      ` the platform over that floor: p50 +${f(p.fixed.p50 - fl.fixed.p50)} ms, p99 +${f(p.fixed.p99 - fl.fixed.p99)} ms,` +
      ` CPU per call ${(p.fixed.lag.cpuUs / p.fixed.n / (fl.fixed.lag.cpuUs / fl.fixed.n)).toFixed(2)}× the floor's`,
  );
  const overP50 = p.fixed.p50 - fl.fixed.p50;
  const overP99 = p.fixed.p99 - fl.fixed.p99;
  summary('proxy', {
    figure: `open call @${RATE} req/s: the platform's own p50 over a bare Node proxy hop`,
    value: `+${f(overP50)} ms (hop +${f(fl.fixed.p50 - d.fixed.p50)})`,
    ratio: p.fixed.p50 / fl.fixed.p50,
    goal: '≤ +0.2 ms',
    met: overP50 <= 0.2,
  });
  summary('proxy', {
    figure: `open call @${RATE} req/s: the platform's own p99 over a bare Node proxy hop`,
    value: `+${f(overP99)} ms (hop +${f(fl.fixed.p99 - d.fixed.p99)})`,
    ratio: p.fixed.p99 / fl.fixed.p99,
    goal: '≤ +1 ms',
    met: overP99 <= 1,
  });
  summary('proxy', {
    figure: 'open call throughput, proxy over direct',
    value: `${p.max.rps.toFixed(0)} vs ${d.max.rps.toFixed(0)} req/s`,
    ratio: p.max.rps / d.max.rps,
    goal: '—',
    met: null,
  });
  if (rows.metered) {
    const m = rows.metered;
    const qP50 = m.fixed.p50 - p.fixed.p50;
    const qP99 = m.fixed.p99 - p.fixed.p99;
    console.log(
      `  quota enforcement (metered − proxy) @${RATE} req/s: p50 +${f(qP50)} ms (goal ≤ ${QUOTA_GOAL_P50_MS}) ${qP50 <= QUOTA_GOAL_P50_MS ? 'MET' : 'MISSED'}, p99 +${f(qP99)} ms (goal ≤ ${QUOTA_GOAL_P99_MS}) ${qP99 <= QUOTA_GOAL_P99_MS ? 'MET' : 'MISSED'}; counters in ${process.env.REDIS_URL ? 'Redis' : 'the gateway’s memory (no REDIS_URL)'}`,
    );
    summary('proxy', {
      figure: `open call @${RATE} req/s with a subscription: quota enforcement's p50 over the same call without one`,
      value: `+${f(qP50)} ms`,
      ratio: m.fixed.p50 / p.fixed.p50,
      goal: `≤ +${QUOTA_GOAL_P50_MS} ms`,
      met: qP50 <= QUOTA_GOAL_P50_MS,
    });
    summary('proxy', {
      figure: `open call @${RATE} req/s with a subscription: quota enforcement's p99 over the same call without one`,
      value: `+${f(qP99)} ms`,
      ratio: m.fixed.p99 / p.fixed.p99,
      goal: `≤ +${QUOTA_GOAL_P99_MS} ms`,
      met: qP99 <= QUOTA_GOAL_P99_MS,
    });
  }
  console.log(
    `  event-loop delay during the ${RATE} req/s runs (p99 / max, ms): ` +
      ['floor', 'proxy', 'builtin']
        .map((n) => `${n} ${f(rows[n].fixed.lag.p99)} / ${f(rows[n].fixed.lag.max)}`)
        .join(', '),
  );
}

async function runBench() {
  const { default: autocannon } = await import('autocannon');
  const started = Date.now();
  const upstream = fork(fileURLToPath(import.meta.url), ['--upstream'], { stdio: 'inherit' });
  const { port } = await waitFor(upstream, 'ready');
  const floor = fork(fileURLToPath(import.meta.url), ['--floor'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_UPSTREAM_PORT: String(port) },
  });
  const floorPort = (await waitFor(floor, 'ready')).port;

  const gateway = await forkGateway(fileURLToPath(import.meta.url), {
    prefix: 'bench_proxy',
    execArgv: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
    env: {
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${port}`,
      BENCH_UPSTREAM_PORT: String(port),
      REDIS_URL: process.env.REDIS_URL ?? '', // kept from the environment, as this bench always has
      // The mock's per-caller limit (600/min by default) would refuse a load test from one address.
      MOCK_RATE_PER_MINUTE: '1000000',
    },
  });
  try {
    const gw = await waitFor(gateway.child, 'ready');
    const only = process.env.BENCH_TARGETS?.split(',');
    // [name, url, the child whose CPU and event loop are reported for it, request headers, drift sampling rate]
    const keyed = { 'x-api-key': gw.key };
    const targets = [
      ['direct', `http://127.0.0.1:${port}/quote`, null, {}],
      ['floor', `http://127.0.0.1:${floorPort}/quote`, floor, {}],
      ['proxy', `${gw.url}/api/open/api/${gw.proxied}`, gateway.child, {}, 0],
      ['drift', `${gw.url}/api/open/api/${gw.drift}`, gateway.child, {}, 0.01],
      ['metered', `${gw.url}/api/open/api/${gw.metered}`, gateway.child, keyed, 0],
      ['builtin', `${gw.url}/api/open/api/${gw.builtin}`, gateway.child, {}, 0],
      ['mock', `${gw.url}/api/mock/api/${gw.mock}?uid=7`, gateway.child, {}, 0],
    ].filter(([name]) => !only || only.includes(name));
    const sampling = async (rate) => (rate === undefined ? null : ask(gateway.child, 'drift-rate', 'drift-rate-done', { rate }));
    // Warm-up at the steady rate (JIT, keep-alive pools, the API caches). Not flat out: ~20,000
    // recorded calls would leave PostgreSQL vacuuming and checkpointing through the first rounds.
    for (const [, url, , headers, rate] of targets) {
      await sampling(rate);
      await paced(url, RATE, 3, headers);
    }
    const rounds = Object.fromEntries(targets.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url, child, headers, rate] of targets) {
        await sampling(rate);
        if (child) await ask(child, 'lag-reset', 'lag-reset-done');
        const run = await paced(url, RATE, RATE_SECONDS, headers);
        run.lag = child ? await ask(child, 'lag', 'lag-stats') : null;
        rounds[name].push(run);
      }
    }
    const rows = {};
    for (const [name, url, , headers, rate] of targets) {
      await sampling(rate);
      const runs = rounds[name];
      const fixed = {
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        n: runs.reduce((s, r) => s + r.n, 0),
        non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
        errors: runs.reduce((s, r) => s + r.errors, 0),
        lag: runs[0].lag && {
          p99: median(runs.map((r) => r.lag.p99)),
          max: Math.max(...runs.map((r) => r.lag.max)),
          cpuUs: runs.reduce((s, r) => s + r.lag.cpuUs, 0),
        },
      };
      const max = await load(autocannon, url, { duration: MAX_SECONDS, headers });
      rows[name] = { fixed, max };
    }
    const f = (n) => (Number.isFinite(n) ? n.toFixed(3) : '—');
    console.log(
      `\nOpen-call proxy benchmark (loopback, ${CONNECTIONS} connections; latency at a steady ${RATE} req/s, median of ${ROUNDS} rounds of ${RATE_SECONDS} s; throughput flat out)\n`,
    );
    console.log(
      'target    req/s(max)   p50@rate(ms)  p99@rate(ms)  p50@max(ms)  p99@max(ms)  proxy CPU/req@rate  non-2xx  errors',
    );
    for (const [name, r] of Object.entries(rows)) {
      console.log(
        `${name.padEnd(9)} ${r.max.rps.toFixed(0).padStart(10)}   ${f(r.fixed.p50).padStart(12)}  ${f(r.fixed.p99).padStart(12)}  ${f(r.max.p50).padStart(11)}  ${f(r.max.p99).padStart(11)}  ${(r.fixed.lag ? `${(r.fixed.lag.cpuUs / r.fixed.n).toFixed(0)} µs` : '—').padStart(18)}  ${String(r.fixed.non2xx + r.max.non2xx).padStart(7)}  ${String(r.fixed.errors + r.max.errors).padStart(6)}`,
      );
    }
    if (rows.direct && rows.floor && rows.proxy && rows.builtin) printRatios(rows, f);
    if (rows.proxy && rows.drift) {
      const checked = (await sampling(0)).checked;
      const dP50 = rows.drift.fixed.p50 - rows.proxy.fixed.p50;
      const dP99 = rows.drift.fixed.p99 - rows.proxy.fixed.p99;
      console.log(
        `  drift sampling at 1 % (drift − proxy) @${RATE} req/s: p50 ${dP50 >= 0 ? '+' : ''}${f(dP50)} ms, p99 ${dP99 >= 0 ? '+' : ''}${f(dP99)} ms (goal ≤ +0.1 ms p50) ${dP50 <= 0.1 ? 'MET' : 'MISSED'}; ${checked} sampled answers checked off the request path`,
      );
      summary('proxy', {
        figure: `open call @${RATE} req/s with drift sampling at 1 %: p50 over the same call without it`,
        value: `${dP50 >= 0 ? '+' : ''}${f(dP50)} ms (${checked} answers checked)`,
        ratio: rows.drift.fixed.p50 / rows.proxy.fixed.p50,
        goal: '≤ +0.1 ms',
        met: dP50 <= 0.1,
      });
    }
    if (rows.mock) {
      const m = rows.mock.fixed;
      console.log(
        `  mock answer (schema-generated data) @${RATE} req/s: p50 ${f(m.p50)} ms, p99 ${f(m.p99)} ms (goal ≤ ${MOCK_GOAL_P99_MS}) ${m.p99 <= MOCK_GOAL_P99_MS ? 'MET' : 'MISSED'}`,
      );
      summary('proxy', {
        figure: `mock answer @${RATE} req/s (data generated against a schema): p99`,
        value: `${f(m.p99)} ms (p50 ${f(m.p50)})`,
        ratio: rows.direct ? m.p99 / rows.direct.fixed.p99 : null,
        goal: `≤ ${MOCK_GOAL_P99_MS} ms`,
        met: m.p99 <= MOCK_GOAL_P99_MS,
      });
    }
    console.log(
      `  (${os.cpus().length} cores; the four processes and PostgreSQL share them. Run took ${((Date.now() - started) / 1000).toFixed(0)} s.)`,
    );
  } finally {
    if (floor.connected) floor.send({ type: 'stop' });
    await gateway.stop();
    upstream.kill('SIGTERM');
  }
}

if (process.argv.includes('--upstream')) runUpstream();
else if (process.argv.includes('--floor')) runFloor();
else if (process.argv.includes('--gateway')) await runGateway();
else await runBench();
