// `npm run bench`: every benchmark script of the project in one run, each printing its own details, then
// one table of the figures they report (each against a baseline measured in the same run, or its goal).
// Goals live here and in the bench scripts, never in tests. Knob: BENCH_ONLY=web,proxy (a subset).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';

const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const only = process.env.BENCH_ONLY?.split(',');
const benches = Object.keys(scripts).filter(
  (s) => s.startsWith('bench:') && (!only || only.includes(s.slice('bench:'.length))),
);
const dir = mkdtempSync(path.join(os.tmpdir(), 'apimarket-bench-'));
const file = path.join(dir, 'summary.jsonl');
const started = Date.now();
const load = [];
const exits = {};
for (const b of benches) {
  console.log(`\n== ${b} ==`);
  load.push(os.loadavg()[0]);
  const run = spawnSync('npm', ['run', '--silent', b], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_SUMMARY: file },
  });
  exits[b.slice('bench:'.length)] = run.status;
}

let rows = [];
try {
  rows = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
} catch {
  // no bench reported a row
}
rmSync(dir, { recursive: true, force: true });

const cols = [
  ['bench', (r) => r.bench],
  ['figure', (r) => r.figure],
  ['measured', (r) => r.value],
  ['ratio', (r) => (r.ratio == null ? '—' : `${Number(r.ratio).toFixed(2)}×`)],
  ['goal', (r) => r.goal],
  ['', (r) => (r.met == null ? '' : r.met ? 'met' : 'MISSED')],
];
const cells = rows.map((r) => cols.map(([, f]) => String(f(r))));
const widths = cols.map(([h], i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => c.map((x, i) => x.padEnd(widths[i])).join(' │ ');
console.log(`\n== npm run bench: one run, ${((Date.now() - started) / 60000).toFixed(1)} min ==`);
console.log(
  'Ratios: the figure over its baseline measured in the same run (REST/GraphQL over a bare Fastify',
);
console.log(
  'serving the same bytes, proxy over a bare Node proxy hop, growth over the small table), or over its goal.',
);
console.log(line(cols.map(([h]) => h)));
console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'));
for (const c of cells) console.log(line(c));
for (const [b, code] of Object.entries(exits)) {
  if (!rows.some((r) => r.bench === b)) console.log(`${b}: reported no figure (exit ${code})`);
}
console.log(
  `(${os.cpus().length} cores; 1-minute load average at each bench's start: ${load.map((l) => l.toFixed(1)).join(', ')})`,
);
process.exit(Object.values(exits).every((c) => c === 0) ? 0 : 1);
