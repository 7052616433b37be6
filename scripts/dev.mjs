// `npm run dev`: the gateway with reload (swc) and the Vite dev server with HMR, side by side.
// PORT (gateway, default 4000) and CLIENT_PORT (Vite, default 5173) move them; Vite proxies /api and
// /graphql to the gateway's port.
import { spawn } from 'node:child_process';
import { ensureBuilt, root } from './build-state.mjs';

const port = process.env.PORT ?? '4000';
const clientPort = process.env.CLIENT_PORT ?? '5173';
for (const [name, value] of [['PORT', port], ['CLIENT_PORT', clientPort]]) {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    console.error(`${name} must be a port number (1–65535), got "${value}"`);
    process.exit(1);
  }
}
// The gateway and the client import @api-market/rules and @api-market/snippets from their builds.
ensureBuilt(['rules', 'snippets']);

const procs = [
  spawn('npm', ['run', 'dev', '-w', 'gateway'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn('npm', ['run', 'dev', '-w', 'client', '--', '--port', clientPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GATEWAY_URL: process.env.GATEWAY_URL ?? `http://127.0.0.1:${port}` },
  }),
];
const stop = (signal) => procs.forEach((p) => p.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const p of procs) p.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; });
console.log(`gateway on http://localhost:${port}, client with hot reload on http://localhost:${clientPort}`);
