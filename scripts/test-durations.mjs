// Each test file's duration from vitest JSON reports (npm test writes tests/.artifacts/tests.json), merged
// into tests/support/durations.json — what the sequencer (tests/support/sequencer.ts) starts the longest
// files first by on a clean clone (CI) — and the slowest files listed.
//   node scripts/test-durations.mjs [report.json …]   (default: tests/.artifacts/tests.json)
//   --list-only: list, write nothing.   --top N: how many to list (20).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const args = process.argv.slice(2);
const listOnly = args.includes('--list-only');
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 20;
const reports = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--top');
if (!reports.length) reports.push(path.join(root, 'tests/.artifacts/tests.json'));

/** The vitest project of a test file, by where it lives (vitest.config.ts's `include`s). */
export function projectOf(rel) {
  if (rel.startsWith('gateway/src/')) return 'gateway';
  const m = /^tests\/([^/]+)\//.exec(rel);
  return m ? m[1] : null;
}

const measured = {};
for (const report of reports) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  for (const f of json.testResults ?? []) {
    const rel = path.relative(root, f.name);
    const project = projectOf(rel);
    if (!project || !f.endTime || !f.startTime) continue;
    measured[`${project}:${rel}`] = Math.round((f.endTime - f.startTime) / 100) / 10;
  }
}

const file = path.join(root, 'tests/support/durations.json');
const before = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).seconds : {};
const seconds = Object.fromEntries(
  Object.entries({ ...before, ...measured })
    // A file that is gone is dropped.
    .filter(([key]) => existsSync(path.join(root, key.slice(key.indexOf(':') + 1))))
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);

const rows = Object.entries(measured).sort((a, b) => b[1] - a[1]);
console.log(`${rows.length} files measured; the ${Math.min(top, rows.length)} slowest:`);
for (const [key, s] of rows.slice(0, top)) console.log(`${s.toFixed(1).padStart(7)} s  ${key}`);
if (!listOnly) {
  const about = 'Seconds each test file took in a whole run (scripts/test-durations.mjs); tests/support/sequencer.ts starts the longest first.';
  writeFileSync(file, `${JSON.stringify({ about, seconds }, null, 1)}\n`);
  console.log(`wrote ${path.relative(root, file)} (${Object.keys(seconds).length} files)`);
}
