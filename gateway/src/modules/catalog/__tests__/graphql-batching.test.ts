import type { QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildCategory, buildUser } from '../../../__tests__/support/factories.js';
import { requestStatementsOf } from '../../../__tests__/support/statements.js';

const PAGE = `query($limit: Int!) {
  apis(limit: $limit) {
    total
    items { id name callCount hot category { name } author { name apiCount }
      requestParams { name } bugFixHistory { version } tags { name } }
  }
}`;

describe('GraphQL catalogue pages batch their related rows', () => {
  let server: TestServer;
  let queries: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    for (let i = 0; i < 7; i++) await buildCategory(server);
    for (let i = 0; i < 6; i++) await buildUser(server);
    // Enough APIs (with creators, params, fixes and calls) for a full page of 100.
    await server.ds.query(
      `INSERT INTO api (name, status, category_id, creator_id)
       SELECT 'Batch ' || g, 1, (SELECT id FROM category ORDER BY id LIMIT 1 OFFSET (g % 7)),
              (SELECT id FROM creator ORDER BY id LIMIT 1 OFFSET (g % 6))
       FROM generate_series(1, 120) g`,
    );
    await server.ds.query(
      `INSERT INTO api_param (api_id, name) SELECT id, 'q' FROM api WHERE name LIKE 'Batch %'`,
    );
    await server.ds.query(
      `INSERT INTO api_bug_fix (api_id, version, fixed_on, description) SELECT id, '1.0.1', '2026-11-01', 'fix' FROM api WHERE name LIKE 'Batch %'`,
    );
    await server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status)
       SELECT id, 10, '192.0.2.1', true, 200 FROM api, generate_series(1, 3) WHERE name LIKE 'Batch %'`,
    );
    // Count every SQL statement the gateway sends (TypeORM calls the logger for each one).
    const logger = server.ds.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query: string, parameters?: unknown[], runner?: QueryRunner) => {
      // The metrics sampler writes on its own timer: not a query of the operation under test.
      if (!query.includes('system_metric')) queries.push(query);
      return original(query, parameters, runner);
    };
  });
  afterAll(async () => {
    await server?.stop();
  });

  /**
   * The statements the page's request sends (support/statements.ts: only those sent from within an HTTP
   * request, so the gateway's own timers — call storage, roll-ups, samplers — never count; under load in
   * CI one of them added two to the full page's count).
   */
  async function countFor(limit: number): Promise<number> {
    let items: unknown[] = [];
    const n = await requestStatementsOf(async () => {
      const res = await server.graphql<{
        apis: { items: Array<{ callCount: number; author: { name: string } | null }> };
      }>(PAGE, { limit });
      expect(res.errors).toBeUndefined();
      items = res.data!.apis.items;
    });
    expect(items).toHaveLength(limit);
    return n;
  }

  it('a page of 100 APIs with categories, authors, counts, params, fixes and tags costs a constant number of queries', async () => {
    const small = await countFor(5);
    const full = await countFor(100);
    expect(full).toBe(small);
    // The page (rows + total), then one query per related kind: creators, call counts, params, fixes, tags.
    expect(full).toBeGreaterThanOrEqual(6);
    expect(full).toBeLessThanOrEqual(8);
  });

  it('the batched values are right', async () => {
    const res = await server.graphql<{
      apis: {
        items: Array<{
          name: string;
          callCount: number;
          requestParams: unknown[];
          author: { name: string } | null;
        }>;
      };
    }>(PAGE, { limit: 100 });
    const batch = res.data!.apis.items.filter((a) => a.name.startsWith('Batch '));
    // Only the 120 batch APIs exist: the page is all theirs.
    expect(batch).toHaveLength(100);
    for (const a of batch) {
      expect(a.callCount).toBe(3);
      expect(a.requestParams).toHaveLength(1);
      expect(a.author).not.toBeNull();
    }
  });

  it('the creators page answers its API counts in one query', async () => {
    queries = [];
    const res = await server.graphql<{ creators: { items: Array<{ apiCount: number }> } }>(
      `{ creators(limit: 100) { total items { name apiCount } } }`,
    );
    expect(res.errors).toBeUndefined();
    // 120 APIs over six creators, 20 each.
    expect(res.data!.creators.items.map((c) => c.apiCount)).toEqual([20, 20, 20, 20, 20, 20]);
    expect(queries.length).toBeGreaterThanOrEqual(1);
    expect(queries.length).toBeLessThanOrEqual(2);
  });
});
