// `npm start`: checks the Node version, builds whatever is missing or stale (gateway and client
// bundle), then runs the production server and stays its parent until it has stopped.
import { requireNode } from './lib/node-version.mjs';

requireNode();

const { spawn } = await import('node:child_process');
const path = await import('node:path');
const { ensureBuilt, root } = await import('./build-state.mjs');
const { GATEWAY_ENV, GATEWAY_NODE_FLAGS } = await import('./lib/gateway-runtime.mjs');

ensureBuilt();
const child = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, path.join(root, 'gateway/dist/server.js')], {
  cwd: root,
  // An IPC channel: if this process dies without passing a signal on (SIGKILL), the gateway sees the
  // channel close and stops itself. Its own process group: a terminal's Ctrl-C reaches only this
  // process, which passes it on, so the gateway (not the terminal) stops its embedded PostgreSQL last.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
  env: { NODE_ENV: 'production', ...GATEWAY_ENV, ...process.env },
});
// Every signal is passed on, duplicates included: a stop sent to the whole tree reaches this process
// twice (from the kernel and from npm), and the gateway tells a repeat from a second Ctrl-C itself.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
// npm killed outright (SIGKILL) leaves this process orphaned: stop the gateway as for SIGTERM.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  child.kill('SIGTERM');
}, 250);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
