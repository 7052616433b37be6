import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

const FORM = { name: '位置接口', address: 'https://example.com/users/{id}', testUrl: 'https://example.com/t', requestMethod: 'POST' };
const P = { description: '说明', type: 'string', required: false, example: '' };
const PARAMS_OUT = 'parameters { name location }';

/** Issue #29: every parameter has a location (query, path, header, cookie, body), defaulted by the shared rule. */
describe('parameter locations in the API form', () => {
  let server: TestServer;
  let creator: BuiltUser;

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const create = (input: Record<string, unknown>, lang = 'zh') =>
    server.graphql<{ createApi: { id: number } }>(`mutation ($input: ApiFormInput!) { createApi(input: $input) { id } }`, { input: { ...FORM, ...input } }, { ...creator.headers, 'accept-language': lang });
  const params = async (id: number) =>
    (await server.graphql<{ myApi: { parameters: Array<{ name: string; location: string }> } }>(`query ($id: Int!) { myApi(id: $id) { ${PARAMS_OUT} } }`, { id }, creator.headers)).data!.myApi.parameters;

  it('keeps a given location and defaults the others: {name} in the address → path, POST → body', async () => {
    const made = await create({
      parameters: [
        { ...P, name: 'id' },
        { ...P, name: 'X-Trace', location: 'header' },
        { ...P, name: 'session', location: 'cookie' },
        { ...P, name: 'page', location: 'query' },
        { ...P, name: 'title' },
      ],
    });
    expect(made.errors).toBeUndefined();
    expect(await params(made.data!.createApi.id)).toEqual([
      { name: 'id', location: 'path' },
      { name: 'X-Trace', location: 'header' },
      { name: 'session', location: 'cookie' },
      { name: 'page', location: 'query' },
      { name: 'title', location: 'body' },
    ]);
  });

  it('refuses a header parameter the upstream could never receive (Host, Cookie, Authorization, a name that is no header)', async () => {
    const before = Number((await server.ds.query(`SELECT count(*) FROM api`))[0].count);
    for (const name of ['Host', 'cookie', 'Authorization', 'X-Api-Key', '签名 头']) {
      const zh = await create({ parameters: [{ ...P, name, location: 'header' }] });
      expect(zh.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(zh.errors?.[0]?.message).toContain(`参数 ${name} 不能放在请求头`);
    }
    const en = await create({ parameters: [{ ...P, name: 'Content-Length', location: 'header' }] }, 'en');
    expect(en.errors?.[0]?.message).toContain('Parameter Content-Length cannot be a header');
    // The same names elsewhere are fine (a query parameter called host), and so is an ordinary header.
    const ok = await create({ parameters: [{ ...P, name: 'host', location: 'query' }, { ...P, name: 'X-Request-Id', location: 'header' }] });
    expect(ok.errors).toBeUndefined();
    expect(Number((await server.ds.query(`SELECT count(*) FROM api`))[0].count)).toBe(before + 1);
  });

  it('refuses a location outside the list with a clear message in the caller’s language, nothing written', async () => {
    const before = Number((await server.ds.query(`SELECT count(*) FROM api`))[0].count);
    const zh = await create({ parameters: [{ ...P, name: 'q', location: 'form' }] });
    expect(zh.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(zh.errors?.[0]?.message).toBe('参数 q 的位置只能是 query、path、header、cookie 或 body');
    const en = await create({ parameters: [{ ...P, name: 'q', location: 'Header' }] }, 'en');
    expect(en.errors?.[0]?.message).toBe('Parameter q: location must be query, path, header, cookie or body');
    const rest = await server.request('POST', '/api/apis', {
      name: 'REST 位置', apiurl: 'https://example.com/r', testurl: 'https://example.com/r', parameters: [{ ...P, name: 'q', location: 'somewhere' }],
    }, creator.headers);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(/位置只能是/);
    expect(Number((await server.ds.query(`SELECT count(*) FROM api`))[0].count)).toBe(before);
  });

  it('REST takes the location in the form and the detail page lists it in requestParamList', async () => {
    const rest = await server.request('POST', '/api/apis', {
      name: 'REST 位置 2', apiurl: 'https://example.com/items/:sku', testurl: 'https://example.com/r', rqsType: 'GET',
      parameters: [{ ...P, name: 'sku' }, { ...P, name: 'Authorization-Id', location: 'header' }, { ...P, name: 'q' }],
    }, creator.headers);
    expect(rest.status, rest.text).toBe(200);
    const id = rest.body.data.apiid as number;
    await server.ds.query(`UPDATE api SET status = 1 WHERE id = $1`, [id]);
    const detail = await server.request('GET', `/api/api/details/${id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.data.requestParamList.map((p: { paramsName: string; location: string }) => [p.paramsName, p.location])).toEqual([
      ['sku', 'path'], ['Authorization-Id', 'header'], ['q', 'query'],
    ]);
    const page = await server.graphql<{ api: { requestParams: Array<{ name: string; location: string }> } }>(`query ($id: Int!) { api(id: $id) { requestParams { name location } } }`, { id });
    expect(page.errors).toBeUndefined();
    expect(page.data!.api.requestParams.map((p) => p.location)).toEqual(['path', 'header', 'query']);
  });

  it('moving a parameter of a listed API to another location is a contract change: a revision naming location', async () => {
    const made = await create({ parameters: [{ ...P, name: 'token', location: 'query' }] });
    const id = made.data!.createApi.id;
    await server.ds.query(`UPDATE api SET status = 1 WHERE id = $1`, [id]);
    type Pending = { changedFields: string[]; breaking: boolean; changes: Array<{ kind: string; target: string | null }>; parameters: Array<{ name: string; location: string }> };
    const res = await server.graphql<{ updateApi: { pendingRevision: Pending | null } }>(
      `mutation ($id: Int!, $input: ApiFormInput!) { updateApi(id: $id, input: $input) { pendingRevision { changedFields breaking changes { kind target } ${PARAMS_OUT} } } }`,
      { id, input: { parameters: [{ ...P, name: 'token', location: 'header' }] } },
      creator.headers,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateApi.pendingRevision?.changedFields).toContain('parameters');
    expect(res.data!.updateApi.pendingRevision?.parameters).toEqual([{ name: 'token', location: 'header' }]);
    // A caller still sending it in the query would lose it: a breaking change (a new version on release).
    expect(res.data!.updateApi.pendingRevision?.changes).toEqual([{ kind: 'param.location.changed', target: 'token' }]);
    expect(res.data!.updateApi.pendingRevision?.breaking).toBe(true);
    // What callers have stays in the query until the revision is released.
    expect(await params(id)).toEqual([{ name: 'token', location: 'query' }]);
  });

  it('a row written without a location gets the same default from the database', async () => {
    const made = await create({ parameters: [] });
    const id = made.data!.createApi.id;
    await server.ds.query(`UPDATE api SET address = 'https://example.com/a/:k.v/{weird%name}', request_method = 'DELETE' WHERE id = $1`, [id]);
    await server.ds.query(
      `INSERT INTO api_param (api_id, position, name, type, required, note, example) VALUES ($1, 0, 'k.v', 'string', false, '', ''), ($1, 1, 'weird%name', 'string', false, '', ''), ($1, 2, 'k', 'string', false, '', '')`,
      [id],
    );
    const rows = await server.ds.query(`SELECT name, location FROM api_param WHERE api_id = $1 ORDER BY position`, [id]);
    expect(rows).toEqual([{ name: 'k.v', location: 'path' }, { name: 'weird%name', location: 'path' }, { name: 'k', location: 'query' }]);
    await expect(server.ds.query(`UPDATE api_param SET location = 'form' WHERE api_id = $1`, [id])).rejects.toThrow(/api_param_location_check/);
  });
});
