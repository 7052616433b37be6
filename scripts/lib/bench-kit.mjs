// Shared pieces of the benchmark scripts: the gateway in a child process, percentiles, and the summary
// rows `npm run bench` gathers into its one table (BENCH_SUMMARY names a file of JSON lines).
import { fork } from 'node:child_process';
import { appendFileSync, chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDatabase } from './fresh-database.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const pct = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
    : NaN;
export const median = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  );
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One row of `npm run bench`'s table: a figure, its baseline measured in the same run (or null), the
 * goal as text and whether it is met. Printed by the aggregator; a bench run alone ignores it.
 */
export function summary(bench, row) {
  if (!process.env.BENCH_SUMMARY) return;
  appendFileSync(process.env.BENCH_SUMMARY, JSON.stringify({ bench, ...row }) + '\n');
}

/** Waits for a child's IPC message of `type` (rejects when the child exits first). */
export function waitFor(child, type, timeoutMs = 180_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`child did not send "${type}" in time`)), timeoutMs);
    const onMessage = (m) => m?.type === type && done(null, m);
    const onExit = (code) => done(new Error(`child exited with ${code} before "${type}"`));
    function done(err, m) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(m);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

export function ask(child, type, reply, extra = {}) {
  const answer = waitFor(child, reply);
  child.send({ type, ...extra });
  return answer;
}

/**
 * The real gateway in this process, for a bench's `--gateway` child: its TypeScript sources, or with
 * `built` its production build (gateway/dist, as `npm start` runs it; what a memory figure must measure).
 */
export async function startGatewayHere({ built = false } = {}) {
  const [dir, ext] = built ? ['gateway/dist', 'js'] : ['gateway/src', 'ts'];
  const { loadConfig } = await import(pathToFileURL(path.join(root, `${dir}/config.${ext}`)).href);
  const { startServer } = await import(pathToFileURL(path.join(root, `${dir}/server.${ext}`)).href);
  return startServer(loadConfig(), () => {});
}

/**
 * Forks `script --gateway` with a throwaway database (a fresh one beside DATABASE_URL, or the embedded
 * PostgreSQL in a temporary folder) and production settings. `stop()` ends it and cleans up.
 */
export async function forkGateway(script, { env = {}, prefix = 'bench', execArgv = [], built = false } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `apimarket-${prefix}-`));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as the postgres user when we are root
  const db = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL, prefix) : undefined;
  const child = fork(script, ['--gateway'], {
    cwd: path.join(root, 'gateway'), // @swc-node/register reads the gateway's tsconfig from here
    // The production build needs no TypeScript loader (which would hold memory of its own).
    execArgv: built ? execArgv : ['--import', '@swc-node/register/esm-register', ...execArgv],
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      DATABASE_URL: db?.url ?? '',
      REDIS_URL: '',
      METRICS_INTERVAL_MS: '60000',
      ...env,
    },
  });
  return {
    child,
    async stop() {
      if (child.connected) child.send({ type: 'stop' });
      await new Promise((r) => {
        if (child.exitCode !== null) return r();
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 20_000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** In a `--gateway` child: answer 'stop' (and a lost parent) by stopping the server. */
export function stopOnRequest(running) {
  const stop = () => running.stop().finally(() => process.exit(0));
  process.on('message', (m) => m?.type === 'stop' && void stop());
  process.on('disconnect', () => void stop());
}

// The client's own first-screen and detail queries (cards with every field they show), and a star: what
// `bench:reads` and `bench:memory` send.
export const CARD_FRAGMENT = `fragment ApiCardFields on Api { id name nameEn description descriptionEn imageUrl icon stars status isNew
  isOriginal updatedAt needToken requestMethod responseFormat testUrl address responseExample provider note noteEn hot
  category { id name nameEn slug } weekly { calls medianMs successRate } }`;
/** The home first screen; `paged`: the market's offset is a variable `$offset` (else the first page). */
export const homeQuery = ({ paged = false } = {}) =>
  `query HomeFirstScreen${paged ? '($offset: Int!)' : ''} { market(sort: POPULAR, offset: ${paged ? '$offset' : '0'}, limit: 12) { allCount items { ...ApiCardFields } }
  categories { id name nameEn slug } currentNotice { id content contentEn createdAt }
  announcements(type: null, offset: 0, limit: 5) { total items { id type title titleEn summary summaryEn publishedAt } } } ${CARD_FRAGMENT}`;
export const DETAIL_QUERY = `query ApiDetail($id: Int!) { api(id: $id) { id name nameEn description descriptionEn note noteEn status hot
  callCount stars updatedAt requestMethod responseFormat responseExample needToken address author { id name nameEn icon }
  requestParams { id name type required note noteEn example } bugFixHistory { version fixedOn description } } }`;
export const STAR_MUTATION = `mutation Star($id: Int!, $on: Boolean!) { setApiStar(apiId: $id, starred: $on) { id stars } }`;

/**
 * In the gateway's process: a signed-in bench account (who stars) and two visitors' comments on each of
 * `apis` (the demo seed has none: comments pages show something, likes have targets). The account.
 */
export async function benchAccountAndComments(services, apis, password) {
  const signed = await services.accounts.register(
    { account: `bench_${process.pid}`, username: `bench ${process.pid}`, password },
    'bench',
  );
  for (const [i, a] of apis.entries())
    for (const n of [1, 2]) {
      const visitorId = `anon_bench${String(i * 2 + n).padStart(20, '0')}`;
      await services.community.addComment(
        { apiId: a.id, content: `bench comment ${n} on ${a.name}`, nickname: 'bench' },
        { user: null, visitorId, key: visitorId },
        { ip: 'bench', userAgent: 'bench' },
      );
    }
  return signed;
}
