import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiForm, buildApi, buildUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { MockRecorder } from '../mock-recorder.js';
import { isValidIdCard } from '../zh-data.rules.js';

/** A person record as an API's answer schema might describe it (field names in English and Chinese). */
const PERSON_SCHEMA = {
  type: 'object',
  required: ['code', 'data'],
  properties: {
    code: { type: 'integer', enum: [0] },
    data: {
      type: 'object',
      required: ['name', 'mobile', 'idCard', 'address', 'email', '姓名', 'age', 'tags'],
      properties: {
        name: { type: 'string' },
        mobile: { type: 'string' },
        idCard: { type: 'string' },
        address: { type: 'string' },
        email: { type: 'string', format: 'email' },
        姓名: { type: 'string' },
        age: { type: 'integer', minimum: 18, maximum: 99 },
        level: { type: 'string', enum: ['gold', 'silver'] },
        shortName: { type: 'string', maxLength: 2 },
        tags: { type: 'array', minItems: 1, maxItems: 3, items: { type: 'string' } },
      },
    },
  },
};

/** A parameter row (the form asks for a description). */
const param = (name: string, over: { type?: string; required?: boolean } = {}) => ({ name, description: `参数 ${name}`, ...over });

describe('every API has a mock', () => {
  let server: TestServer;
  const ajv = new Ajv({ strict: false });
  // ajv-formats is CommonJS: its default export is the module object under ESM.
  type Plugin = (a: Ajv) => Ajv;
  const addFormats = ((addFormatsModule as unknown as { default?: Plugin }).default ?? addFormatsModule) as unknown as Plugin;
  addFormats(ajv);

  beforeAll(async () => {
    server = await startTestServer({ CALL_FLUSH_MS: '50' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const withSchema = async (schema: object, over: Parameters<typeof buildApi>[1] = {}) => {
    const api = await buildApi(server, { address: 'https://upstream.invalid/none', ...over });
    await server.ds.query(`UPDATE api SET response_schema = $2 WHERE id = $1`, [api.id, JSON.stringify(schema)]);
    return api;
  };

  it('answers generated data that validates against the API’s answer schema, realistic Chinese values by field name, marked as mock', async () => {
    const api = await withSchema(PERSON_SCHEMA);
    const validate = ajv.compile(PERSON_SCHEMA);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await server.request('GET', `/api/mock/api/${api.id}`);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('x-mock')).toBe('true');
      expect(res.headers.get('x-mock-source')).toBe('schema');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(validate(res.body), JSON.stringify(validate.errors)).toBe(true);
      const d = res.body.data;
      expect(isValidIdCard(d.idCard), d.idCard).toBe(true);
      expect(d.mobile).toMatch(/^1[3-9]\d{9}$/);
      expect(d.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(d['姓名']).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(d.address).toMatch(/[\u4e00-\u9fa5]+.*号$/);
      expect(d.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      seen.add(d.idCard);
    }
    // Fresh data on each call.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('follows a changed schema at once (the pool of generated answers is the schema’s own)', async () => {
    const api = await withSchema({ type: 'object', required: ['v'], properties: { v: { type: 'integer', enum: [1] } } });
    for (let i = 0; i < 3; i++) expect((await server.request('GET', `/api/mock/api/${api.id}`)).body).toEqual({ v: 1 });
    await server.ds.query(`UPDATE api SET response_schema = $2 WHERE id = $1`, [
      api.id,
      JSON.stringify({ type: 'object', required: ['w'], properties: { w: { type: 'string', enum: ['二'] } } }),
    ]);
    server.services.mock.invalidate(api.id);
    expect((await server.request('GET', `/api/mock/api/${api.id}`)).body).toEqual({ w: '二' });
    // A schema the generator cannot follow: the sample answer stands in.
    await server.ds.query(`UPDATE api SET response_schema = $2, response_example = '{"fallback":true}' WHERE id = $1`, [
      api.id,
      JSON.stringify({ $ref: '#/definitions/missing' }),
    ]);
    server.services.mock.invalidate(api.id);
    const fallback = await server.request('GET', `/api/mock/api/${api.id}`);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('x-mock')).toBe('true');
  });

  it('answers the sample answer when the API has no schema, with the API’s content type', async () => {
    const api = await buildApi(server, { responseExample: '{"weather":"晴","temp":21}' });
    const res = await server.request('POST', `/api/mock/api/${api.id}`, {});
    expect(res.status).toBe(200);
    expect(res.headers.get('x-mock')).toBe('true');
    expect(res.headers.get('x-mock-source')).toBe('example');
    expect(res.body).toEqual({ weather: '晴', temp: 21 });
    // The creator's text on our origin: sandboxed as an open call's answer.
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });

  it('checks the parameters against the parameter table: 400 with the open calls’ envelope, in the caller’s language', async () => {
    const api = await buildApi(server, {
      parameters: [
        param('city', { required: true }),
        param('days', { type: 'number' }),
        param('detail', { type: 'boolean' }),
        param('filter', { type: 'object' }),
      ],
    });
    const missing = await server.request('GET', `/api/mock/api/${api.id}?days=abc`);
    expect(missing.status).toBe(400);
    expect(missing.headers.get('x-mock')).toBe('true');
    expect(missing.body).toEqual({
      code: 400,
      data: null,
      message: '参数错误：缺少必填参数 city；参数 days 应为数字',
      reason: 'PARAMETER_INVALID',
    });
    const en = await server.request('PUT', `/api/mock/api/${api.id}`, { city: '北京', detail: 'maybe', filter: '[1]' }, { 'accept-language': 'en' });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Invalid parameters: parameter detail must be a boolean; parameter filter must be an object');
    // The open call's own 400 (a built-in refusing its input) has the same envelope.
    const builtin = await buildApi(server, { address: 'builtin:base64' });
    const real = await server.request('GET', `/api/open/api/${builtin.id}?mode=nonsense`);
    expect(real.status).toBe(400);
    expect(Object.keys(real.body).sort()).toEqual(['code', 'data', 'message']);
    expect(Object.keys(missing.body).filter((k) => k !== 'reason').sort()).toEqual(['code', 'data', 'message']);
    const good = await server.request('GET', `/api/mock/api/${api.id}?city=北京&days=3&detail=true&filter=${encodeURIComponent('{"a":1}')}`);
    expect(good.status).toBe(200);
    const body = await server.request('POST', `/api/mock/api/${api.id}`, { city: '上海', days: 2, detail: false, filter: { a: 1 } });
    expect(body.status).toBe(200);
  });

  it('is never counted: not in the API’s totals, statistics or a key’s quota; listed in the history as mock', async () => {
    const creator = await buildUser(server);
    // A built-in upstream, so that the real calls at the end answer.
    const api = await withSchema(PERSON_SCHEMA, { creator, address: 'builtin:uuid' });
    const plan = await server.request('POST', `/api/apis/${api.id}/plans`, { name: '免费版', nameEn: 'Free', dailyQuota: 1 }, creator.headers);
    expect(plan.body.code, plan.text).toBe(200);
    const caller = await buildUser(server);
    const key = await server.request('POST', '/api/user/apiKeys', { name: 'mock-key' }, caller.headers);
    const sub = await server.request(
      'POST',
      '/api/subscriptions',
      { apiId: api.id, planId: plan.body.data.id, keyId: key.body.data.apiKey.id },
      caller.headers,
    );
    expect(sub.body.code, sub.text).toBe(200);
    const headers = { ...caller.headers, 'x-api-key': key.body.data.key as string };
    // Five mock calls on a plan of one call a day: all answered.
    for (let i = 0; i < 5; i++) expect((await server.request('GET', `/api/mock/api/${api.id}`, undefined, headers)).status).toBe(200);
    expect((await server.request('GET', `/api/mock/api/${api.id}?x=1`, undefined, headers)).status).toBe(200);
    await waitFor(async () => {
      const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM mock_call WHERE api_id = $1`, [api.id]);
      return n === 6;
    }, 'mock calls written');
    expect(await server.ds.query(`SELECT * FROM api_call WHERE api_id = $1`, [api.id])).toEqual([]);
    expect(await server.ds.query(`SELECT * FROM api_call_total WHERE api_id = $1`, [api.id])).toEqual([]);
    expect(await server.ds.query(`SELECT * FROM api_usage_day WHERE subscription_id = $1`, [sub.body.data.id])).toEqual([]);
    expect((await server.request('GET', `/api/histroy/count/api/${api.id}`)).body.data).toBe(0);

    const gql = await server.graphql<{
      apiCallHistory: { total: number; items: unknown[]; mockCalls: Array<{ mock: boolean; status: number; success: boolean }> };
      apiCallStats: { platform: { calls: number }; mine: { calls: number } };
    }>(
      `query($id: Int!) { apiCallHistory(apiId: $id, limit: 10) { total items { mock } mockCalls { mock status success } }
        apiCallStats(apiId: $id, period: HOUR) { platform { calls } mine { calls } } }`,
      { id: api.id },
      caller.headers,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.apiCallHistory.total).toBe(0);
    // Listed apart from the paged real calls, marked as mock.
    expect(gql.data!.apiCallHistory.items).toHaveLength(0);
    expect(gql.data!.apiCallHistory.mockCalls).toHaveLength(6);
    expect(gql.data!.apiCallHistory.mockCalls.every((r) => r.mock && r.status === 200 && r.success)).toBe(true);
    expect(gql.data!.apiCallStats.platform.calls).toBe(0);
    expect(gql.data!.apiCallStats.mine.calls).toBe(0);

    // The real call still counts (and is listed beside the mock ones, unmarked).
    const rest = await server.request('GET', `/api/histroy/log/api/${api.id}`);
    expect(rest.body.data.total).toBe(0);
    expect(rest.body.data.apiRequestStatList).toHaveLength(0);
    expect(rest.body.data.mockCalls).toHaveLength(6);
    expect(rest.body.data.mockCalls[0]).toMatchObject({ mock: true, status: 200, requestResult: 'success' });

    // The key's one call a day is still there after six mock calls: the first real call answers, the next is refused.
    expect((await server.request('GET', `/api/open/api/${api.id}`, undefined, headers)).status).toBe(200);
    expect((await server.request('GET', `/api/open/api/${api.id}`, undefined, headers)).status).toBe(429);
  });

  it('lists a failed mock call (400) in the history too, apart from the real calls', async () => {
    const api = await buildApi(server, { address: 'builtin:uuid', parameters: [param('q', { required: true })] });
    expect((await server.request('GET', `/api/mock/api/${api.id}`)).status).toBe(400);
    // The open call checks the parameter table the same way (issue #29: a refusal there is not recorded).
    expect((await server.request('GET', `/api/open/api/${api.id}`)).status).toBe(400);
    expect((await server.request('GET', `/api/open/api/${api.id}?q=x`)).status).toBe(200);
    await waitFor(async () => {
      const rows = await server.ds.query(
        `SELECT (SELECT count(*) FROM mock_call WHERE api_id = $1)::int + (SELECT count(*) FROM api_call WHERE api_id = $1)::int AS n`,
        [api.id],
      );
      return rows[0].n === 2;
    }, 'both calls written');
    const log = await server.request('GET', `/api/histroy/log/api/${api.id}`);
    expect(log.body.data.total).toBe(1);
    const row = (r: { mock: boolean; status: number; requestResult: string }) => [r.mock, r.status, r.requestResult];
    expect(log.body.data.apiRequestStatList.map(row)).toEqual([[false, 200, 'success']]);
    expect(log.body.data.mockCalls.map(row)).toEqual([[true, 400, 'failure']]);
    // The second page (real calls only) carries no mock calls again.
    expect((await server.request('GET', `/api/histroy/log/api/${api.id}?page=2&pageSize=1`)).body.data.mockCalls).toEqual([]);
  });

  it('keeps mock calls out of the paged history: pages on both sides of row 1000 follow one another exactly', async () => {
    const api = await buildApi(server);
    const base = Date.now() - 60_000;
    // 1,030 real calls a second apart (one statement: the roll-ups follow), 5 mock calls among the newest.
    await server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
       SELECT $1, i + 0.5, '203.0.113.1', true, 200, to_timestamp(($2::bigint - i * 1000) / 1000.0) FROM generate_series(0, 1029) AS i`,
      [api.id, base],
    );
    await server.ds.query(
      `INSERT INTO mock_call (api_id, response_time_ms, request_ip, success, status, requested_at)
       SELECT $1, 0.1, '203.0.113.2', true, 200, to_timestamp(($2::bigint - i * 1500) / 1000.0) FROM generate_series(0, 4) AS i`,
      [api.id, base],
    );
    const page = async (p: number) => {
      const r = await server.request('GET', `/api/histroy/log/api/${api.id}?page=${p}&pageSize=10`);
      expect(r.status).toBe(200);
      return r.body.data as { total: number; apiRequestStatList: Array<{ responseTime: number; mock: boolean }>; mockCalls: unknown[] };
    };
    const pages = await Promise.all([98, 99, 100, 101, 102].map(page));
    expect(pages[0]!.total).toBe(1030);
    const seen = pages.flatMap((p) => p.apiRequestStatList);
    // Rows 970–1019 in order: none skipped or repeated where the seek takes over, no mock call among them.
    expect(seen.map((r) => r.responseTime)).toEqual(Array.from({ length: 50 }, (_, i) => 970 + i + 0.5));
    expect(seen.some((r) => r.mock)).toBe(false);
    // The mock calls are listed apart, with the first page.
    const first = await page(1);
    expect(first.mockCalls).toHaveLength(5);
    expect(first.apiRequestStatList.map((r) => r.responseTime)).toEqual(Array.from({ length: 10 }, (_, i) => i + 0.5));
  });

  it('keeps mock calls for the call retention: older rows are deleted', async () => {
    const api = await buildApi(server);
    const recorder = new MockRecorder(server.ds, { intervalMs: 60_000, retentionDays: 30 });
    const row = { apiId: api.id, responseTimeMs: 0.2, requestIp: '203.0.113.9', success: true, status: 200, userId: null };
    recorder.record({ ...row, requestedAt: new Date(Date.now() - 31 * 86_400_000) });
    recorder.record({ ...row, requestedAt: new Date(Date.now() - 29 * 86_400_000) });
    await recorder.stop();
    expect(await server.ds.query(`SELECT count(*)::int AS n FROM mock_call WHERE api_id = $1`, [api.id])).toEqual([{ n: 2 }]);
    await recorder.prune();
    expect(await server.ds.query(`SELECT count(*)::int AS n FROM mock_call WHERE api_id = $1`, [api.id])).toEqual([{ n: 1 }]);
  });

  it('follows the visibility rule: a private API or a draft is missing to visitors, its creator can mock it', async () => {
    const creator = await buildUser(server);
    const draft = await buildApi(server, { creator, status: -1, responseExample: '{"draft":true}' });
    const hidden = await buildApi(server, { creator, visibility: 'private' });
    for (const id of [draft.id, hidden.id]) {
      const res = await server.request('GET', `/api/mock/api/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.reason).toBe('API_NOT_FOUND');
    }
    const own = await server.request('GET', `/api/mock/api/${draft.id}`, undefined, creator.headers);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ draft: true });
    expect((await server.request('GET', '/api/mock/api/999999999')).status).toBe(404);
  });

  it('serves the client’s tester through GraphQL (mockCall), the answer marked as mock', async () => {
    const api = await withSchema(PERSON_SCHEMA);
    const visitor = await server.graphql<{ mockCall: { mock: boolean; source: string; status: number; body: string } }>(
      `mutation($id: Int!) { mockCall(apiId: $id, method: POST, params: { q: "1" }) { mock source status contentType body } }`,
      { id: api.id },
    );
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data!.mockCall).toMatchObject({ mock: true, source: 'schema', status: 200 });
    expect(ajv.validate(PERSON_SCHEMA, JSON.parse(visitor.data!.mockCall.body))).toBe(true);
    const checked = await buildApi(server, { parameters: [param('n', { type: 'number', required: true })] });
    const bad = await server.graphql(`mutation($id: Int!) { mockCall(apiId: $id, params: { n: "x" }) { mock } }`, { id: checked.id }, { 'accept-language': 'en' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'PARAMETER_INVALID' });
    expect(bad.errors?.[0]?.message).toBe('Invalid parameters: parameter n must be a number');
  });

  it('answers a published prototype’s open calls with the mock, without touching its upstream', async () => {
    const user = await buildUser(server);
    const api = await withSchema(PERSON_SCHEMA, { address: 'https://upstream.invalid/not-yet' });
    await server.ds.query(`UPDATE api SET prototype = true WHERE id = $1`, [api.id]);
    server.services.openCall.invalidate(api.id);
    const res = await server.request('GET', `/api/open/api/${api.id}`, undefined, user.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('x-mock')).toBe('true');
    expect(ajv.validate(PERSON_SCHEMA, res.body)).toBe(true);
    await waitFor(async () => (await server.ds.query(`SELECT user_id FROM mock_call WHERE api_id = $1`, [api.id])).length === 1, 'recorded');
    expect(await server.ds.query(`SELECT user_id FROM mock_call WHERE api_id = $1`, [api.id])).toEqual([{ user_id: user.id }]);
    expect(await server.ds.query(`SELECT * FROM api_call WHERE api_id = $1`, [api.id])).toEqual([]);
    // A refusal of its mock is marked too.
    await server.ds.query(`INSERT INTO api_param (api_id, name, type, required) VALUES ($1, 'q', 'string', true)`, [api.id]);
    server.services.mock.invalidate(api.id);
    const refused = await server.request('GET', `/api/open/api/${api.id}`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-mock')).toBe('true');
    expect(refused.body.reason).toBe('PARAMETER_INVALID');
    // Not a prototype any more: the real upstream is called (here unreachable: 502).
    await server.ds.query(`UPDATE api SET prototype = false WHERE id = $1`, [api.id]);
    server.services.openCall.invalidate(api.id);
    const real = await server.request('GET', `/api/open/api/${api.id}?q=x`);
    expect(real.headers.get('x-mock')).toBeNull();
    expect(real.status).toBe(502);
  });
});

describe('prototypes (原型) in the creator’s form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CALL_FLUSH_MS: '50' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a creator marks an API as a prototype in the form: kept by updates that leave it out, shown on the public API, its calls answered by the mock', async () => {
    const creator = await buildUser(server);
    const made = await server.request(
      'POST',
      '/api/apis',
      { ...apiForm(), apiurl: 'https://upstream.invalid/later', respose: '{"hello":"原型"}', prototype: 1 },
      creator.headers,
    );
    expect(made.body.code, made.text).toBe(200);
    expect(made.body.data.prototype).toBe(1);
    const id = made.body.data.apiid as number;
    // Published the way a review would leave it.
    await server.ds.query(`UPDATE api SET status = 1 WHERE id = $1`, [id]);
    server.services.openCall.invalidate(id);
    const call = await server.request('GET', `/api/open/api/${id}`);
    expect(call.status).toBe(200);
    expect(call.headers.get('x-mock')).toBe('true');
    expect(call.body).toEqual({ hello: '原型' });

    // An update that leaves the flag out keeps it; GraphQL sees it on the public API and the creator's list.
    const renamed = await server.request('PUT', `/api/apis/${id}`, { name: '改名的原型' }, creator.headers);
    expect(renamed.body.code, renamed.text).toBe(200);
    const seen = await server.graphql<{ api: { isPrototype: boolean }; myApis: { items: Array<{ id: number; isPrototype: boolean }> } }>(
      `query($id: Int!) { api(id: $id) { isPrototype } }`,
      { id },
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.api.isPrototype).toBe(true);

    // Its upstream exists now: turning the flag off acts at once (the address was reviewed with the API).
    const off = await server.graphql<{ updateApi: { isPrototype: boolean } }>(
      `mutation($id: Int!) { updateApi(id: $id, input: { isPrototype: false }) { isPrototype } }`,
      { id },
      creator.headers,
    );
    expect(off.errors).toBeUndefined();
    expect(off.data!.updateApi.isPrototype).toBe(false);
    server.services.openCall.invalidate(id);
    const real = await server.request('GET', `/api/open/api/${id}`);
    expect(real.headers.get('x-mock')).toBeNull();
  });
});

describe('the mock’s rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MOCK_RATE_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('allows MOCK_RATE_PER_MINUTE calls per caller per minute, then 429 with Retry-After', async () => {
    const api = await buildApi(server);
    const a = await buildUser(server);
    const b = await buildUser(server);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await server.request('GET', `/api/mock/api/${api.id}`, undefined, a.headers)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await server.request('GET', `/api/mock/api/${api.id}`, undefined, a.headers);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.reason).toBe('RATE_LIMITED');
    // Per caller: another one is not refused.
    expect((await server.request('GET', `/api/mock/api/${api.id}`, undefined, b.headers)).status).toBe(200);
  });

  it('defaults to at least 600 calls per minute', async () => {
    const { loadConfig } = await import('../../../config.js');
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/x' }).mockPerMinute).toBeGreaterThanOrEqual(600);
  });
});
