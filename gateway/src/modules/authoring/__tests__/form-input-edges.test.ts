import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { apiForm, createDraft } from './helpers.js';
import { buildApi, buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';

/**
 * The creator's API form at its edges, through both doors: control and text-direction characters in what
 * every list shows (an API's name, its parameters, its texts), and REST fields of the wrong JSON type.
 */
describe('creator API form: control characters and wrong types', () => {
  let server: TestServer;
  let creator: BuiltUser;
  const CREATE = `mutation($input: ApiFormInput!) { r: createApi(input: $input) { id } }`;
  const UPDATE = `mutation($id: Int!, $input: ApiFormInput!) { r: updateApi(id: $id, input: $input) { id name } }`;
  const apisNamed = async (name: string) => (await server.ds.query(`SELECT id FROM api WHERE name = $1`, [name])).length;

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a name with a bidi override or a line break on REST, in the caller’s language, and stores nothing', async () => {
    // U+202E turns the text after it around: "invoice‮fdp.exe" reads as "invoiceexe.pdf".
    for (const name of ['天气\u202e报预', '天气\n预报', '天气\u2066预报', 'Weather\u0085']) {
      const zh = await server.request('POST', '/api/apis', apiForm({ name }), creator.headers);
      expect(zh.status).toBe(400);
      expect(zh.body).toMatchObject({ code: 400, message: '接口名称不能包含控制字符、换行或文字方向控制符' });
      expect(await apisNamed(name)).toBe(0);
    }
    const en = await server.request('POST', '/api/apis', apiForm({ name: 'a\u202eb' }), { ...creator.headers, 'accept-language': 'en' });
    expect(en.body.message).toBe('The API name cannot contain control characters, line breaks or text direction controls');
  });

  it('refuses them in an edit over GraphQL too, and the stored name stays', async () => {
    const id = await createDraft(server, creator, { name: '原来的名字' });
    const res = await server.graphql(UPDATE, { id, input: { name: '新\u202d名字' } }, creator.headers);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('接口名称不能包含控制字符、换行或文字方向控制符');
    const created = await server.graphql(
      CREATE,
      { input: { name: 'x\u200fy\u202a', address: 'https://example.com/a', testUrl: 'https://example.com/t' } },
      creator.headers,
    );
    expect(created.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [row] = await server.ds.query(`SELECT name FROM api WHERE id = $1`, [id]);
    expect(row.name).toBe('原来的名字');
  });

  it('keeps line breaks and tabs in a description and a note, but not other controls or bidi characters', async () => {
    const id = await createDraft(server, creator, { description: '第一行\n第二行\t制表', note: '备注\r\n下一行' });
    const [row] = await server.ds.query(`SELECT description, note FROM api WHERE id = $1`, [id]);
    expect(row).toEqual({ description: '第一行\n第二行\t制表', note: '备注\r\n下一行' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: '价格 \u202e001 元' }, '接口描述不能包含控制字符或文字方向控制符'],
      [{ note: 'bell\u0007' }, '备注不能包含控制字符或文字方向控制符'],
      [{ resType: 'JS\u202eON' }, '返回格式不能包含控制字符、换行或文字方向控制符'],
      [{ apiurl: '/api/\u202egnp.exe' }, '接口地址不能包含控制字符、换行或文字方向控制符'],
    ];
    for (const [over, message] of cases) {
      const res = await server.request('POST', '/api/apis', apiForm(over), creator.headers);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('refuses them in parameter names, descriptions and examples (the form and the rollout request)', async () => {
    const param = (over: Record<string, unknown>) => ({ name: 'city', description: '城市', type: 'string', ...over });
    const cases: Array<[Record<string, unknown>, string]> = [
      [param({ name: 'ci\u202ety' }), '参数名称不能包含控制字符、换行或文字方向控制符'],
      [param({ name: 'ci\tty' }), '参数名称不能包含控制字符、换行或文字方向控制符'],
      [param({ description: '城\u2067市' }), '参数 city 的说明不能包含控制字符或文字方向控制符'],
      [param({ example: 'bei\u001bjing' }), '参数 city 的示例值不能包含控制字符或文字方向控制符'],
    ];
    for (const [p, message] of cases) {
      const res = await server.request('POST', '/api/apis', apiForm({ parameters: [p] }), creator.headers);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const id = await createDraft(server, creator);
    const rollout = await server.request(
      'POST',
      '/api/system/publish/submitParms',
      { apiId: id, deployType: 'full', parameters: [param({ name: 'c\u202eity' })] },
      creator.headers,
    );
    expect(rollout.status).toBe(400);
    expect(rollout.body.message).toBe('参数名称不能包含控制字符、换行或文字方向控制符');
  });

  it('answers a 400, never a 500, for an icon or tags of the wrong JSON type, and stores nothing', async () => {
    const before = (await server.ds.query(`SELECT count(*)::int AS n FROM api`))[0].n;
    for (const over of [{ icon: 123 }, { icon: { key: 'map' } }, { tags: ['abc'] }, { tags: 'x' }, { tags: [{}] }, { tags: [1.5] }, { tags: [-3] }]) {
      const res = await server.request('POST', '/api/apis', apiForm(over), creator.headers);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.code).toBe(400);
    }
    const id = await createDraft(server, creator);
    const put = await server.request('PUT', `/api/apis/${id}`, apiForm({ icon: 7 }), creator.headers);
    expect(put.status).toBe(400);
    expect((await server.ds.query(`SELECT count(*)::int AS n FROM api`))[0].n).toBe(before + 1);
  });
  it('answers 400, not 500, for a response schema nested a thousand deep; keeps one of ordinary depth', async () => {
    const id = await createDraft(server, creator);
    const deep = (n: number) => '{"items":'.repeat(n) + '{}' + '}'.repeat(n);
    for (const [lang, message] of [
      ['zh', '响应结构的嵌套不能超过 100 层'],
      ['en', 'The response schema cannot nest more than 100 levels deep'],
    ] as const) {
      const res = await server.request('PUT', `/api/apis/${id}`, apiForm({ responseSchema: deep(1000) }), { ...creator.headers, 'accept-language': lang });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const gql = await server.graphql(UPDATE, { id, input: { responseSchema: deep(3000) } }, creator.headers);
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await server.request('PUT', `/api/apis/${id}`, apiForm({ responseSchema: deep(99) }), creator.headers);
    expect(ok.body.code).toBe(200);
  });

  it('edits a listed API whose sample response nests thousands deep (200, the change becomes a revision)', async () => {
    const nested = (n: number, inner: string) => '['.repeat(n) + inner + ']'.repeat(n);
    const listed = await buildApi(server, { creator, status: 1, responseExample: nested(4000, '1') });
    const res = await server.request('PUT', `/api/apis/${listed.id}`, apiForm({ respose: nested(4000, '"x"') }), creator.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.pendingRevision).not.toBeNull();
  });
});
