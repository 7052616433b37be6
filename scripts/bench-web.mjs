// `npm run bench:web`: what a user waits for, on loopback, in one run.
//   rest     – GET /api/apiList through the gateway vs a bare Fastify serving the same bytes from memory
//   graphql  – the home page's card list query vs a bare Fastify serving the same bytes from memory
//              (autocannon, BENCH_CONNECTIONS connections, alternating rounds, ratio of the medians)
//   the main routes in Chromium (/usr/bin/chromium through playwright-core and the DevTools protocol):
//   375 px wide, network 150 ms RTT / 1.6 Mbps down / 750 kbps up, CPU slowed 4×, cold (fresh profile
//   each time), after one warm-up load of the route (the gateway's JIT and caches, not the browser's):
//   for home, market, an API's page, login and the console (/dashboard/myapi, signed in as a creator
//   with one API), the Largest Contentful Paint and the moment the real content is in the page (the
//   first API card; the API's name and parameters; the sign-in form; the console's first row),
//   medians of BENCH_LOADS loads, with the requests made and when the route's first GraphQL request
//   left. For /#/home also the bytes on the wire (every response's encoded size, headers included).
// Goals: REST ≥ 0.6×, GraphQL ≥ 0.4× the bare server; LCP ≤ 2.5 s and content ≤ 3 s on every route;
//   ≤ 200 KB of JS + CSS on the wire for /#/home.
//
// Knobs (env): BENCH_CONNECTIONS=32 BENCH_ROUNDS=3 BENCH_ROUND_SECONDS=3 BENCH_LOADS=3 CHROMIUM_PATH
//   BENCH_PARTS=throughput,browser (a subset) BENCH_ROUTES=home,market,detail,login,console (a subset)
//   BENCH_TRACE=1 (every request of every load: when it left and when it finished)
//   BENCH_CLIENT_DIST=/path/to/an/earlier/client/dist (the same routes on another build, for before/after)
/* global window, PerformanceObserver -- the init script and evaluate() run in the page */
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build-state.mjs';
import {
  ask,
  forkGateway,
  median,
  root,
  startGatewayHere,
  stopOnRequest,
  summary,
  waitFor,
} from './lib/bench-kit.mjs';
import { fork } from 'node:child_process';
import path from 'node:path';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const PARTS = (process.env.BENCH_PARTS ?? 'throughput,browser').split(',');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ROUTE_NAMES = (process.env.BENCH_ROUTES ?? 'home,market,detail,login,console').split(',');
const GOALS = { rest: 0.6, graphql: 0.4, lcpMs: 2500, readyMs: 3000, wireBytes: 200 * 1024 };
const PROFILE = {
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
  cpu: 4,
  width: 375,
  height: 812,
};

// The home page's card list, as the client asks for it (fields of ApiCardFields).
const HOME_LIST = `query PopularApis($limit: Int!) { apis(offset: 0, limit: $limit) { total items { id name nameEn
  description descriptionEn imageUrl icon stars status isNew isOriginal updatedAt needToken requestMethod
  responseFormat testUrl address responseExample provider note noteEn category { id name nameEn } } } }`;

/** Child: a bare Fastify answering each registered route with fixed bytes from memory. */
async function runBare() {
  const { default: Fastify } = await import(path.join(root, 'node_modules/fastify/fastify.js'));
  const app = Fastify({ logger: false });
  const routes = new Map();
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: (req, reply) => {
      const r = routes.get(`${req.method} ${req.url}`);
      if (!r) return reply.code(404).send();
      return reply.type(r.contentType).send(r.body);
    },
  });
  process.on('message', (m) => {
    if (m.type === 'route') {
      routes.set(`${m.method} ${m.path}`, {
        contentType: m.contentType,
        body: Buffer.from(m.body, 'base64'),
      });
      process.send({ type: 'route-done' });
    } else if (m.type === 'stop') process.exit(0);
  });
  process.on('disconnect', () => process.exit(0));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ type: 'ready', url: `http://127.0.0.1:${app.server.address().port}` });
}

/** The gateway, with what the API page and the console show: a creator, one published API with parameters. */
async function runGateway() {
  const running = await startGatewayHere();
  stopOnRequest(running);
  const factories = path.join(root, 'gateway/src/__tests__/support/factories.ts');
  const { buildApi, buildCategory, buildUser } = await import(pathToFileURL(factories).href);
  const creator = await buildUser(running, { username: '性能测试' });
  const category = await buildCategory(running, { name: '性能工具', nameEn: 'Bench tools' });
  const api = await buildApi(running, {
    creator,
    category: category.id,
    name: '哈希计算',
    nameEn: 'Hash digest',
    address: 'builtin:hash',
    parameters: [
      { name: 'text', type: 'string', required: true, description: '要计算的文本', example: 'hello' },
      { name: 'algorithm', type: 'string', required: false, description: '算法', example: 'sha256' },
    ],
  });
  await running.services.readCache.bump();
  process.send({
    type: 'ready',
    url: running.url,
    apiId: api.id,
    session: { token: creator.token, account: creator.account },
  });
}

async function cannon(autocannon, url, opts) {
  const res = await new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: ROUND_SECONDS, ...opts }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );
  if (res.non2xx || res.errors) throw new Error(`${url}: ${res.non2xx} non-2xx, ${res.errors} errors`);
  return res.requests.average;
}

/** Same bytes from both servers, then alternating rounds; the ratio of the median req/s. */
async function throughput(gwUrl, bare, name, request) {
  const { default: autocannon } = await import('autocannon');
  const res = await fetch(gwUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${name}: gateway answered ${res.status}`);
  await ask(bare.child, 'route', 'route-done', {
    method: request.method,
    path: request.path,
    contentType: res.headers.get('content-type'),
    body: bytes.toString('base64'),
  });
  const opts = { method: request.method, headers: request.headers, body: request.body };
  await cannon(autocannon, gwUrl + request.path, { ...opts, duration: 2 }); // warm-up (JIT, caches)
  await cannon(autocannon, bare.url + request.path, { ...opts, duration: 1 });
  const g = [];
  const b = [];
  for (let i = 0; i < ROUNDS; i++) {
    b.push(await cannon(autocannon, bare.url + request.path, opts));
    g.push(await cannon(autocannon, gwUrl + request.path, opts));
  }
  const ratio = median(g) / median(b);
  return { name, bytes: bytes.length, gateway: median(g), bare: median(b), ratio };
}

/** The routes measured: what counts as their real content, and who is signed in. */
function routeList(ids) {
  const all = [
    // index.html's first screen draws the real first cards (home's popular APIs and the market's), the
    // form, the API's contract and the console's rows from the data it requested (data-shell=…,
    // client/first-screen-shell.ts): they count as shown.
    { name: 'home', path: '/home', ready: '[data-testid="api-card"], [data-shell="api-card"]', what: 'first API card' },
    { name: 'market', path: '/api-market', ready: '[data-testid="api-card"], [data-shell="api-card"]', what: 'first API card' },
    {
      name: 'detail',
      path: `/api/Details/${ids.apiId}`,
      ready: '[data-testid="params"] code, [data-shell="params"] code',
      what: 'name and parameters',
    },
    { name: 'login', path: '/login', ready: '[data-testid="login-form"], [data-shell="login-form"]', what: 'sign-in form' },
    {
      name: 'console',
      path: '/dashboard/myapi',
      // At 375 px the table's rows are cards (its columns are shown from md up).
      ready: '[data-testid="my-api-row"], [data-testid="my-api-card"], [data-shell="my-api-card"]',
      what: 'first row',
      session: ids.session,
    },
  ];
  return all.filter((r) => ROUTE_NAMES.includes(r.name));
}

/** One cold load of a route under the profile: LCP, content, bytes on the wire, requests. */
async function coldLoad(browser, url, route) {
  const context = await browser.newContext({
    viewport: { width: PROFILE.width, height: PROFILE.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await page.addInitScript(
    ({ selector, session }) => {
      if (session) {
        window.localStorage.setItem('token', session.token);
        window.localStorage.setItem('account', session.account);
      }
      window.__lcp = { t: 0, el: '' };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const el = e.element;
          window.__lcp = {
            t: e.startTime,
            // Whose element: index.html's first screen (inside .fs) or the app's.
            el: el
              ? `${el.closest('.fs') ? "index.html's" : "the app's"} ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`
              : e.url,
          };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // The real content: the first frame in which an element matching `selector` has a size.
      window.__ready = 0;
      const look = () => {
        const shown = [...window.document.querySelectorAll(selector)].some((el) => el.getBoundingClientRect().height > 0);
        if (shown) window.__ready = window.performance.now();
        else window.requestAnimationFrame(look);
      };
      window.requestAnimationFrame(look);
    },
    { selector: route.ready, session: route.session ?? null },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latency,
    downloadThroughput: PROFILE.downloadThroughput,
    uploadThroughput: PROFILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
  const responses = new Map();
  let wire = 0;
  let graphql = 0;
  let requests = 0;
  let t0 = 0;
  let firstData = 0;
  let jsBeforeData = 0;
  const trace = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    requests++;
    t0 ||= e.timestamp;
    trace.push({ id: e.requestId, url: e.request.url, start: (e.timestamp - t0) * 1000 });
    if (e.request.url.endsWith('/graphql')) {
      graphql++;
      firstData ||= (e.timestamp - t0) * 1000;
      responses.set(e.requestId, { url: e.request.url, type: 'graphql' });
    } else if (!firstData && /\.js$/.test(e.request.url)) jsBeforeData++;
  });
  cdp.on('Network.responseReceived', (e) =>
    responses.set(e.requestId, {
      ...responses.get(e.requestId),
      url: e.response.url,
      type: responses.get(e.requestId)?.type ?? e.type,
      encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '',
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const t = trace.find((x) => x.id === e.requestId);
    if (t) t.end = (e.timestamp - t0) * 1000;
    wire += e.encodedDataLength;
    const r = responses.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(`${url}/#${route.path}`, { waitUntil: 'load', timeout: 120_000 });
  await page
    .waitForFunction(() => window.__ready > 0, null, { timeout: 120_000, polling: 250 })
    .catch((e) => {
      throw new Error(`${route.name}: ${route.what} not shown (${route.ready})`, { cause: e });
    });
  // A console keeps a websocket open; it does not count, but a poll could keep the network busy.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  const { lcp, ready } = await page.evaluate(() => ({ lcp: window.__lcp, ready: window.__ready }));
  await context.close();
  if (process.env.BENCH_TRACE)
    for (const t of trace)
      console.log(`      ${t.start.toFixed(0).padStart(6)} → ${(t.end ?? 0).toFixed(0).padStart(6)} ms  ${t.url.replace(url, '')}`);
  const byType = {};
  for (const r of responses.values()) {
    const k = /\.js$/.test(r.url)
      ? 'js'
      : /\.css$/.test(r.url)
        ? 'css'
        : r.type === 'graphql'
          ? 'graphql'
          : 'other';
    byType[k] = (byType[k] ?? 0) + (r.bytes ?? 0);
  }
  return {
    lcp: lcp.t,
    lcpElement: lcp.el,
    ready,
    wire,
    byType,
    graphql,
    requests,
    firstData,
    jsBeforeData,
    responses: [...responses.values()],
  };
}

async function browserPart(gwUrl, ids) {
  if (!existsSync(CHROMIUM)) {
    console.log(`\n(no Chromium at ${CHROMIUM}: LCP and bytes on the wire not measured)`);
    return null;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const out = [];
    for (const route of routeList(ids)) {
      // Warms the gateway (JIT, its caches) for this route, not the browser: each load is cold.
      await coldLoad(browser, gwUrl, route);
      const loads = [];
      for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(browser, gwUrl, route));
      out.push({ route, loads });
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function main() {
  ensureBuilt(['client']);
  const started = Date.now();
  const script = fileURLToPath(import.meta.url);
  const gw = await forkGateway(script, {
    prefix: 'bench_web',
    // BENCH_CLIENT_DIST: another build of the client (a copy of an earlier client/dist), for before/after.
    env: { CLIENT_DIST: process.env.BENCH_CLIENT_DIST || path.join(root, 'client/dist') },
  });
  const bareChild = fork(script, ['--bare'], { stdio: 'inherit' });
  let ok = true;
  try {
    const { url, ...ids } = await waitFor(gw.child, 'ready');
    const bare = { child: bareChild, url: (await waitFor(bareChild, 'ready')).url };
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `gateway ${url}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    if (PARTS.includes('throughput')) {
      const rows = [
        await throughput(url, bare, 'rest', { method: 'GET', path: '/api/apiList' }),
        await throughput(url, bare, 'graphql', {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ operationName: 'PopularApis', query: HOME_LIST, variables: { limit: 60 } }),
        }),
      ];
      console.log(
        `\nThroughput, ${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s (same bytes, no compression)`,
      );
      console.log('answer    bytes      gateway req/s   bare Fastify req/s   ratio   goal');
      for (const r of rows) {
        const goal = GOALS[r.name];
        const met = r.ratio >= goal;
        ok &&= met;
        console.log(
          `${r.name.padEnd(9)} ${kb(r.bytes).padStart(9)}  ${r.gateway.toFixed(0).padStart(14)}  ${r.bare.toFixed(0).padStart(19)}   ${r.ratio.toFixed(2)}×  ≥ ${goal}× ${met ? 'met' : 'MISSED'}`,
        );
        summary('web', {
          figure:
            r.name === 'rest'
              ? 'REST apiList req/s vs bare Fastify'
              : 'GraphQL home list req/s vs bare Fastify',
          value: `${r.gateway.toFixed(0)} vs ${r.bare.toFixed(0)}`,
          ratio: r.ratio,
          goal: `≥ ${goal}×`,
          met,
        });
      }
    }
    if (PARTS.includes('browser')) {
      const routes = await browserPart(url, ids);
      if (routes) {
        console.log(
          `\nMain routes: ${PROFILE.width} px, ${PROFILE.latency} ms RTT, 1.6 Mbps down, CPU ${PROFILE.cpu}× slower, ${LOADS} cold loads each (medians)`,
        );
        console.log('route     LCP      content  (what)                 first data   JS before it   requests');
        for (const { route, loads } of routes) {
          const lcp = median(loads.map((l) => l.lcp));
          const ready = median(loads.map((l) => l.ready));
          const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
          const lcpMet = lcp <= GOALS.lcpMs;
          const readyMet = ready > 0 && ready <= GOALS.readyMs;
          ok &&= lcpMet && readyMet;
          console.log(
            `${route.name.padEnd(9)} ${s(lcp).padStart(7)}  ${s(ready).padStart(7)}  ${`(${route.what})`.padEnd(22)} ` +
              `${(loads[0].firstData ? s(median(loads.map((l) => l.firstData))) : '-').padStart(10)}  ` +
              `${String(median(loads.map((l) => l.jsBeforeData))).padStart(13)}  ${String(median(loads.map((l) => l.requests))).padStart(9)}` +
              `   ${lcpMet && readyMet ? 'met' : 'MISSED'}`,
          );
          for (const [i, l] of loads.entries())
            console.log(
              `    load ${i + 1}: LCP ${s(l.lcp)} (${l.lcpElement}), content ${s(l.ready)}, ${kb(l.wire)} on the wire ` +
                `(${Object.entries(l.byType)
                  .map(([k, v]) => `${k} ${kb(v)}`)
                  .join(', ')}), ${l.requests} requests, ${l.graphql} GraphQL`,
            );
          summary('web', {
            figure: `LCP /#${route.path.replace(/\d+$/, ':id')} (375 px, 150 ms RTT, 1.6 Mbps, CPU 4×)`,
            value: s(lcp),
            ratio: lcp / GOALS.lcpMs,
            goal: '≤ 2.5 s',
            met: lcpMet,
          });
          summary('web', {
            figure: `${route.what} of /#${route.path.replace(/\d+$/, ':id')} in the page (same profile)`,
            value: s(ready),
            ratio: ready / GOALS.readyMs,
            goal: '≤ 3 s',
            met: readyMet,
          });
          if (route.name !== 'home') continue;
          // The goal is on what the first route loads as code (JS + CSS); the whole load is shown beside it.
          const code = (l) => (l.byType.js ?? 0) + (l.byType.css ?? 0);
          const wire = median(loads.map(code));
          const all = median(loads.map((l) => l.wire));
          const mid = loads.find((l) => code(l) === wire) ?? loads[0];
          console.log('    responses of /#/home\'s median load (bytes on the wire, encoding):');
          for (const r of mid.responses)
            console.log(
              `      ${kb(r.bytes ?? 0).padStart(9)} ${(r.encoding || '-').padEnd(5)} ${r.url.replace(url, '')}`,
            );
          const wireMet = wire <= GOALS.wireBytes;
          ok &&= wireMet;
          console.log(
            `    JS + CSS on the wire median ${kb(wire)} (goal ≤ ${kb(GOALS.wireBytes)}: ${wireMet ? 'met' : 'MISSED'}), ` +
              `everything (HTML, data, icons, headers included) ${kb(all)}`,
          );
          summary('web', {
            figure: 'JS + CSS on the wire, first load of /#/home',
            value: `${kb(wire)} (all ${kb(all)})`,
            ratio: wire / GOALS.wireBytes,
            goal: '≤ 200 KB',
            met: wireMet,
          });
          summary('web', {
            figure: 'GraphQL requests of the first screen',
            value: String(mid.graphql),
            ratio: null,
            goal: '1',
            met: mid.graphql <= 1,
          });
        }
      }
    }
    console.log(
      `(run took ${((Date.now() - started) / 1000).toFixed(0)} s; load average now ${os.loadavg()[0].toFixed(1)})`,
    );
  } finally {
    bareChild.kill();
    await gw.stop();
  }
  process.exit(ok ? 0 : 1);
}

if (process.argv.includes('--gateway')) await runGateway();
else if (process.argv.includes('--bare')) await runBare();
else await main();
