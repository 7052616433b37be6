import { API_FORM_LIMITS } from '@api-market/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAdmin, type BuiltUser, type Caller } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

const FORM = { name: '响应结构接口', address: 'https://example.com/a', testUrl: 'https://example.com/t', requestMethod: 'GET' };
const PERSON = { type: 'object', required: ['name'], properties: { name: { type: 'string' }, age: { type: 'integer' } } };

/** Issue #29: the creator edits the answer's JSON schema in the API form; a listed API's change is a reviewed revision. */
describe('the response schema in the API form', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let admin: Caller;

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD: 'admin-test-password' });
    creator = await buildUser(server);
    admin = await signInAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const stored = async (id: number) => (await server.ds.query(`SELECT response_schema FROM api WHERE id = $1`, [id]))[0].response_schema as Record<string, unknown> | null;
  const create = (input: Record<string, unknown>, lang = 'zh') =>
    server.graphql<{ createApi: { id: number } }>(`mutation ($input: ApiFormInput!) { createApi(input: $input) { id } }`, { input: { ...FORM, ...input } }, { ...creator.headers, 'accept-language': lang });
  const update = (id: number, input: Record<string, unknown>) =>
    server.graphql<{ updateApi: { pendingRevision: { changedFields: string[]; responseSchema: string | null } | null } }>(
      `mutation ($id: Int!, $input: ApiFormInput!) { updateApi(id: $id, input: $input) { pendingRevision { changedFields responseSchema } } }`,
      { id, input },
      creator.headers,
    );
  const detail = async (id: number) =>
    (await server.graphql<{ myApi: { responseSchema: string | null } }>(`query ($id: Int!) { myApi(id: $id) { responseSchema } }`, { id }, creator.headers)).data!.myApi.responseSchema;

  it('a draft stores the schema at once, shows it in the form, keeps it when left out and removes it with ""', async () => {
    const made = await create({ responseSchema: JSON.stringify(PERSON) });
    expect(made.errors).toBeUndefined();
    const id = made.data!.createApi.id;
    expect(await stored(id)).toEqual(PERSON);
    expect(JSON.parse((await detail(id))!)).toEqual(PERSON);
    expect((await update(id, { name: '改名' })).errors).toBeUndefined();
    expect(await stored(id)).toEqual(PERSON);
    expect((await update(id, { responseSchema: '' })).errors).toBeUndefined();
    expect(await stored(id)).toBeNull();
    expect(await detail(id)).toBeNull();
    // REST takes it too (POST /api/apis).
    const rest = await server.request('POST', '/api/apis', { name: 'REST 结构', apiurl: 'https://example.com/r', testurl: 'https://example.com/r', responseSchema: JSON.stringify(PERSON) }, creator.headers);
    expect(rest.status, rest.text).toBe(200);
    expect(await stored(rest.body.data.apiid)).toEqual(PERSON);
  });

  it('refuses what is not a JSON-schema object, with a clear message in the caller’s language, nothing written', async () => {
    const cases: Array<[string, RegExp, RegExp]> = [
      ['{"type": "object",', /^响应结构不是有效的 JSON/, /^The response schema is not valid JSON/],
      ['[1, 2]', /^响应结构必须是一个 JSON 对象形式的 JSON Schema/, /^The response schema must be a JSON Schema object/],
      ['"text"', /^响应结构必须是/, /^The response schema must be/],
      ['{"type": 5}', /^响应结构不是有效的 JSON Schema/, /^The response schema is not a valid JSON Schema/],
      [JSON.stringify({ type: 'object', description: 'x'.repeat(API_FORM_LIMITS.responseSchema) }), /不能超过 100000 个字符/, /at most 100000 characters/],
    ];
    const before = await server.ds.query(`SELECT count(*)::int AS n FROM api WHERE creator_id = $1`, [creator.creatorId]);
    for (const [text, zh, en] of cases) {
      const inZh = await create({ name: `坏结构${Math.random()}`, responseSchema: text });
      expect(inZh.errors?.[0]?.extensions?.code, text).toBe('BAD_USER_INPUT');
      expect(inZh.errors![0]!.message, text).toMatch(zh);
      const inEn = await create({ name: `bad schema ${Math.random()}`, responseSchema: text }, 'en');
      expect(inEn.errors![0]!.message, text).toMatch(en);
    }
    expect(await server.ds.query(`SELECT count(*)::int AS n FROM api WHERE creator_id = $1`, [creator.creatorId])).toEqual(before);
  });

  it('a listed API’s schema change is a revision: callers keep the reviewed schema until its release', async () => {
    const id = (await create({ name: `上线结构${Date.now()}`, responseSchema: JSON.stringify(PERSON) })).data!.createApi.id;
    await server.ds.query(`UPDATE api SET status = 1 WHERE id = $1`, [id]);
    const next = { ...PERSON, required: ['name', 'age'] };
    const changed = await update(id, { responseSchema: JSON.stringify(next) });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateApi.pendingRevision!.changedFields).toEqual(['responseSchema']);
    expect(JSON.parse(changed.data!.updateApi.pendingRevision!.responseSchema!)).toEqual(next);
    expect(await stored(id)).toEqual(PERSON); // not before review
    // The form of a listed API shows what waits (the revision's schema), the same text again is no new change.
    expect((await update(id, { responseSchema: JSON.stringify(next, null, 4) })).data!.updateApi.pendingRevision!.changedFields).toEqual(['responseSchema']);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect(await stored(id)).toEqual(PERSON); // approved, not released
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    expect(await stored(id)).toEqual(next);
    // Sending the released schema back unchanged proposes nothing.
    expect((await update(id, { responseSchema: JSON.stringify(next) })).data!.updateApi.pendingRevision).toBeNull();
  });
});
