// `npm run bench:import`: the import preview of a 20 MB OpenAPI document with 2,000 operations (issue #29),
// sent as JSON `{content}`, against the real gateway (a throwaway database), and what other requests wait
// meanwhile: a GET /livez every 50 ms and the gateway's own event-loop delay (perf_hooks
// monitorEventLoopDelay in the gateway process), first for a few seconds with nothing else running (the
// baseline of the same run), then while the preview runs. The body's JSON, the document's parse and the
// preview's serialisation run on the import worker, so the event loop keeps answering.
// Goals: the preview ≤ 15 s; no other request waits more than 1 s; the event loop's longest stall during
// the import ≤ 200 ms (the stall the old main-thread JSON.parse of a 20 MB body made was about 1 s).
// Knobs (env): BENCH_IMPORT_OPS=2000, BENCH_IMPORT_MB=20
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { ask, forkGateway, pct, startGatewayHere, stopOnRequest, summary, waitFor, sleep } from './lib/bench-kit.mjs';
import { bigSpec } from './import-bench/big-spec.mjs';

const OPS = Number(process.env.BENCH_IMPORT_OPS ?? 2000);
const MB = Number(process.env.BENCH_IMPORT_MB ?? 20);
const BASELINE_MS = Number(process.env.BENCH_IMPORT_BASELINE_MS ?? 4000);
const GOALS = { previewMs: 15_000, otherMaxMs: 1000, stallMs: 200 };

async function runGateway() {
  const running = await startGatewayHere();
  // The gateway's event-loop delay, measured in its own process: reset at 'delay-start', read at 'delay-read'.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('message', (m) => {
    if (m?.type === 'delay-start') {
      delay.reset();
      process.send({ type: 'delay-started' });
    } else if (m?.type === 'delay-read') {
      process.send({ type: 'delay', maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6, meanMs: delay.mean / 1e6 });
    }
  });
  process.send({ type: 'ready', url: running.url });
  stopOnRequest(running);
}

/** GET /livez every 50 ms until `until` settles: each wait (ms). */
async function probe(url, until) {
  const waits = [];
  let running = true;
  void until.finally(() => (running = false));
  while (running) {
    const t = performance.now();
    await fetch(`${url}/livez`).then((r) => r.arrayBuffer()).catch(() => {});
    waits.push(performance.now() - t);
    await sleep(50);
  }
  return waits.sort((a, b) => a - b);
}

const show = (label, waits, loop) =>
  console.log(
    `${label.padEnd(16)} /livez ×${String(waits.length).padStart(3)}: p50 ${pct(waits, 50).toFixed(1)} ms, max ${(waits.at(-1) ?? 0).toFixed(1)} ms · event loop: max ${loop.maxMs.toFixed(1)} ms, p99 ${loop.p99Ms.toFixed(1)} ms, mean ${loop.meanMs.toFixed(2)} ms`,
  );

async function main() {
  const text = JSON.stringify(bigSpec(OPS, MB * 1024 * 1024));
  const gw = await forkGateway(fileURLToPath(import.meta.url), { prefix: 'benchimport' });
  try {
    const { url } = await waitFor(gw.child, 'ready');
    const account = `bench${Date.now().toString(36)}`;
    const reg = await (await fetch(`${url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, username: account, password: 'bench-password' }) })).json();
    const headers = { authorization: `Bearer ${reg.data.token}`, 'content-type': 'application/json' };
    // Baseline: the same probes and the gateway's event loop with nothing else running.
    await ask(gw.child, 'delay-start', 'delay-started');
    const baseWaits = await probe(url, sleep(BASELINE_MS));
    const baseLoop = await ask(gw.child, 'delay-read', 'delay');
    await ask(gw.child, 'delay-start', 'delay-started');
    const t0 = performance.now();
    const call = fetch(`${url}/api/apis/import?dryRun=true`, { method: 'POST', headers, body: JSON.stringify({ content: text }) }).then(async (res) => ({ res, body: await res.json() }));
    const [waits, { res, body }] = await Promise.all([probe(url, call), call]);
    const previewMs = performance.now() - t0;
    const loop = await ask(gw.child, 'delay-read', 'delay');
    if (body.code !== 200) throw new Error(`preview failed: ${res.status} ${body.message}`);
    const otherMax = waits.at(-1) ?? 0;
    console.log(`document: ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB, ${OPS} operations → ${body.data.operations.length} in the preview`);
    console.log(`preview: ${(previewMs / 1000).toFixed(2)} s (goal ≤ ${GOALS.previewMs / 1000} s) ${previewMs <= GOALS.previewMs ? 'OK' : 'MISSED'}`);
    show('baseline (idle)', baseWaits, baseLoop);
    show('during import', waits, loop);
    console.log(`other requests during the import: max ${otherMax.toFixed(1)} ms (goal ≤ ${GOALS.otherMaxMs} ms) ${otherMax <= GOALS.otherMaxMs ? 'OK' : 'MISSED'}`);
    console.log(`event-loop stall during the import: ${loop.maxMs.toFixed(1)} ms against ${baseLoop.maxMs.toFixed(1)} ms idle (goal ≤ ${GOALS.stallMs} ms) ${loop.maxMs <= GOALS.stallMs ? 'OK' : 'MISSED'}`);
    console.log(`load average: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    summary('import', { figure: 'preview 20 MB / 2000 ops (s)', value: +(previewMs / 1000).toFixed(2), baseline: null, goal: '≤ 15', met: previewMs <= GOALS.previewMs });
    summary('import', { figure: 'event-loop stall during a 20 MB import (ms)', value: +loop.maxMs.toFixed(1), baseline: +baseLoop.maxMs.toFixed(1), goal: `≤ ${GOALS.stallMs}`, met: loop.maxMs <= GOALS.stallMs });
  } finally {
    await gw.stop();
  }
}

if (process.argv.includes('--gateway')) await runGateway();
else await main();
