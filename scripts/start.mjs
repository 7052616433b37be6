// `npm start`: builds whatever is missing or stale (gateway and client bundle), then runs the production server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, root } from './build-state.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) console.warn(`Node ${process.versions.node} is past its end of life; API Market targets Node 24 LTS.`);

ensureBuilt();
const child = spawn(process.execPath, [path.join(root, 'gateway/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
