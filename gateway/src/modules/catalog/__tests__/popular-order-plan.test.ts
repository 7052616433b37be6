import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildCategory } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { frontParams } from '../front-parts.js';
import { STATEMENTS } from '../market-page.reads.js';
import { WEEK_MS } from '../call-figures.service.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/**
 * The market's popular order (the home cards, the market's first screen) sums every offered API's week of
 * hourly roll-ups on each computation: with a thousand APIs that sum was 104 ms of a 118 ms home first
 * screen, an index scan plus heap visits per API. `api_call_hour_calls_idx` carries `calls`, so the sums
 * are read from the index alone (issue #35, "flat with traffic").
 */
describe('the popular order reads each API’s week from an index', () => {
  let server: TestServer;
  let client: pg.Client;

  beforeAll(async () => {
    server = await startTestServer();
    const category = await buildCategory(server);
    const api = await buildApi(server, { category: category.id });
    // 300 listed copies of a real API, each with a week of hourly figures: a catalogue large enough for the
    // planner to weigh its choices as it would in a market.
    await server.ds.query(
      `INSERT INTO api (name, name_en, description, status, visibility, address, category_id, creator_id)
       SELECT name || ' ' || g, name_en || ' ' || g, description, 1, 'public', address, category_id, creator_id
         FROM api, generate_series(1, 300) g WHERE id = $1`,
      [api.id],
    );
    await server.ds.query(
      `INSERT INTO api_call_hour (api_id, hour, calls, failed, sum_ms, hist)
       SELECT a.id, date_trunc('hour', now()) - make_interval(hours => h), 10 + a.id % 7, a.id % 2, 100, ARRAY[1, 2, 3]::int[]
         FROM api a, generate_series(0, 167) h WHERE a.status = 1`,
    );
    client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    // As autovacuum leaves a table that is not being written: the visibility map set, statistics current.
    await client.query('VACUUM ANALYZE api_call_hour');
    await client.query('ANALYZE api');
  });
  afterAll(async () => {
    await client?.end();
    await server?.stop();
  });

  it('the week’s sum per API is an index-only scan of api_call_hour_calls_idx', async () => {
    const st = STATEMENTS.POPULAR;
    const params = [null, null, 0, new Date(Date.now() - WEEK_MS), 12, true, true, ...frontParams({ notice: true, announcements: null })];
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>({ text: `EXPLAIN (FORMAT JSON) ${st.text}`, values: params });
    const plan = nodes(rows[0]!['QUERY PLAN'][0]!.Plan);
    const onHours = plan.filter((n) => n['Relation Name'] === 'api_call_hour').map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`.trim());
    expect(onHours).toContain('Index Only Scan api_call_hour_calls_idx');
    // And the statement still answers: the first page of the popular order.
    const page = await client.query({ text: st.text, values: params });
    expect(page.rows).toHaveLength(12);
  });
});
