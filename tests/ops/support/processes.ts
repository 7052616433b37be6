import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeRunFolder } from '../../../gateway/src/__tests__/support/temp-folders.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const gatewayEntry = path.join(root, 'gateway/dist/server.js');
/** The built module that starts and stops the embedded PostgreSQL. */
export const embeddedEntry = path.join(root, 'gateway/dist/db/embedded.js');

/** A process started by a test, with everything it printed so far and a way to wait for a line. */
export interface Proc {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  /** Resolves once the combined output matches `pattern`; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<string>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

export function startProcess(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = { child, stdout: '', stderr: '' } as Proc;
  const waiters = new Set<() => void>();
  const onData = (key: 'stdout' | 'stderr') => (chunk: Buffer) => {
    proc[key] += chunk.toString('utf8');
    for (const w of waiters) w();
  };
  child.stdout!.on('data', onData('stdout'));
  child.stderr!.on('data', onData('stderr'));
  proc.exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  let ended = false;
  void proc.exited.then(() => {
    ended = true;
    for (const w of waiters) w();
  });
  proc.waitFor = (pattern) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const m = (proc.stdout + proc.stderr).match(pattern);
        if (m) {
          waiters.delete(check);
          resolve(m[0]);
        } else if (ended) {
          waiters.delete(check);
          reject(new Error(`exited before printing ${pattern}:\n${proc.stdout}\n${proc.stderr}`));
        }
      };
      waiters.add(check);
      check();
    });
  return proc;
}

/** The built gateway as its own process (as `npm start` and the Docker image run it). */
export function startGateway(env: Record<string, string>): Proc {
  return startProcess(process.execPath, [gatewayEntry], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ...env,
  });
}

/** A free TCP port on loopback, chosen by the kernel. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  await once(srv, 'close');
  return port;
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Every descendant of `pid` (children, grandchildren…), read from /proc. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

/** The command line of `pid`, or '' once it has gone. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A temporary DATA_DIR the embedded PostgreSQL's `postgres` user can reach when tests run as root. */
export function tempDataDir(): { dir: string; remove(): void } {
  const dir = makeRunFolder('apimarket-ops-');
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
