// `npm run bench:memory`: what one gateway holds after mixed load, and whether it gives it back (issue #35:
// ≤ 350 MB RSS after five minutes of mixed load, back within 20% of idle a minute after).
//   One gateway (demo seed, production settings, its own database) is left idle, then loaded for
//   BENCH_MEMORY_SECONDS by BENCH_MEMORY_CONNECTIONS clients with varied requests — open calls of built-in
//   APIs (recorded), GraphQL catalogue pages with varied offsets and operation names (cache misses), REST
//   details and comments over every API, searches over many keywords, the statistics and history pages,
//   access-log writes, unknown paths — then left idle for BENCH_MEMORY_COOL_SECONDS. RSS is sampled every
//   5 s; the gateway reports its heap, external memory and what its bounded stores hold (read cache bytes,
//   call records waiting), so what grows is visible.
// Knobs (env): BENCH_MEMORY_SECONDS=300 BENCH_MEMORY_COOL_SECONDS=60 BENCH_MEMORY_CONNECTIONS=16
//   (the issue's figures; shorter runs on a shared machine: BENCH_MEMORY_SECONDS=60 BENCH_MEMORY_COOL_SECONDS=60).
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-state.mjs';
import { GATEWAY_ENV, GATEWAY_NODE_FLAGS } from './lib/gateway-runtime.mjs';
import { ask, forkGateway, sleep, startGatewayHere, stopOnRequest, summary, waitFor } from './lib/bench-kit.mjs';

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 300);
const COOL_SECONDS = Number(process.env.BENCH_MEMORY_COOL_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_MEMORY_CONNECTIONS ?? 16);
const GOAL_MB = 350;
const GOAL_BACK = 1.2;
const MB = 1024 * 1024;

/** Child: the real gateway, reporting its memory on request. */
async function runGateway() {
  const running = await startGatewayHere({ built: true });
  stopOnRequest(running);
  const { ds, services } = running;
  const apis = (await ds.query(`SELECT id, address FROM api WHERE status = 1 AND visibility = 'public' ORDER BY id`));
  process.on('message', (m) => {
    if (m?.type !== 'memory') return;
    // Diagnosis only (BENCH_MEMORY_GC=1): what is garbage not yet collected rather than kept.
    if (m.gc && globalThis.gc) globalThis.gc();
    const u = process.memoryUsage();
    // Pages given back with MADV_FREE stay in RSS until the kernel needs them: LazyFree counts them.
    let lazyFree = 0;
    try {
      const m = /LazyFree:\s+(\d+) kB/.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'));
      lazyFree = m ? Number(m[1]) * 1024 : 0;
    } catch {
      // not Linux
    }
    process.send({
      lazyFree,
      type: 'memory-state',
      rss: u.rss,
      heapUsed: u.heapUsed,
      heapTotal: u.heapTotal,
      external: u.external,
      arrayBuffers: u.arrayBuffers,
      readCacheBytes: services.readCache.bytes,
      spaces: Object.fromEntries(
        v8.getHeapSpaceStatistics().map((x) => [x.space_name.replace('_space', ''), Math.round(x.space_size / 1048576)]),
      ),
      callsPending: services.callRecorder.pending,
    });
  });
  process.send({
    type: 'ready',
    url: running.url,
    ids: apis.map((a) => a.id),
    // Built-ins that answer a plain `?text=`: every call of the mix is a recorded 200.
    builtins: apis
      .filter((a) => ['quote', 'uuid', 'ip', 'timestamp', 'hash', 'pinyin', 'word-count'].includes(a.address.slice(8)))
      .map((a) => a.id),
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve) => {
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
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

const WORDS = ['天气', '翻译', 'ip', '二维码', '哈希', 'uuid', '时间', '汇率', '快递', '短信', '图片', 'ocr', '新闻', '股票',
  '地图', 'json', '编码', '密码', '拼音', '单位', '颜色', '日期', '状态码', 'weather', 'translate', 'hash', 'qr', 'tianqi', 'fanyi'];

/** One request of the mix, chosen by `n` (a counter), so every kind recurs with varied arguments. */
function mixed(gw, n) {
  const id = gw.ids[n % gw.ids.length];
  const gql = (query, variables) =>
    request(`${gw.url}/graphql`, { method: 'POST', body: JSON.stringify({ query, variables }) });
  switch (n % 20) {
    case 0: case 1: case 2: case 3: case 4: case 5: case 6: {
      return request(`${gw.url}/api/open/api/${gw.builtins[n % gw.builtins.length]}?text=${encodeURIComponent(`接口${n}`)}`);
    }
    case 7: case 8:
      return gql(`query Home${n % 500} { apis(offset: ${n % 40}, limit: ${10 + (n % 7)}) { items { id name callCount } total } }`);
    case 9:
      return request(`${gw.url}/api/api/details/${id}`);
    case 10:
      return request(`${gw.url}/api/comments/api/${id}`);
    case 11:
      return request(`${gw.url}/api/searchApi`, {
        method: 'POST',
        body: JSON.stringify({ keywords: `${WORDS[n % WORDS.length]}${n % 3 ? '' : ` ${WORDS[(n >> 3) % WORDS.length]}`}`, page: 1, pageSize: 20 }),
      });
    case 12:
      return gql(`query Stats($id: Int!) { apiCallStats(apiId: $id, period: REALTIME) { platform { calls p95Ms } mine { calls } } }`, { id });
    case 13:
      return request(`${gw.url}/api/histroy/log/api/${id}?page=${1 + (n % 50)}&pageSize=20`);
    case 14:
      return request(`${gw.url}/api/histroy/count/api/${id}`);
    case 15:
      return gql(`query Detail${n % 200}($id: Int!) { api(id: $id) { id name description callCount } }`, { id });
    case 16:
      return request(`${gw.url}/api/device-info`, {
        method: 'POST',
        body: JSON.stringify({ userAgent: `bench/${n % 1000}`, screenWidth: 375, screenHeight: 812 }),
        headers: { 'user-agent': `Mozilla/5.0 bench-${n % 1000}` },
      });
    case 17:
      return request(`${gw.url}/api/nothing-here/${n}`);
    case 18:
      return request(`${gw.url}/api/apiList`);
    default:
      return gql(`query Market${n % 300} { market(offset: ${n % 30}, limit: 12) { total } }`);
  }
}

async function load(gw, seconds, sample) {
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const statuses = {};
  const worker = async () => {
    while (Date.now() < until) {
      const kind = n % 20;
      const s = await mixed(gw, n++);
      if (s !== 200) statuses[`${kind}:${s}`] = (statuses[`${kind}:${s}`] ?? 0) + 1;
    }
  };
  const sampler = (async () => {
    while (Date.now() < until) {
      await sleep(5000);
      await sample('load');
    }
  })();
  await Promise.all([...Array.from({ length: CONNECTIONS }, worker), sampler]);
  return { requests: n, statuses };
}

async function main() {
  console.log(
    `bench:memory — ${SECONDS} s of mixed load on ${CONNECTIONS} connections, then ${COOL_SECONDS} s idle; ` +
      `${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
  ensureBuilt(['gateway']);
  const gateway = await forkGateway(fileURLToPath(import.meta.url), {
    prefix: 'bench_memory',
    built: true,
    // As `npm start` runs it; BENCH_MEMORY_NODE_FLAGS replaces the flags (e.g. "" for Node's defaults).
    execArgv: [
      ...(process.env.BENCH_MEMORY_GC ? ['--expose-gc'] : []),
      ...(process.env.BENCH_MEMORY_NODE_FLAGS?.split(' ').filter(Boolean) ?? GATEWAY_NODE_FLAGS),
    ],
    env: { ...GATEWAY_ENV, RATE_LIMIT_WRITE: '1000000/60', RATE_LIMIT_DEVICE_INFO_IP: '1000000/60' },
  });
  try {
    const gw = await waitFor(gateway.child, 'ready');
    const samples = [];
    const t0 = Date.now();
    const sample = async (phase) => {
      const m = await ask(gateway.child, 'memory', 'memory-state', { gc: phase === 'cool' && !!process.env.BENCH_MEMORY_GC });
      samples.push({ phase, s: (Date.now() - t0) / 1000, ...m });
      console.log(
        `  ${phase.padEnd(5)} ${String(Math.round((Date.now() - t0) / 1000)).padStart(4)} s  rss ${mb(m.rss)} (lazily freed ${mb(m.lazyFree)})  heap ${mb(m.heapUsed)}/${mb(m.heapTotal)}` +
          `  external ${mb(m.external)} (buffers ${mb(m.arrayBuffers)})  read cache ${mb(m.readCacheBytes)}  calls waiting ${m.callsPending}` +
          (process.env.BENCH_MEMORY_SPACES ? `\n        spaces (MB) ${JSON.stringify(m.spaces)}` : ''),
      );
      return m;
    };
    await sleep(5000);
    const idle = await sample('idle');
    const ran = await load(gw, SECONDS, sample);
    const loaded = await sample('load');
    const peak = Math.max(...samples.map((x) => x.rss));
    for (let left = COOL_SECONDS; left > 0; left -= 5) {
      await sleep(Math.min(5, left) * 1000);
      await sample('cool');
    }
    const after = samples.at(-1);
    console.log(
      `\n  ${ran.requests.toLocaleString('en')} requests (not 200, by kind of the mix: ${JSON.stringify(ran.statuses)})\n` +
        `  idle ${mb(idle.rss)}, after ${SECONDS} s of load ${mb(loaded.rss)} (peak ${mb(peak)}), ` +
        `${COOL_SECONDS} s later ${mb(after.rss)} = ${(after.rss / idle.rss).toFixed(2)}× idle`,
    );
    summary('memory', {
      figure: `RSS after ${SECONDS} s of mixed load`,
      value: mb(loaded.rss),
      ratio: null,
      goal: `≤ ${GOAL_MB} MB`,
      met: loaded.rss <= GOAL_MB * MB,
    });
    summary('memory', {
      figure: `RSS ${COOL_SECONDS} s after the load`,
      value: `${mb(after.rss)} (idle ${mb(idle.rss)})`,
      ratio: after.rss / idle.rss,
      goal: `≤ ${GOAL_BACK}× idle`,
      met: after.rss <= GOAL_BACK * idle.rss,
    });
  } finally {
    await gateway.stop();
  }
}

const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;

if (process.argv.includes('--gateway')) await runGateway();
else
  await main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
