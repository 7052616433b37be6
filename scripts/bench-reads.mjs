// `npm run bench:reads`: reads that vary, cache misses and writes among the reads, each against a bare
// Fastify serving the same bytes in the same run (issue #35). Two gateways on databases of their own
// (the demo seed): one with the read cache as shipped, one with it off (READ_CACHE_MAX_BYTES=0: every
// read computed, nothing shared), so "uncached" is every request a miss, not one miss then hits.
//   detail      GET /api/api/details/{id} over every listed id, uncached and cached
//   comments    GET /api/comments/api/{id} over every listed id (read per viewer: never cached)
//   search      POST /api/searchApi over 80 keywords
//   gql-detail  the API page's query over every listed id, uncached
//   gql-home    the home first screen (HomeFirstScreen), uncached and cached
//   mix         a realistic read mix (the above, weighted), cached; then the same with 10 % writes
//               (stars set and taken back, comment likes): reads' throughput kept vs reads only
//   home+calls  the home first screen cached, quiet and while 50 open calls per second are recorded
// Beside the GraphQL sets, "Apollo alone": Apollo Server 5 on Fastify with the committed schema
// (schema/schema.graphql), every root field answered from memory with the uncached gateway's own answer
// for that request (no database, no hooks, no type-graphql; Apollo's cache-control plugin off, as the
// gateway's) — what the fixed architecture costs per GraphQL request before the gateway does anything.
// The gateways run as `npm start` runs one: gateway/dist (built first when stale), GATEWAY_NODE_FLAGS and
// GATEWAY_ENV (scripts/lib/gateway-runtime.mjs).
// Each figure: req/s of the gateway and of the bare server (autocannon, BENCH_CONNECTIONS connections,
// random picks from the same request set, BENCH_ROUND_SECONDS per round, median of BENCH_ROUNDS).
// Goals: misses ≥ 0.15× (REST), ≥ 0.08× (GraphQL), mix ≥ 0.15×, writes keep ≥ 70 %, calls keep ≥ 70 %.
// Knobs (env): BENCH_CONNECTIONS=32 BENCH_ROUNDS=1 BENCH_ROUND_SECONDS=1.5 BENCH_OPEN_CALLS=50
//   BENCH_PARTS=detail,comments,search,gql-detail,gql-home,mix,calls (a subset)
//   BENCH_PROFILE=<dir> (a CPU profile of the uncached gateway), BENCH_DEBUG=1 (the mix's writes apart)
import { Buffer } from 'node:buffer';
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-state.mjs';
import { GATEWAY_ENV, GATEWAY_NODE_FLAGS } from './lib/gateway-runtime.mjs';
import {
  ask,
  benchAccountAndComments,
  DETAIL_QUERY as DETAIL,
  forkGateway,
  homeQuery,
  median,
  root,
  sleep,
  STAR_MUTATION as STAR,
  startGatewayHere,
  stopOnRequest,
  summary,
  waitFor,
} from './lib/bench-kit.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 1.5);
const OPEN_CALLS = Number(process.env.BENCH_OPEN_CALLS ?? 50);
const PARTS = (process.env.BENCH_PARTS ?? 'detail,comments,search,gql-detail,gql-home,mix,calls').split(',');
const GOALS = { restMiss: 0.15, gqlMiss: 0.08, mix: 0.15, kept: 0.7 };
const JSON_HEADERS = { 'content-type': 'application/json' };

const HOME = homeQuery();

const gql = (operationName, query, variables = {}) => ({
  method: 'POST',
  path: '/graphql',
  headers: JSON_HEADERS,
  body: JSON.stringify({ operationName, query, variables }),
});

/** Child: the real gateway; tells the parent the ids, keywords, a signed-in user and comment ids to use. */
async function runGateway() {
  const running = await startGatewayHere({ built: true });
  stopOnRequest(running);
  const { ds, services } = running;
  const listed = await ds.query(
    `SELECT id, name, name_en FROM api WHERE status >= 0 AND visibility = 'public' ORDER BY id`,
  );
  const words = new Set();
  for (const a of listed) {
    for (const w of [a.name.slice(0, 2), a.name.slice(-2), ...a.name_en.toLowerCase().split(/\W+/)]) if (w.length >= 2) words.add(w);
  }
  const [{ id: builtin }] = await ds.query(`SELECT id FROM api WHERE address = 'builtin:uuid'`);
  const signed = await benchAccountAndComments(services, listed, 'bench-reads-password');
  const comments = (await ds.query(`SELECT id FROM comment ORDER BY id LIMIT 52`)).map((r) => r.id);
  process.send({
    type: 'ready',
    url: running.url,
    ids: listed.map((a) => a.id),
    keywords: [...words].slice(0, 80),
    builtin,
    token: signed.token,
    comments,
  });
}

/** Child: a bare Fastify answering each registered request (method, path and body) with fixed bytes. */
async function runBare() {
  const { default: Fastify } = await import(path.join(root, 'node_modules/fastify/fastify.js'));
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const routes = new Map();
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/*',
    handler: (req, reply) => {
      const r = routes.get(`${req.method} ${req.url} ${req.body ?? ''}`);
      if (!r) return reply.code(404).send();
      return reply.type(r.contentType).send(r.body);
    },
  });
  process.on('message', (m) => {
    if (m.type === 'routes') {
      for (const r of m.routes)
        routes.set(`${r.method} ${r.path} ${r.body ?? ''}`, { contentType: r.contentType, body: Buffer.from(r.body64, 'base64') });
      process.send({ type: 'routes-done' });
    } else if (m.type === 'stop') process.exit(0);
  });
  process.on('disconnect', () => process.exit(0));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ type: 'ready', url: `http://127.0.0.1:${app.server.address().port}` });
}

/**
 * Child: Apollo Server 5 on Fastify with the committed schema, answering each registered GraphQL request
 * (operation and variables) from memory: the data the uncached gateway answered it with. The floor of
 * the architecture (issue #35): parsing the body, Apollo's pipeline, graphql-js executing the document
 * over plain objects, the JSON answer — no database, no gateway code.
 */
async function runApolloAlone() {
  // Bare specifiers, resolved as the gateway's own imports are (one graphql module for Apollo and the schema).
  const [{ default: Fastify }, { ApolloServer }, { ApolloServerPluginCacheControlDisabled }, { default: fastifyApollo }, { buildSchema }, fs] =
    await Promise.all([
      import('fastify'),
      import('@apollo/server'),
      import('@apollo/server/plugin/disabled'),
      import('@as-integrations/fastify'),
      import('graphql'),
      import('node:fs'),
    ]);
  const schema = buildSchema(fs.readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8'));
  const answers = new Map();
  const keyOf = (operationName, variables) => `${operationName} ${JSON.stringify(variables ?? {})}`;
  // Every root field of Query: the captured answer's value under the field's response key.
  const rootValue = Object.fromEntries(
    Object.keys(schema.getQueryType().getFields()).map((f) => [f, (_args, ctx, info) => ctx.data?.[info.path.key]]),
  );
  const apollo = new ApolloServer({ schema, rootValue, plugins: [ApolloServerPluginCacheControlDisabled()] });
  await apollo.start();
  const app = Fastify({ logger: false });
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request) => ({ data: answers.get(keyOf(request.body?.operationName, request.body?.variables)) }),
  });
  process.on('message', (m) => {
    if (m.type === 'answers') {
      for (const a of m.answers) answers.set(keyOf(a.operationName, a.variables), a.data);
      process.send({ type: 'answers-done' });
    } else if (m.type === 'stop') process.exit(0);
  });
  process.on('disconnect', () => process.exit(0));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ type: 'ready', url: `http://127.0.0.1:${app.server.address().port}` });
}

/** Gives the Apollo-alone server each GraphQL request's data as `gwUrl` answers it now (and checks it answers the same bytes). */
async function mirrorApollo(apolloAlone, gwUrl, requests) {
  const answers = [];
  for (const r of requests) {
    const res = await once(gwUrl + r.path, r);
    const { operationName, variables } = JSON.parse(r.body);
    const body = JSON.parse(res.body.toString('utf8'));
    if (res.status !== 200 || body.errors) throw new Error(`${operationName}: gateway answered ${res.status} ${res.body.toString('utf8').slice(0, 300)}`);
    answers.push({ operationName, variables, data: body.data });
  }
  await ask(apolloAlone.child, 'answers', 'answers-done', { answers });
  const probe = requests[0];
  const [mine, theirs] = await Promise.all([once(apolloAlone.url + probe.path, probe), once(gwUrl + probe.path, probe)]);
  if (!mine.body.equals(theirs.body)) throw new Error(`Apollo alone answers ${JSON.parse(probe.body).operationName} differently from the gateway`);
}

/** One request on a connection of its own (none kept alive across the load rounds). */
function once(url, { method, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': Buffer.byteLength(body) };
    const req = http.request(url, { method, headers: { ...headers, ...length, connection: 'close' }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, contentType: res.headers['content-type'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Gives the bare server each request's bytes as `gwUrl` answers it now. */
async function mirror(bare, gwUrl, requests) {
  const routes = [];
  for (const r of requests) {
    const res = await once(gwUrl + r.path, r);
    const bytes = res.body;
    if (res.status !== 200)
      throw new Error(`${r.method} ${r.path} ${r.body ?? ''}: gateway answered ${res.status} ${bytes.toString('utf8').slice(0, 300)}`);
    routes.push({ method: r.method, path: r.path, body: r.body, contentType: res.contentType, body64: bytes.toString('base64') });
  }
  await ask(bare.child, 'routes', 'routes-done', { routes });
}

/** req/s of random picks from `pick()` against `url` (non-2xx answers counted and reported). */
async function cannon(url, pick, seconds = ROUND_SECONDS) {
  const { default: autocannon } = await import('autocannon');
  const res = await new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        // A copy of the headers: autocannon writes the body's content-length into the object it is given.
        requests: [
          {
            setupRequest: (req) => {
              const picked = pick();
              return { ...req, ...picked, headers: { ...picked.headers } };
            },
          },
        ],
      },
      (e, r) => (e ? reject(e) : resolve(r)),
    ),
  );
  if (res.non2xx || res.errors) console.log(`  (${url}: ${res.non2xx} non-2xx, ${res.errors} errors)`);
  return res.requests.average;
}

/** Median req/s over the rounds (bare and gateway alternating). */
async function measure(gwUrl, bareUrl, pick) {
  await cannon(gwUrl, pick, 0.5); // warm-up (JIT, and the cache where it is on)
  const g = [];
  const b = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (bareUrl) b.push(await cannon(bareUrl, pick));
    g.push(await cannon(gwUrl, pick));
  }
  return { gateway: median(g), bare: bareUrl ? median(b) : NaN };
}

const anyOf = (xs) => () => xs[Math.floor(Math.random() * xs.length)];
/** Picks from weighted request sets: [[weight, pick], …]. */
function weighted(parts) {
  const total = parts.reduce((s, [w]) => s + w, 0);
  return () => {
    let x = Math.random() * total;
    for (const [w, pick] of parts) if ((x -= w) < 0) return pick();
    return parts.at(-1)[1]();
  };
}

/** Open calls paced at `rate` per second until `stop()` (open loop: a slow answer does not hold back the next). */
function pacedCalls(url, rate) {
  let running = true;
  let sent = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const started = performance.now();
  void (async () => {
    while (running) {
      const due = started + (sent * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      sent++;
      http.get(url, { agent }, (res) => res.resume()).on('error', () => undefined);
    }
  })();
  return {
    stop() {
      running = false;
      agent.destroy();
      return sent / ((performance.now() - started) / 1000);
    },
  };
}

async function main() {
  const started = Date.now();
  const script = fileURLToPath(import.meta.url);
  // The gateway as `npm start` runs it: its production build, with the same Node flags and environment.
  ensureBuilt(['gateway']);
  const limits = {
    RATE_LIMIT_WRITE: '9999999/60',
    RATE_LIMIT_LIKE_VISITOR: '9999999/60',
    RATE_LIMIT_LIKE_IP: '9999999/60',
    RATE_LIMIT_COMMENT_VISITOR: '9999999/60',
    RATE_LIMIT_COMMENT_IP: '9999999/60',
  };
  const [cachedGw, uncachedGw] = await Promise.all([
    forkGateway(script, { prefix: 'bench_reads', built: true, execArgv: GATEWAY_NODE_FLAGS, env: { ...GATEWAY_ENV, ...limits } }),
    forkGateway(script, {
      prefix: 'bench_reads_off',
      built: true,
      env: { ...GATEWAY_ENV, ...limits, READ_CACHE_MAX_BYTES: '0' },
      // BENCH_PROFILE=<dir>: a CPU profile of the uncached gateway (where a miss spends its time).
      execArgv: [...GATEWAY_NODE_FLAGS, ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])],
    }),
  ]);
  const bareChild = fork(script, ['--bare'], { stdio: 'inherit' });
  // Apollo alone runs with the gateway's Node flags (the same runtime, the same garbage collector settings).
  const apolloChild = fork(script, ['--apollo-alone'], { stdio: 'inherit', execArgv: GATEWAY_NODE_FLAGS, env: { ...process.env, ...GATEWAY_ENV, NODE_ENV: 'production' } });
  let ok = true;
  const rows = [];
  try {
    const [on, off, bareReady, apolloReady] = await Promise.all([
      waitFor(cachedGw.child, 'ready'),
      waitFor(uncachedGw.child, 'ready'),
      waitFor(bareChild, 'ready'),
      waitFor(apolloChild, 'ready'),
    ]);
    const bare = { child: bareChild, url: bareReady.url };
    const apolloAlone = { child: apolloChild, url: apolloReady.url };
    const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(`bench:reads — ${on.ids.length} listed APIs, ${on.keywords.length} keywords; ${os.cpus().length} cores, load average ${load()}`);

    const sets = {
      detail: on.ids.map((id) => ({ method: 'GET', path: `/api/api/details/${id}` })),
      comments: on.ids.map((id) => ({ method: 'GET', path: `/api/comments/api/${id}` })),
      search: on.keywords.map((k) => ({ method: 'POST', path: '/api/searchApi', headers: JSON_HEADERS, body: JSON.stringify({ keywords: k, catelog: '' }) })),
      gqlDetail: on.ids.map((id) => gql('ApiDetail', DETAIL, { id })),
      home: [gql('HomeFirstScreen', HOME)],
      apiList: [{ method: 'GET', path: '/api/apiList' }],
    };
    const row = (name, m, goal, note = '') => {
      const ratio = m.gateway / m.bare;
      const met = goal === null ? null : ratio >= goal;
      if (met === false) ok = false;
      rows.push({ name, ...m, ratio, goal, met, note });
      summary('reads', { figure: name, value: `${m.gateway.toFixed(0)} vs ${m.bare.toFixed(0)}`, ratio, goal: goal === null ? '' : `≥ ${goal}×`, met: met ?? true });
    };
    const pair = async (name, set, { uncachedGoal, cachedGoal, floor = false }) => {
      const pick = anyOf(set);
      await mirror(bare, off.url, set);
      row(`${name}, uncached`, await measure(off.url, bare.url, pick), uncachedGoal);
      if (floor) {
        await mirrorApollo(apolloAlone, off.url, set);
        row(`${name}, Apollo alone`, await measure(apolloAlone.url, bare.url, pick), null, '(from memory: the floor)');
      }
      if (cachedGoal !== undefined) {
        await mirror(bare, on.url, set);
        row(`${name}, cached`, await measure(on.url, bare.url, pick), cachedGoal);
      }
    };

    if (PARTS.includes('detail')) await pair(`REST detail (${sets.detail.length} ids)`, sets.detail, { uncachedGoal: GOALS.restMiss, cachedGoal: null });
    if (PARTS.includes('comments')) await pair(`REST comments (${sets.comments.length} ids)`, sets.comments, { uncachedGoal: GOALS.restMiss });
    if (PARTS.includes('search')) await pair(`REST search (${sets.search.length} keywords)`, sets.search, { uncachedGoal: null });
    if (PARTS.includes('gql-detail')) await pair(`GraphQL detail (${sets.gqlDetail.length} ids)`, sets.gqlDetail, { uncachedGoal: GOALS.gqlMiss, floor: true });
    if (PARTS.includes('gql-home')) await pair('GraphQL home first screen', sets.home, { uncachedGoal: GOALS.gqlMiss, cachedGoal: null, floor: true });

    if (PARTS.includes('mix')) {
      const reads = [
        [30, anyOf(sets.detail)],
        [15, anyOf(sets.comments)],
        [10, anyOf(sets.search)],
        [20, anyOf(sets.gqlDetail)],
        [15, anyOf(sets.home)],
        [10, anyOf(sets.apiList)],
      ];
      const everything = Object.values(sets).flat();
      await mirror(bare, off.url, everything);
      row('read mix, uncached', await measure(off.url, bare.url, weighted(reads)), GOALS.mix);
      await mirror(bare, on.url, everything);
      const readsOnly = await measure(on.url, bare.url, weighted(reads));
      row('read mix, cached', readsOnly, GOALS.mix);
      // 10 % writes: a star set or taken back on a random API, a like on a random comment set or taken back.
      const auth = { ...JSON_HEADERS, authorization: `Bearer ${on.token}` };
      const visitor = { ...JSON_HEADERS, 'x-visitor-id': `anon_bench${String(process.pid).padEnd(20, '0')}` };
      const stars = on.ids.flatMap((id) => [true, false].map((v) => ({ ...gql('Star', STAR, { id, on: v }), headers: auth })));
      const likes = on.comments.flatMap((id) =>
        ['POST', 'DELETE'].map((method) => ({ method, path: '/api/likes', headers: visitor, body: JSON.stringify({ targetId: id, targetType: 1 }) })),
      );
      const writes = [...stars, ...(likes.length ? likes : stars)];
      await mirror(bare, on.url, writes);
      if (process.env.BENCH_DEBUG) {
        console.log('stars only', await cannon(on.url, anyOf(stars)));
        if (likes.length) console.log('likes only', await cannon(on.url, anyOf(likes)));
        const mix = (w) => weighted([...reads.map(([x, p]) => [x * 0.9, p]), [10, anyOf(w)]]);
        console.log('reads + 10 % stars', await cannon(on.url, mix(stars)));
        if (likes.length) console.log('reads + 10 % likes', await cannon(on.url, mix(likes)));
        console.log('reads only', await cannon(on.url, weighted(reads)));
      }
      const mixed = await measure(on.url, bare.url, weighted([...reads.map(([w, p]) => [w * 0.9, p]), [10, anyOf(writes)]]));
      // The reads among them: 90 % of the requests.
      const kept = (mixed.gateway * 0.9) / readsOnly.gateway;
      row('read mix + 10 % writes, cached', mixed, null, `reads keep ${(kept * 100).toFixed(0)} % of reads-only req/s (goal ≥ ${GOALS.kept * 100} %)`);
      if (kept < GOALS.kept) ok = false;
      summary('reads', { figure: 'read mix: reads kept with 10 % writes', value: `${(kept * 100).toFixed(0)} %`, ratio: kept, goal: '≥ 0.7', met: kept >= GOALS.kept });
    }

    if (PARTS.includes('calls')) {
      const pick = anyOf(sets.home);
      await mirror(bare, on.url, sets.home);
      const quiet = await measure(on.url, null, pick);
      const calls = pacedCalls(`${on.url}/api/open/api/${on.builtin}`, OPEN_CALLS);
      await sleep(500);
      const busy = await measure(on.url, null, pick);
      const rate = calls.stop();
      const kept = busy.gateway / quiet.gateway;
      console.log(
        `\nHome first screen (cached), quiet ${quiet.gateway.toFixed(0)} req/s; with ${rate.toFixed(0)} open calls/s recorded ` +
          `${busy.gateway.toFixed(0)} req/s: keeps ${(kept * 100).toFixed(0)} % (goal ≥ ${GOALS.kept * 100} %)`,
      );
      if (kept < GOALS.kept) ok = false;
      summary('reads', { figure: `home first screen with ${OPEN_CALLS} open calls/s`, value: `${(kept * 100).toFixed(0)} % of quiet`, ratio: kept, goal: '≥ 0.7', met: kept >= GOALS.kept });
    }

    console.log(`\n${CONNECTIONS} connections, median of ${ROUNDS} round(s) of ${ROUND_SECONDS} s, random picks; bare Fastify serves the same bytes`);
    console.log('request set                                 gateway req/s   bare req/s   ratio    goal');
    for (const r of rows)
      console.log(
        `${r.name.padEnd(42)} ${r.gateway.toFixed(0).padStart(14)} ${r.bare.toFixed(0).padStart(12)}   ${r.ratio.toFixed(3)}×  ${
          r.goal === null ? '' : `≥ ${r.goal}× ${r.met ? 'met' : 'MISSED'}`
        } ${r.note}`,
      );
    console.log(`(run took ${((Date.now() - started) / 1000).toFixed(0)} s; load average now ${load()})`);
  } finally {
    bareChild.kill();
    apolloChild.kill();
    await Promise.all([cachedGw.stop(), uncachedGw.stop()]);
  }
  process.exit(ok ? 0 : 1);
}

if (process.argv.includes('--gateway')) await runGateway();
else if (process.argv.includes('--bare')) await runBare();
else if (process.argv.includes('--apollo-alone')) await runApolloAlone();
else await main();
