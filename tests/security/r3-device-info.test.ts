import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecurityServer, type TestServer } from './support.js';

/**
 * r3: a visit report whose long fields end in an emoji is well-formed input. Cutting them to their limits
 * must not split the emoji's surrogate pair: the lone half was written into the jsonb access-log row as an
 * escape PostgreSQL refuses, and the visit answered 400 on both doors instead of being recorded.
 */
describe('r3 device-info: long fields are cut on character boundaries', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSecurityServer();
  });
  afterAll(async () => server?.stop());

  const long = (n: number) => 'a'.repeat(n - 1) + '😀';

  it('REST and GraphQL record the visit, with the cut fields intact', async () => {
    const before = ((await server.ds.query(`SELECT count(*)::int AS n FROM access_log`)) as Array<{ n: number }>)[0]!.n;
    const rest = await server.request(
      'POST',
      '/api/device-info',
      { deviceInfo: { userAgent: long(512), randomId: long(64) }, encodedInfo: long(2048) },
      { 'user-agent': '' },
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data.userAgent).toBe('a'.repeat(511));
    expect(rest.body.data.randomId).toBe('a'.repeat(63));
    const gql = await server.graphql(`mutation($i: DeviceInfoReportInput!) { recordVisit(input: $i) { id } }`, {
      i: { encodedInfo: long(2048), randomId: long(64) },
    });
    expect(gql.errors).toBeUndefined();
    const after = ((await server.ds.query(`SELECT count(*)::int AS n FROM access_log`)) as Array<{ n: number }>)[0]!.n;
    expect(after).toBe(before + 2);
    // Under the limit, an emoji is kept whole.
    const short = await server.request('POST', '/api/device-info', { deviceInfo: { randomId: 'id😀' } });
    expect(short.body.data.randomId).toBe('id😀');
  });
});
