import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { waitFor } from '../../gateway/src/__tests__/support/wait.js';
import { freePort, portOpen, root, startGateway, tempDataDir, type Proc } from '../ops/support/processes.js';

const NGINX = process.env.NGINX_BIN ?? 'nginx';
const hasNginx = spawnSync(NGINX, ['-v']).status === 0;
if (!hasNginx) console.warn(`rolling-restart: no ${NGINX} to run deploy/nginx.conf with (set NGINX_BIN): skipped`);
/** Requests per second through nginx for the whole run, writes (keyless comments) half of them. */
const RATE = Number(process.env.ROLLING_RATE ?? 200);
/**
 * Rolling restarts (each restarts both gateways, one at a time). One by default: on the shared 2-core
 * machines a gateway takes 15–20 s to start under load, so ROLLING_ROUNDS=5 (10 restarts) takes minutes.
 */
const ROUNDS = Number(process.env.ROLLING_ROUNDS ?? 1);

/**
 * The shipped deploy/nginx.conf, changed only where Docker is assumed: Docker's resolver and the
 * `resolve` server line (nginx ≥ 1.27.3) become two local gateways, port 80 a free local port, and
 * the log and temporary files go to a directory of the test's own.
 */
function nginxConfig(dir: string, port: number, gateways: number[]): string {
  let conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const swap = (from: string | RegExp, to: string) => {
    const next = conf.replace(from, to);
    if (next === conf) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
    conf = next;
  };
  swap(/^\s*resolver .*;$/m, '');
  swap(/^\s*server gateway:4000 resolve (.*);$/m, gateways.map((p) => `    server 127.0.0.1:${p} $1;`).join('\n'));
  swap(/listen 80;/, `listen 127.0.0.1:${port};`);
  swap(/access_log \/dev\/stdout main;/, `access_log ${dir}/access.log main;`);
  swap(/^http \{$/m, `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`);
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${conf}`;
}

type Outcome = { method: string; status: number; body: string } | { method: string; status: 0; body: string };

describe.skipIf(!hasNginx)('a rolling restart behind deploy/nginx.conf', () => {
  let db: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDataDir>;
  let client: pg.Client;
  let dir: string;
  let nginx: ChildProcess | undefined;
  const gateways: Proc[] = [];

  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    data = tempDataDir();
    dir = mkdtempSync(path.join(os.tmpdir(), 'apimarket-nginx-'));
    chmodSync(dir, 0o777);
    for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, d), { mode: 0o777 });
  });
  afterAll(async () => {
    // SIGQUIT: nginx's master stops its workers and exits (SIGKILL would leave the workers running).
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await gone;
    }
    for (const g of gateways) if (g.child.exitCode === null) g.child.kill('SIGKILL');
    await client?.end();
    await db?.drop();
    data?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(`loses no request over ${ROUNDS} rolling restart(s) of two gateways at ${RATE} requests/s, writes included`, async () => {
    const ports = [await freePort(), await freePort()];
    const env = (port: number) => ({
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: data.dir,
      SEED_DEMO: 'false',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_COMMENT_VISITOR: '1000000/60',
      RATE_LIMIT_COMMENT_IP: '1000000/60',
      RATE_LIMIT_WRITE: '1000000/60',
    });
    const start = async (i: number) => {
      const g = startGateway(env(ports[i]!));
      gateways[i] = g;
      await g.waitFor(/running on/);
    };
    await start(0);
    await start(1);
    const apiId: number = (await client.query(`INSERT INTO api (name, address, status) VALUES ('rolling', 'builtin:uuid', 1) RETURNING id`)).rows[0].id;

    const port = await freePort();
    const accessLog = () => readFileSync(path.join(dir, 'access.log'), 'utf8');
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, ports));
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitFor(() => portOpen(port), 'nginx to listen');

    // Load: one request every 1000/RATE ms on kept-alive connections to nginx, reads and writes in turn.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
    const outcomes: Outcome[] = [];
    const pending = new Set<Promise<void>>();
    let n = 0;
    const fire = () => {
      const i = ++n;
      const write = i % 2 === 1;
      const payload = write ? JSON.stringify({ apiId, content: `rolling ${i}` }) : undefined;
      const p = new Promise<void>((resolve) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            agent,
            method: write ? 'POST' : 'GET',
            path: write ? '/api/comments' : `/api/histroy/count/api/${apiId}`,
            headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (body += c));
            res.on('end', () => {
              outcomes.push({ method: write ? 'POST' : 'GET', status: res.statusCode!, body });
              resolve();
            });
          },
        );
        req.on('error', (err) => {
          outcomes.push({ method: write ? 'POST' : 'GET', status: 0, body: err.message });
          resolve();
        });
        req.end(payload);
      });
      pending.add(p);
      void p.finally(() => pending.delete(p));
    };
    const load = setInterval(fire, 1000 / RATE);
    try {
      await waitFor(() => outcomes.length >= RATE, 'a second of traffic before the first restart');
      for (let round = 0; round < ROUNDS; round++) {
        for (const i of [0, 1]) {
          const g = gateways[i]!;
          const t0 = Date.now();
          g.child.kill('SIGTERM');
          expect(await g.exited).toBe(0);
          const t1 = Date.now();
          const logged = accessLog().length;
          await start(i);
          // As an operator's rolling restart does: the next gateway stops only once nginx sends traffic to
          // this one again (nginx leaves a gateway that refused alone for `fail_timeout`).
          const served = new RegExp(`" 200 \\d+ [\\d.]+ "127\\.0\\.0\\.1:${ports[i]}"$`, 'm');
          await waitFor(() => served.test(accessLog().slice(logged)), `nginx to send requests to gateway ${i} again`, 30_000);
          console.log(`gateway ${i}: stopped in ${t1 - t0} ms, serving through nginx again ${Date.now() - t1} ms later`);
        }
      }
      const after = outcomes.length;
      await waitFor(() => outcomes.length >= after + RATE, 'a second of traffic after the last restart');
    } finally {
      clearInterval(load);
    }
    await Promise.all(pending);
    agent.destroy();

    const failed = outcomes.filter((o) => o.status !== 200);
    if (failed.length) console.log(readFileSync(path.join(dir, 'error.log'), 'utf8').split('\n').slice(0, 15).join('\n'));
    expect(failed.slice(0, 10), `${failed.length} of ${outcomes.length} failed`).toEqual([]);
    const writes = outcomes.filter((o) => o.method === 'POST').length;
    const stored = await client.query(`SELECT count(*)::int AS n, count(DISTINCT content)::int AS d FROM comment WHERE api_id = $1`, [apiId]);
    // Every write answered 200 is stored, once.
    expect(stored.rows[0]).toEqual({ n: writes, d: writes });
    console.log(`rolling restart: ${outcomes.length} requests (${writes} writes), ${ROUNDS * 2} gateway restarts, 0 failed`);
  });
});
