// `npm run bench:bundle`: builds the client and prints its JavaScript budgets (gzip), from Vite's manifest.
// First route = what the browser must fetch to show /#/home: the entry's static import closure plus the
// home page chunk and its static imports ('/' redirects to /home). Exits 1 when a budget is exceeded.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './build-state.mjs';
import { summary } from './lib/bench-kit.mjs';

const BUDGET_FIRST_ROUTE = 170 * 1024;
const BUDGET_ALL = 350 * 1024;
const dist = path.join(root, 'client/dist');

if (!process.argv.includes('--no-build')) {
  execSync('npm run build -w client', {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The home page is its own lazy chunk, or (vite.config.ts groups it) part of the `home` chunk.
const home = Object.keys(manifest).find(
  (k) => k.endsWith('pages/home/HomePage.tsx') || manifest[k].name === 'home',
);
if (!entry || !home) throw new Error('manifest has no entry or no home page chunk');
const first = closure(home, closure(entry));
const firstFiles = [...first].filter((f) => f.endsWith('.js'));
const allFiles = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const firstTotal = firstFiles.reduce((s, f) => s + gz(f), 0);
const allTotal = allFiles.reduce((s, f) => s + gz(f), 0);

console.log('first route (/#/home) JavaScript, gzip:');
for (const f of firstFiles.sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(f)).padStart(9)}  ${f}`);
const line = (label, total, budget) =>
  `${label.padEnd(22)} ${kb(total).padStart(9)} / ${kb(budget)}  ${total <= budget ? 'ok' : 'OVER BUDGET'}` +
  `  (ratio ${(total / budget).toFixed(2)})`;
console.log(line('first route JS (gzip)', firstTotal, BUDGET_FIRST_ROUTE));
console.log(line(`all JS, ${allFiles.length} files (gzip)`, allTotal, BUDGET_ALL));
summary('bundle', {
  figure: 'first route JS, gzip -9 of the files (not the wire: see web)',
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
