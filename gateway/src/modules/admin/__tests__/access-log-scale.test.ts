import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signInAdmin } from '../../../__tests__/support/factories.js';
import { ACCESS_LOG_DEPTH, ACCESS_LOG_EXACT_TOTAL } from '../admin.service.js';

/**
 * Issue #35: the access log stays cheap as it grows — its IP filter has an index that fits a substring
 * match, pages reach a bounded depth, totals past it are estimates, and old rows are deleted.
 */
describe('access log at scale', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ ACCESS_LOG_RETENTION_DAYS: '30', ADMIN_PASSWORD });
    headers = (await signInAdmin(server)).headers;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, lang = 'zh') => server.request('GET', path, undefined, { ...headers, 'accept-language': lang });

  it('serves the IP filter (a substring, any case) through a trigram index', async () => {
    const plan = await server.ds.transaction(async (m) => {
      await m.query(`SET LOCAL enable_seqscan = off`);
      return (await m.query(`EXPLAIN SELECT id FROM access_log WHERE ip_address ILIKE '%10.0.%'`)) as Array<{
        'QUERY PLAN': string;
      }>;
    });
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('access_log_ip_trgm_idx');
    await server.ds.query(`INSERT INTO access_log (ip_address, created_at) VALUES ('2001:DB8::AB', now()), ('172.16.5.9', now())`);
    const r = await get('/api/system/logs?ipAddress=db8::ab');
    expect(r.body.data.map((x: { ipAddress: string }) => x.ipAddress)).toContain('2001:DB8::AB');
    expect(r.body.data.map((x: { ipAddress: string }) => x.ipAddress)).not.toContain('172.16.5.9');
  });

  it('pages to a bounded depth with a clear 400 past it, and estimates totals beyond it', async () => {
    await server.ds.query(
      `INSERT INTO access_log (ip_address, created_at)
       SELECT '198.18.' || (g % 200) || '.' || (g % 97), now() - g * interval '1 second' FROM generate_series(1, $1) g`,
      [ACCESS_LOG_DEPTH + 500],
    );
    await server.ds.query(`ANALYZE access_log`);
    const last = await get(`/api/system/logs?page=${ACCESS_LOG_DEPTH / 100}&pageSize=100`);
    expect(last.status).toBe(200);
    expect(last.body.data).toHaveLength(100);
    // Past the exact bound the total is the planner's estimate (ANALYZEd: close to the real count).
    expect(last.body.total).toBeGreaterThan(ACCESS_LOG_EXACT_TOTAL);
    expect(last.body.total).toBeGreaterThan(ACCESS_LOG_DEPTH / 2);
    // A deep page holds the rows a plain OFFSET gives, in order.
    const deep = await get('/api/system/logs?page=57&pageSize=100');
    const truth = (await server.ds.query(
      `SELECT id FROM access_log ORDER BY created_at DESC, id DESC LIMIT 100 OFFSET 5600`,
    )) as Array<{ id: string }>;
    expect(deep.body.data.map((x: { id: number }) => String(x.id))).toEqual(truth.map((r) => String(r.id)));
    const deeper = await get(`/api/system/logs?page=${ACCESS_LOG_DEPTH / 100 + 1}&pageSize=100`);
    expect(deeper.status).toBe(400);
    expect(deeper.body.message).toContain('缩小时间范围');
    const deeperEn = await get(`/api/system/logs?page=${ACCESS_LOG_DEPTH / 100 + 1}&pageSize=100`, 'en');
    expect(deeperEn.body.message).toContain('narrow the time range');
    // A narrow filter is still counted exactly.
    const narrow = await get('/api/system/logs?ipAddress=198.18.7.7');
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM access_log WHERE ip_address LIKE '%198.18.7.7%'`);
    expect(narrow.body.total).toBe(n);
  });

  it('deletes rows older than ACCESS_LOG_RETENTION_DAYS and keeps the rest', async () => {
    const [{ id: oldId }] = await server.ds.query(
      `INSERT INTO access_log (ip_address, created_at) VALUES ('192.0.2.1', now() - interval '31 days') RETURNING id`,
    );
    const [{ id: keptId }] = await server.ds.query(
      `INSERT INTO access_log (ip_address, created_at) VALUES ('192.0.2.2', now() - interval '29 days') RETURNING id`,
    );
    // The one row past the retention (the round counts the rows it deleted; it used to answer 2 whatever it deleted).
    const deleted = await server.services.accessLogRetention.run();
    expect(deleted).toBe(1);
    const left = (await server.ds.query(`SELECT id FROM access_log WHERE id = ANY($1)`, [[oldId, keptId]])) as Array<{
      id: string;
    }>;
    expect(left.map((r) => String(r.id))).toEqual([String(keptId)]);
  });
});
