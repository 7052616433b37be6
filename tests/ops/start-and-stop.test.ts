import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { waitFor } from '../../gateway/src/__tests__/support/wait.js';
import {
  alive,
  commandLine,
  descendants,
  embeddedEntry,
  freePort,
  portOpen,
  startGateway,
  startProcess,
  tempDataDir,
  type Proc,
} from './support/processes.js';

const started: Proc[] = [];
/** Descendants seen while a test ran: a failed test must not leave them behind. */
const seen = new Set<number>();
afterEach(() => {
  for (const p of started.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  // Only what is still one of ours (a pid can be reused once its process has gone).
  for (const pid of seen) if (alive(pid) && /start\.mjs|server\.js/.test(commandLine(pid))) process.kill(pid, 'SIGKILL');
  seen.clear();
});

// The machines here keep Node 20 at /usr/bin/node beside the Node 24 the project runs on.
const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (bin) => existsSync(bin) && Number(execFileSync(bin, ['-p', 'process.versions.node.split(".")[0]']).toString()) < 22,
);

describe('the start script on an old Node', () => {
  it.skipIf(!oldNode)('stops before anything else with one line saying what to do', async () => {
    const proc = startProcess(oldNode!, ['scripts/start.mjs'], {});
    started.push(proc);
    expect(await proc.exited).toBe(1);
    expect(proc.stdout).toBe('');
    expect(proc.stderr.trim().split('\n')).toHaveLength(1);
    expect(proc.stderr).toMatch(/^API Market needs Node ≥ 22\.12 but this is Node 2\d\.\d+\.\d+: install Node 24 LTS/);
  });
});

describe('npm start', () => {
  let db: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDataDir>;
  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    data = tempDataDir();
  });
  afterAll(async () => {
    await db?.drop();
    data?.remove();
  });

  it('stops the whole tree on SIGTERM to npm: no process left, the port freed', async () => {
    const port = await freePort();
    const proc = startProcess('npm', ['start'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATA_DIR: data.dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    started.push(proc);
    await proc.waitFor(/running on/);
    const tree = descendants(proc.child.pid!);
    tree.forEach((pid) => seen.add(pid));
    expect(tree.length).toBeGreaterThan(0);
    expect(await portOpen(port)).toBe(true);

    proc.child.kill('SIGTERM');
    await proc.exited;
    // npm waits for its child, which waits for the gateway: whatever is still alive now is orphaned.
    expect(tree.filter(alive)).toEqual([]);
    expect(await portOpen(port)).toBe(false);
    expect(proc.stdout).toMatch(/stopped/);
  });
});

describe('the gateway with its embedded PostgreSQL', () => {
  let data: ReturnType<typeof tempDataDir>;
  beforeAll(() => {
    data = tempDataDir();
  });
  afterAll(() => data?.remove());
  const postmasterPid = () => path.join(data.dir, 'pg', 'postmaster.pid');

  it('says in one line that the port is in use, stops the database it started and exits 1', async () => {
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const proc = startGateway({ PORT: String(port), DATA_DIR: data.dir, SEED_DEMO: 'false', DATABASE_URL: '' });
      started.push(proc);
      expect(await proc.exited).toBe(1);
      // One line, a JSON object with LOG_FORMAT=json (as startGateway runs it).
      expect(proc.stderr).toBe('');
      expect(proc.stdout.trim().split('\n').map((l) => JSON.parse(l) as { level: number; msg: string }).at(-1)).toMatchObject({
        level: 50,
        msg: `port ${port} is in use — set PORT`,
      });
      expect(existsSync(postmasterPid())).toBe(false);
      // Said before the database is set up (initialising, migrating and seeding take many seconds).
      expect(proc.stdout).not.toContain('PostgreSQL');
    } finally {
      blocker.close();
    }
  });

  it('a second start on the same data folder (another port) says the database is in use, and the first runs on', async () => {
    const first = startGateway({ PORT: String(await freePort()), DATA_DIR: data.dir, SEED_DEMO: 'false', DATABASE_URL: '' });
    started.push(first);
    await first.waitFor(/running on/);
    const second = startGateway({ PORT: String(await freePort()), DATA_DIR: data.dir, SEED_DEMO: 'false', DATABASE_URL: '' });
    started.push(second);
    expect(await second.exited).toBe(1);
    // One line, a JSON object with LOG_FORMAT=json (as startGateway runs it).
    expect(second.stderr).toBe('');
    const lines = second.stdout.trim().split('\n').map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(50);
    expect(lines[0]!.msg).toMatch(
      new RegExp(`^the embedded database in ${data.dir}/pg is in use by another API Market \\(PostgreSQL pid \\d+\\): stop that one first`),
    );
    expect(first.child.exitCode).toBeNull();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(postmasterPid())).toBe(false);
  });

  it('on SIGTERM stops the embedded PostgreSQL after the gateway and exits 0', async () => {
    const port = await freePort();
    const proc = startGateway({ PORT: String(port), DATA_DIR: data.dir, SEED_DEMO: 'false', DATABASE_URL: '' });
    started.push(proc);
    await proc.waitFor(/running on/);
    expect(existsSync(postmasterPid())).toBe(true);
    const tree = descendants(proc.child.pid!);
    tree.forEach((pid) => seen.add(pid));
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.stderr).toBe('');
    expect(existsSync(postmasterPid())).toBe(false);
    expect(tree.filter(alive)).toEqual([]);
    expect(await portOpen(port)).toBe(false);
  });

  // `npm test` on a machine with no DATABASE_URL runs the test setup with the embedded PostgreSQL: the
  // process then ends on its own once the cluster is stopped, and must exit 0 (the package's exit hook
  // used to throw "done is not a function" there, failing every such run after its tests had passed).
  it('a process that stopped its embedded PostgreSQL ends on its own with exit code 0', async () => {
    const script = `
      const { startEmbeddedPostgres } = await import(${JSON.stringify(embeddedEntry)});
      const db = await startEmbeddedPostgres(${JSON.stringify(path.join(data.dir, 'pg'))});
      await db.stop();
      console.log('stopped');`;
    const proc = startProcess(process.execPath, ['--input-type=module', '-e', script], {});
    started.push(proc);
    expect(await proc.exited).toBe(0);
    expect(proc.stdout).toBe('stopped\n');
    expect(proc.stderr).toBe('');
    expect(existsSync(postmasterPid())).toBe(false);
  });

  it('a process that ends without stopping its embedded PostgreSQL still stops it', async () => {
    const script = `
      const { startEmbeddedPostgres } = await import(${JSON.stringify(embeddedEntry)});
      await startEmbeddedPostgres(${JSON.stringify(path.join(data.dir, 'pg'))});
      console.log('started');
      process.exit(0);`;
    const proc = startProcess(process.execPath, ['--input-type=module', '-e', script], {});
    started.push(proc);
    expect(await proc.exited).toBe(0);
    expect(proc.stdout).toBe('started\n');
    // The cluster got its stop signal as the process went: it removes its pid file once it has shut down.
    await waitFor(() => !existsSync(postmasterPid()), 'the embedded PostgreSQL to shut down');
  });
});
