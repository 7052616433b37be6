import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { waitFor } from '../../gateway/src/__tests__/support/wait.js';
import { heldUpstream } from '../ops/support/held-upstream.js';
import { alive, commandLine, descendants, freePort, portOpen, root, tempDataDir } from '../ops/support/processes.js';

/**
 * `npm start` as a process manager stops it: the whole tree in its own process group (a terminal's
 * job, systemd's control group), with 10 open calls held by their upstream when the stop arrives.
 */
describe('stopping the `npm start` tree, every way a process manager does', () => {
  let db: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDataDir>;
  let upstream: Awaited<ReturnType<typeof heldUpstream>>;
  let client: pg.Client;
  let slowId: number;
  const seen = new Set<number>();

  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    data = tempDataDir();
    upstream = await heldUpstream();
    slowId = (
      await client.query(`INSERT INTO api (name, address, status) VALUES ('slow', $1, 1) RETURNING id`, [
        `http://127.0.0.1:${upstream.port}/slow`,
      ])
    ).rows[0].id;
  });
  afterEach(() => {
    upstream.release();
    for (const pid of seen) if (alive(pid) && /npm|start\.mjs|server\.js/.test(commandLine(pid))) process.kill(pid, 'SIGKILL');
    seen.clear();
  });
  afterAll(async () => {
    await client?.end();
    upstream?.close();
    await db?.drop();
    data?.remove();
  });

  /** `npm start` leading a process group of its own, as a terminal or systemd starts it. */
  async function start() {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        DATA_DIR: data.dir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        UPSTREAM_ALLOW_LIST: `127.0.0.1:${upstream.port}`,
      },
    });
    let out = '';
    npm.stdout.on('data', (c: Buffer) => (out += c.toString()));
    npm.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | string>((resolve) => npm.on('exit', (code, signal) => resolve((code ?? signal)!)));
    await waitFor(() => /running on/.test(out), '`npm start` to serve', 60_000);
    const tree = descendants(npm.pid!);
    tree.forEach((pid) => seen.add(pid));
    seen.add(npm.pid!);
    const base = `http://127.0.0.1:${port}`;
    const inFlight = Array.from({ length: 10 }, () =>
      fetch(`${base}/api/open/api/${slowId}`).then(
        async (r) => ({ status: r.status, body: await r.text() }),
        (err: Error) => ({ status: 0, body: err.message }),
      ),
    );
    await upstream.waitForHeld(10);
    return { npm, port, tree, exited, inFlight, output: () => out };
  }

  const count = (text: string, pattern: RegExp) => (text.match(new RegExp(pattern, 'g')) ?? []).length;

  it.each([
    // systemd's KillMode=control-group, `kill -TERM -- -PGID`: npm and the launcher both get it, npm passes it on.
    { way: 'SIGTERM to the process group', signal: 'SIGTERM', send: (t: { npm: { pid?: number } }) => process.kill(-t.npm.pid!, 'SIGTERM') },
    // A terminal's Ctrl-C goes to its foreground process group.
    { way: 'SIGINT to the process group (Ctrl-C)', signal: 'SIGINT', send: (t: { npm: { pid?: number } }) => process.kill(-t.npm.pid!, 'SIGINT') },
    // KillMode=mixed/process managers that signal each process: npm, the launcher and the gateway each get one.
    {
      way: 'SIGTERM to every process of the tree',
      signal: 'SIGTERM',
      send: (t: { npm: { pid?: number }; tree: number[] }) => {
        for (const pid of [t.npm.pid!, ...t.tree]) if (/npm|start\.mjs|server\.js/.test(commandLine(pid))) process.kill(pid, 'SIGTERM');
      },
    },
  ])('$way: every request in flight is answered, then nothing is left', async ({ signal, send }) => {
    const t = await start();
    send(t);
    // A repeat of the stop reaching the gateway is logged: the calls are let go once one has arrived. Copies
    // that arrive together may merge into one, as pending signals do (more often on a loaded machine):
    // then no repeat comes, and after 5 s the calls are let go anyway.
    await waitFor(() => /finishing in-flight requests/.test(t.output()), 'the gateway to start stopping');
    await waitFor(() => count(t.output(), new RegExp(`${signal} again: already stopping`)) >= 1, `a repeat of ${signal}`, 5000).catch(
      () => undefined,
    );
    expect(t.output()).toMatch(new RegExp(`${signal}: finishing in-flight requests`));
    upstream.release();
    expect(await Promise.all(t.inFlight)).toEqual(Array(10).fill({ status: 200, body: '{"late":true}' }));
    await t.exited;
    await waitFor(() => t.tree.filter(alive).length === 0, 'every process of the tree to end');
    expect(await portOpen(t.port)).toBe(false);
    expect(t.output()).not.toMatch(/cutting the remaining connections/);
  });

  it('SIGKILL to npm: the launcher notices, the gateway finishes what is in flight and nothing is left on the port', async () => {
    const t = await start();
    process.kill(t.npm.pid!, 'SIGKILL');
    await t.exited;
    await waitFor(() => /SIGTERM: finishing in-flight requests/.test(t.output()), 'the gateway to be told to stop');
    upstream.release();
    expect(await Promise.all(t.inFlight)).toEqual(Array(10).fill({ status: 200, body: '{"late":true}' }));
    await waitFor(() => t.tree.filter(alive).length === 0, 'the launcher and the gateway to end');
    expect(await portOpen(t.port)).toBe(false);
  });
});
