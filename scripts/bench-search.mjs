// `npm run bench:search`: catalogue search at 10,000 APIs (POST /api/searchApi, pg_trgm + ILIKE).
//   sql      – the route's own statement, trigram index vs. the same statement with index scans off
//   http     – the route end to end for a ≥3-character keyword (index) and a 2-character Chinese
//              keyword (no trigram: PostgreSQL filters rows), against GET /healthz on the same server
// Ratios are measured in the same run. Goal: the indexed statement ≥ 10× faster than the forced
// sequential scan. Database: DATABASE_URL (a fresh database beside it, dropped after) or the
// embedded PostgreSQL in a temporary folder.
//
// Knobs (env): BENCH_APIS=10000  BENCH_ROUNDS=200
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { forkGateway, pct, startGatewayHere, stopOnRequest, summary, waitFor } from './lib/bench-kit.mjs';

const APIS = Number(process.env.BENCH_APIS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const GOAL_SQL_RATIO = 10;

/** The p-th percentile of unsorted figures (the kit's nearest rank). */
const quantile = (xs, p) => pct([...xs].sort((a, b) => a - b), p);

/** Child: the real gateway with APIS synthetic APIs; measures the SQL itself, then serves HTTP. */
async function runGateway() {
  const running = await startGatewayHere();
  const { ds } = running;
  await ds.query(
    `INSERT INTO api (name, name_en, description, description_en, status, category_id)
     SELECT '合成接口 ' || g, 'Synthetic API ' || g, '第 ' || g || ' 号批量生成的测试接口，用于压测搜索',
            'Bulk generated API number ' || g || ' for search load', 1,
            (SELECT id FROM category ORDER BY id LIMIT 1 OFFSET (g % 7))
     FROM generate_series(1, $1::int) g`,
    [APIS],
  );
  await ds.query('ANALYZE api');
  // Capture the statement the route sends, then time it directly with and without index scans.
  const sent = [];
  const original = ds.logger.logQuery.bind(ds.logger);
  ds.logger.logQuery = (query, parameters, runner) => {
    sent.push({ query, parameters });
    return original(query, parameters, runner);
  };
  await running.services.apiSearch.search({
    keywords: 'Synthetic API 9876',
    category: '',
    offset: 0,
    limit: 100,
  });
  ds.logger.logQuery = original;
  const stmt = sent.find((q) => q.query.includes('ILIKE') && q.query.includes('LIMIT'));
  const time = async (setup) => {
    const runner = ds.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    for (const s of setup) await runner.query(s);
    const ms = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      await runner.query(stmt.query, stmt.parameters);
      ms.push(performance.now() - t);
    }
    const plan = (await runner.query(`EXPLAIN ${stmt.query}`, stmt.parameters))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    await runner.rollbackTransaction();
    await runner.release();
    return { p50: quantile(ms, 50), usesIndex: plan.includes('api_search_trgm_idx') };
  };
  const indexed = await time([]);
  const seq = await time(['SET LOCAL enable_bitmapscan = off', 'SET LOCAL enable_indexscan = off']);
  stopOnRequest(running);
  process.send({ type: 'ready', url: running.url, indexed, seq });
}

async function timeHttp(url, init) {
  const ms = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    ms.push(performance.now() - t);
  }
  return { p50: quantile(ms, 50), p95: quantile(ms, 95) };
}

async function main() {
  const gateway = await forkGateway(fileURLToPath(import.meta.url), {
    prefix: 'bench_search',
    env: { REDIS_URL: process.env.REDIS_URL ?? '' }, // kept from the environment, as this bench always has
  });
  let ok;
  try {
    // The child fills and times the catalogue before it is ready: no hurry.
    const gw = await waitFor(gateway.child, 'ready', 3_600_000);
    const post = (keywords) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keywords, catelog: '' }),
    });
    const health = await timeHttp(`${gw.url}/healthz`);
    const long = await timeHttp(`${gw.url}/api/searchApi`, post('Synthetic API 9876'));
    const short = await timeHttp(`${gw.url}/api/searchApi`, post('天气'));
    const ratio = gw.seq.p50 / gw.indexed.p50;
    const f = (n) => n.toFixed(3);
    console.log(`search at ${APIS} APIs, ${ROUNDS} rounds each (p50 ms)`);
    console.log(
      `  sql   indexed ${f(gw.indexed.p50)}  seq-scan ${f(gw.seq.p50)}  → index ${ratio.toFixed(1)}× faster (goal ≥ ${GOAL_SQL_RATIO}×)`,
    );
    console.log(
      `  http  /healthz ${f(health.p50)}  ≥3 chars ${f(long.p50)} (p95 ${f(long.p95)}, ${(long.p50 / health.p50).toFixed(1)}× healthz)`,
    );
    console.log(
      `        2 chars (天气, no trigram) ${f(short.p50)} (p95 ${f(short.p95)}, ${(short.p50 / health.p50).toFixed(1)}× healthz)`,
    );
    ok = gw.indexed.usesIndex && ratio >= GOAL_SQL_RATIO;
    summary('search', {
      figure: `search SQL at ${APIS} APIs: sequential scan over trigram index`,
      value: `${f(gw.indexed.p50)} vs ${f(gw.seq.p50)} ms`,
      ratio,
      goal: `≥ ${GOAL_SQL_RATIO}×`,
      met: ok,
    });
    console.log(ok ? 'goal met' : `goal MISSED (index used: ${gw.indexed.usesIndex})`);
  } finally {
    await gateway.stop();
  }
  process.exit(ok ? 0 : 1);
}

if (process.argv.includes('--gateway')) await runGateway();
else await main();
