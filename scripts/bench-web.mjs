// `npm run bench:web`: what a user waits for, on loopback, in one run.
//   rest     – GET /api/apiList through the gateway vs a bare Fastify serving the same bytes from memory
//   graphql  – the home page's card list query vs a bare Fastify serving the same bytes from memory
//              (autocannon, BENCH_CONNECTIONS connections, alternating rounds, ratio of the medians)
//   first screen of /#/home in Chromium (/usr/bin/chromium through playwright-core and the DevTools
//   protocol): 375 px wide, network 150 ms RTT / 1.6 Mbps down / 750 kbps up, CPU slowed 4×, cold
//   (fresh profile each time): Largest Contentful Paint (median of BENCH_LOADS loads), bytes on the
//   wire (every response's encoded size, headers included) and the GraphQL requests it made.
// Goals: REST ≥ 0.6×, GraphQL ≥ 0.4× the bare server; LCP ≤ 2.5 s; ≤ 200 KB on the wire.
//
// Knobs (env): BENCH_CONNECTIONS=32 BENCH_ROUNDS=3 BENCH_ROUND_SECONDS=3 BENCH_LOADS=3 CHROMIUM_PATH
//   BENCH_PARTS=throughput,browser (a subset)
/* global window, PerformanceObserver -- the init script and evaluate() run in the page */
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
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
const GOALS = { rest: 0.6, graphql: 0.4, lcpMs: 2500, wireBytes: 200 * 1024 };
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

async function runGateway() {
  const running = await startGatewayHere();
  stopOnRequest(running);
  process.send({ type: 'ready', url: running.url });
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

/** One cold load of /#/home under the profile: LCP, bytes on the wire, GraphQL requests. */
async function coldLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: PROFILE.width, height: PROFILE.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = { t: 0, el: '' };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const el = e.element;
        window.__lcp = {
          t: e.startTime,
          el: el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : e.url,
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
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
  const started = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.endsWith('/graphql')) {
      graphql++;
      responses.set(e.requestId, { url: e.request.url, type: 'graphql', at: Date.now() - started });
    }
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
    wire += e.encodedDataLength;
    const r = responses.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(`${url}/#/home`, { waitUntil: 'load', timeout: 120_000 });
  await page.getByTestId('api-card').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
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
  return { lcp: lcp.t, lcpElement: lcp.el, wire, byType, graphql, responses: [...responses.values()] };
}

async function browserPart(gwUrl) {
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
    await coldLoad(browser, gwUrl); // warms the gateway (JIT, its caches), not the browser: each load is cold
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(browser, gwUrl));
    return loads;
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
    env: { CLIENT_DIST: path.join(root, 'client/dist') },
  });
  const bareChild = fork(script, ['--bare'], { stdio: 'inherit' });
  let ok = true;
  try {
    const { url } = await waitFor(gw.child, 'ready');
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
      const loads = await browserPart(url);
      if (loads) {
        const lcp = median(loads.map((l) => l.lcp));
        // The goal is on what the first route loads as code (JS + CSS); the whole load is shown beside it.
        const code = (l) => (l.byType.js ?? 0) + (l.byType.css ?? 0);
        const wire = median(loads.map(code));
        const all = median(loads.map((l) => l.wire));
        const mid = loads.find((l) => code(l) === wire) ?? loads[0];
        console.log(
          `\nFirst screen of /#/home: ${PROFILE.width} px, ${PROFILE.latency} ms RTT, 1.6 Mbps down, CPU ${PROFILE.cpu}× slower, ${LOADS} cold loads`,
        );
        for (const [i, l] of loads.entries())
          console.log(
            `  load ${i + 1}: LCP ${(l.lcp / 1000).toFixed(2)} s (${l.lcpElement}), ${kb(l.wire)} on the wire ` +
              `(${Object.entries(l.byType)
                .map(([k, v]) => `${k} ${kb(v)}`)
                .join(', ')}), ${l.graphql} GraphQL requests`,
          );
        console.log('  responses of the median load (bytes on the wire, encoding):');
        for (const r of mid.responses)
          console.log(
            `    ${kb(r.bytes ?? 0).padStart(9)} ${(r.encoding || '-').padEnd(5)} ${r.url.replace(url, '')}`,
          );
        const lcpMet = lcp <= GOALS.lcpMs;
        const wireMet = wire <= GOALS.wireBytes;
        ok &&= lcpMet && wireMet;
        console.log(
          `  LCP median ${(lcp / 1000).toFixed(2)} s (goal ≤ ${GOALS.lcpMs / 1000} s: ${lcpMet ? 'met' : 'MISSED'}); ` +
            `JS + CSS on the wire median ${kb(wire)} (goal ≤ ${kb(GOALS.wireBytes)}: ${wireMet ? 'met' : 'MISSED'}), ` +
            `everything (HTML, data, icons, headers included) ${kb(all)}`,
        );
        summary('web', {
          figure: 'LCP /#/home (375 px, 150 ms RTT, 1.6 Mbps, CPU 4×)',
          value: `${(lcp / 1000).toFixed(2)} s`,
          ratio: lcp / GOALS.lcpMs,
          goal: '≤ 2.5 s',
          met: lcpMet,
        });
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
