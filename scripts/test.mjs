// `npm test`: the gateway, contract and client-lib tests (vitest projects), then the Chromium end-to-end tests,
// then one summary line: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const artifacts = path.join(root, 'tests/.artifacts');
mkdirSync(artifacts, { recursive: true });
const extra = process.argv.slice(2);

function vitest(label, projects) {
  const out = path.join(artifacts, `${label}.json`);
  rmSync(out, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra];
  const res = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  // A test that passed with failure messages failed first and passed on a retry (the e2e project retries once).
  const flaky = (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'passed' && t.failureMessages.length > 0)
      .map((t) => ({ file: path.relative(root, file.name), name: t.fullName, first: t.failureMessages[0] })),
  );
  return {
    flaky,
    ok: res.status === 0,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (res.status !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
}

const runs = [vitest('unit', ['gateway', 'contract', 'client-lib', 'ops'])];
// The security suite needs the built client and Chromium too (XSS and open-call origin checks).
runs.push(vitest('e2e', ['security', 'e2e']));
const sum = (k) => runs.reduce((s, r) => s + r[k], 0);
const flaky = runs.flatMap((r) => r.flaky);
if (flaky.length) {
  console.log(`\n${flaky.length} test(s) passed only on a retry — flaky, to be fixed:`);
  for (const f of flaky) {
    console.log(`  ${f.file} > ${f.name}`);
    console.log(`    first attempt: ${f.first.split('\n').slice(0, 3).join(' | ')}`);
  }
}
console.log(`\ntests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
if (flaky.length) console.log(`(${flaky.length} of the passed needed a retry: see the list above)`);
process.exit(runs.every((r) => r.ok) ? 0 : 1);
