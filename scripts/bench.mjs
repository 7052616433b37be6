// `npm run bench`: every benchmark script the project has (each prints ratios against its own baseline).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const benches = Object.keys(scripts).filter((s) => s.startsWith('bench:'));
if (benches.length === 0) console.log('no benchmarks yet');
let failed = false;
for (const b of benches) {
  console.log(`\n== ${b} ==`);
  failed = spawnSync('npm', ['run', '--silent', b], { cwd: root, stdio: 'inherit' }).status !== 0 || failed;
}
process.exit(failed ? 1 : 0);
