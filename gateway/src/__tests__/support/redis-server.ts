import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { waitFor } from './wait.js';

/**
 * A real redis-server of the test's own on a spare port (no persistence), so a test can hang it
 * (SIGSTOP: connections stay open, nothing is answered), let it go on (SIGCONT) or kill it outright.
 */
export async function startRedisServer(bin = process.env.REDIS_SERVER_BIN ?? 'redis-server') {
  const port = await sparePort();
  const child: ChildProcess = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  await waitFor(() => ping(port), `redis-server on port ${port} to answer`);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    /** Stops the process where it is: its connections stay open and carry no answer. */
    hang: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    /** Whether it answers a PING now. */
    answers: () => ping(port),
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function sparePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  await once(srv, 'close');
  return port;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(200, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}
