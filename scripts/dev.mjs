// `npm run dev`: the gateway with reload (swc) and the Vite dev server with HMR, side by side.
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';

const procs = [
  spawn('npm', ['run', 'dev', '-w', 'gateway'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '4000' } }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => procs.forEach((p) => p.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const p of procs) p.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; });
console.log('gateway on http://localhost:4000, client with hot reload on http://localhost:5173');
