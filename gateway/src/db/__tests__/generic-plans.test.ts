import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { buildApi, buildComment } from '../../__tests__/support/factories.js';
import type { Statement } from '../../core/sql.js';
import { detailStatement } from '../../modules/catalog/api-detail.reads.js';
import { commentPageStatement } from '../../modules/community/comments.reads.js';

/**
 * The REST misses' statements are planned once per connection, not on every request (issue #35): with
 * PostgreSQL's plan_cache_mode=auto a prepared statement gets five custom plans, then its generic plan
 * when that is estimated no costlier — and from then on no planning at all. A statement whose generic plan
 * loses (a parameter the planner folds away only when it knows its value, `$1 IS NULL OR …`, a LIMIT it
 * must guess) would be planned again on every request; this holds each hot statement to the generic plan.
 */
describe('hot statements run on their generic plan after the first executions per connection', () => {
  let server: TestServer;
  let client: pg.Client;
  let apiId: number;
  beforeAll(async () => {
    server = await startTestServer();
    const api = await buildApi(server, { parameters: [{ name: 'city', description: '城市', example: 'Beijing' }, { name: 'day', description: '日期' }] });
    apiId = api.id;
    for (let i = 0; i < 3; i++) await buildComment(server, { api });
    client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await server?.stop();
  });

  /** Runs `st` as core/sql.ts sends it (a named prepared statement) `times` times; its plan counts on this connection. */
  async function plans<P extends readonly unknown[]>(st: Statement<P, unknown>, params: P, times: number) {
    let rows = 0;
    for (let i = 0; i < times; i++) rows += (await client.query({ name: st.name, text: st.text, values: [...params] })).rowCount ?? 0;
    const [counts] = (
      await client.query<{ generic_plans: string; custom_plans: string }>(
        `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1`,
        [st.name],
      )
    ).rows;
    return { rows, generic: Number(counts!.generic_plans), custom: Number(counts!.custom_plans) };
  }

  it('REST detail (GET /api/api/details/{id})', async () => {
    expect(detailStatement.prepare).toBe(true);
    expect(await plans(detailStatement, [apiId], 10)).toEqual({ rows: 10, generic: 5, custom: 5 });
  });

  it('REST comments (GET /api/comments/api/{id})', async () => {
    expect(commentPageStatement.prepare).toBe(true);
    expect(await plans(commentPageStatement, [apiId, 'anon_someone', 10, 0, 100], 10)).toEqual({ rows: 10, generic: 5, custom: 5 });
  });
});
