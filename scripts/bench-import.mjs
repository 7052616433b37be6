// `npm run bench:import`: the import preview of a 20 MB OpenAPI document with 2,000 operations (issue #29)
// against the real gateway (a throwaway database), and what other requests wait meanwhile: a GET /livez
// every 50 ms while the preview runs (the parse runs on a worker thread, so they keep being
// answered). Goals: the preview ≤ 15 s; no other request waits more than 1 s.
// Knobs (env): BENCH_IMPORT_OPS=2000, BENCH_IMPORT_MB=20
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import os from 'node:os';
import { forkGateway, pct, startGatewayHere, stopOnRequest, summary, waitFor, sleep } from './lib/bench-kit.mjs';
import { bigSpec } from './import-bench/big-spec.mjs';

const OPS = Number(process.env.BENCH_IMPORT_OPS ?? 2000);
const MB = Number(process.env.BENCH_IMPORT_MB ?? 20);
const GOALS = { previewMs: 15_000, otherMaxMs: 1000 };

async function runGateway() {
  const running = await startGatewayHere();
  process.send({ type: 'ready', url: running.url });
  stopOnRequest(running);
}

async function main() {
  const text = JSON.stringify(bigSpec(OPS, MB * 1024 * 1024));
  const gw = await forkGateway(fileURLToPath(import.meta.url), { prefix: 'benchimport' });
  try {
    const { url } = await waitFor(gw.child, 'ready');
    const account = `bench${Date.now().toString(36)}`;
    const reg = await (await fetch(`${url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, username: account, password: 'bench-password' }) })).json();
    const headers = { authorization: `Bearer ${reg.data.token}`, 'content-type': 'application/json' };
    const waits = [];
    let running = true;
    const others = (async () => {
      while (running) {
        const t = performance.now();
        await fetch(`${url}/livez`).then((r) => r.arrayBuffer()).catch(() => {});
        waits.push(performance.now() - t);
        await sleep(50);
      }
    })();
    const t0 = performance.now();
    const res = await fetch(`${url}/api/apis/import?dryRun=true`, { method: 'POST', headers, body: JSON.stringify({ content: text }) });
    const body = await res.json();
    const previewMs = performance.now() - t0;
    running = false;
    await others;
    if (body.code !== 200) throw new Error(`preview failed: ${res.status} ${body.message}`);
    const sorted = [...waits].sort((a, b) => a - b);
    const otherMax = sorted.at(-1) ?? 0;
    console.log(`document: ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB, ${OPS} operations → ${body.data.operations.length} in the preview`);
    console.log(`preview: ${(previewMs / 1000).toFixed(2)} s (goal ≤ ${GOALS.previewMs / 1000} s) ${previewMs <= GOALS.previewMs ? 'OK' : 'MISSED'}`);
    console.log(`other requests meanwhile: ${waits.length}, p50 ${pct(sorted, 50).toFixed(1)} ms, max ${otherMax.toFixed(1)} ms (goal ≤ ${GOALS.otherMaxMs} ms) ${otherMax <= GOALS.otherMaxMs ? 'OK' : 'MISSED'}`);
    console.log(`load average: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    summary('import', { figure: 'preview 20 MB / 2000 ops (s)', value: +(previewMs / 1000).toFixed(2), baseline: null, goal: '≤ 15', met: previewMs <= GOALS.previewMs });
  } finally {
    await gw.stop();
  }
}

if (process.argv.includes('--gateway')) await runGateway();
else await main();
