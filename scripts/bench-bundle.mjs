// `npm run bench:bundle`: builds the client and prints its budgets, from the built files.
// First route = what the browser must fetch as code to show /#/home: the scripts and stylesheets
// index.html names (entry, modulepreloads), their static import closure (Vite's manifest), and — when
// the home page is a lazy chunk — that chunk's closure ('/' redirects to /home). Measured as the
// gateway sends it to a browser that accepts brotli: the precompressed .br file beside each asset
// (@fastify/static `preCompressed`), or the file itself when none was written; gzip -9 beside it.
// Exits 1 when a budget is exceeded.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './build-state.mjs';
import { summary } from './lib/bench-kit.mjs';

const BUDGET_FIRST_ROUTE = 200 * 1024; // brotli, JS + CSS (issue #20: ≤ 200 KB on the wire)
const BUDGET_ALL = 350 * 1024; // gzip -9, every JS file
const dist = path.join(root, 'client/dist');

if (!process.argv.includes('--no-build')) {
  execSync('npm run build -w client', {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const raw = (file) => readFileSync(path.join(dist, file));
const gz = (file) => gzipSync(raw(file), { level: 9 }).length;
const wire = (file) => (existsSync(path.join(dist, `${file}.br`)) ? raw(`${file}.br`).length : raw(file).length);

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const first = new Set();
function closure(key) {
  const chunk = manifest[key];
  if (!chunk || first.has(chunk.file)) return;
  first.add(chunk.file);
  for (const css of chunk.css ?? []) first.add(css);
  for (const dep of chunk.imports ?? []) closure(dep);
}
const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
if (!named.length) throw new Error('index.html names no script or stylesheet');
for (const file of named) {
  if (byFile.has(file)) closure(byFile.get(file));
  else first.add(file);
}
const home = Object.keys(manifest).find((k) => k.endsWith('pages/home/HomePage.tsx'));
if (home) closure(home);

const allFiles = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const firstFiles = [...first].sort((a, b) => wire(b) - wire(a));
const firstTotal = firstFiles.reduce((s, f) => s + wire(f), 0);
const firstGzip = firstFiles.reduce((s, f) => s + gz(f), 0);
const allTotal = allFiles.reduce((s, f) => s + gz(f), 0);

console.log('first route (/#/home) JS + CSS, as sent (brotli) / gzip -9 / raw:');
for (const f of firstFiles)
  console.log(`  ${kb(wire(f)).padStart(9)} ${kb(gz(f)).padStart(9)} ${kb(raw(f).length).padStart(9)}  ${f}`);
const line = (label, total, budget) =>
  `${label.padEnd(30)} ${kb(total).padStart(9)} / ${kb(budget)}  ${total <= budget ? 'ok' : 'OVER BUDGET'}` +
  `  (ratio ${(total / budget).toFixed(2)})`;
console.log(line('first route JS + CSS (brotli)', firstTotal, BUDGET_FIRST_ROUTE));
console.log(`${'first route JS + CSS (gzip -9)'.padEnd(30)} ${kb(firstGzip).padStart(9)}`);
console.log(line(`all JS, ${allFiles.length} files (gzip -9)`, allTotal, BUDGET_ALL));
summary('bundle', {
  figure: 'first route JS + CSS, brotli files as sent (headers: see web)',
  value: kb(firstTotal),
  ratio: firstTotal / BUDGET_FIRST_ROUTE,
  goal: `≤ ${kb(BUDGET_FIRST_ROUTE)}`,
  met: firstTotal <= BUDGET_FIRST_ROUTE,
});
summary('bundle', {
  figure: `all JS, ${allFiles.length} files, gzip -9`,
  value: kb(allTotal),
  ratio: allTotal / BUDGET_ALL,
  goal: `≤ ${kb(BUDGET_ALL)}`,
  met: allTotal <= BUDGET_ALL,
});
process.exit(firstTotal <= BUDGET_FIRST_ROUTE && allTotal <= BUDGET_ALL ? 0 : 1);
