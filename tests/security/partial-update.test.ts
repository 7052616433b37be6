import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory } from '../../gateway/src/__tests__/support/factories.js';
import { apiForm, newCreator, signInAdmin, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * #26.4: an update sends only what changes. A field left out keeps its value on both doors (PUT
 * /api/apis/{id}, GraphQL updateApi); turning a live API's token requirement off is a contract change
 * that waits for review like an address change, while turning it on acts at once.
 */
describe('partial updates keep what they do not send', () => {
  let server: TestServer;
  let creator: Caller;
  let admin: Caller;
  beforeAll(async () => {
    server = await startSecurityServer();
    creator = await newCreator(server, 'pu');
    admin = await signInAdmin(server);
  });
  afterAll(async () => server?.stop());

  /** A published, token-protected API with a description, a note and a category, served by a built-in. */
  async function protectedApi(): Promise<number> {
    const category = await buildCategory(server);
    const created = await server.request(
      'POST',
      '/api/apis',
      apiForm({ description: '原来的描述', note: '原来的备注', isneedtoken: 1, category: category.id }),
      creator.headers,
    );
    expect(created.body.code, created.text).toBe(200);
    const id = created.body.data.apiid as number;
    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    // A pass approves; the creator's publish configuration (full) releases it (#34.6).
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    await server.ds.query(`UPDATE api SET address = 'builtin:uuid' WHERE id = $1`, [id]);
    server.services.openCall.invalidate(id);
    return id;
  }
  const row = async (id: number) =>
    ((await server.ds.query(`SELECT name, description, note, category_id, need_token FROM api WHERE id = $1`, [id])) as Array<{
      name: string;
      description: string;
      note: string;
      category_id: number | null;
      need_token: boolean;
    }>)[0]!;
  const anonymousCall = async (id: number) => {
    server.services.openCall.invalidate(id);
    return (await server.request('GET', `/api/open/api/${id}`)).status;
  };

  it('REST: PUT with only a new name keeps description, note, category and the token requirement', async () => {
    const id = await protectedApi();
    const before = await row(id);
    expect(await anonymousCall(id)).toBe(401);
    const res = await server.request('PUT', `/api/apis/${id}`, { name: '只改名字' }, creator.headers);
    expect(res.body.code, res.text).toBe(200);
    expect(await row(id)).toEqual({ ...before, name: '只改名字' });
    expect(await anonymousCall(id)).toBe(401);
  });

  it('GraphQL: updateApi with only a new description keeps the rest', async () => {
    const id = await protectedApi();
    const before = await row(id);
    const res = await server.graphql(
      'mutation($id: Int!, $input: ApiFormInput!) { updateApi(id: $id, input: $input) { id } }',
      { id, input: { description: '新的描述' } },
      creator.headers,
    );
    expect(res.errors).toBeUndefined();
    expect(await row(id)).toEqual({ ...before, description: '新的描述' });
    expect(await anonymousCall(id)).toBe(401);
  });

  it('turning the token requirement off on a live API waits for review; the API stays protected until it is released', async () => {
    const id = await protectedApi();
    const res = await server.request('PUT', `/api/apis/${id}`, { isneedtoken: 0 }, { ...creator.headers, 'accept-language': 'en' });
    expect(res.body.code, res.text).toBe(200);
    expect((await row(id)).need_token).toBe(true);
    expect(await anonymousCall(id)).toBe(401);
    const desk = (await server.request('GET', '/api/system/apiReview', undefined, admin.headers)).body.data as Array<{
      apiid: number;
      revision: { changedFields: string[] } | null;
    }>;
    expect(desk.find((p) => p.apiid === id)?.revision?.changedFields).toEqual(['needToken']);
    // Passed and released, the API is open.
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publishApi', { apiId: id, type: 'full' }, admin.headers)).body.code).toBe(200);
    expect((await row(id)).need_token).toBe(false);
    expect(await anonymousCall(id)).toBe(200);
  });

  it('turning it on acts at once (stricter needs no review)', async () => {
    const created = await server.request('POST', '/api/apis', apiForm({ isneedtoken: 0 }), creator.headers);
    const id = created.body.data.apiid as number;
    await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers);
    await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers);
    // A pass approves; the creator's publish configuration (full) releases it (#34.6).
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    await server.ds.query(`UPDATE api SET address = 'builtin:uuid' WHERE id = $1`, [id]);
    expect(await anonymousCall(id)).toBe(200);
    expect((await server.request('PUT', `/api/apis/${id}`, { isneedtoken: 1 }, creator.headers)).body.code).toBe(200);
    expect(await anonymousCall(id)).toBe(401);
    const desk = (await server.request('GET', '/api/system/apiReview', undefined, admin.headers)).body.data as Array<{ apiid: number }>;
    expect(desk.some((p) => p.apiid === id)).toBe(false);
  });
});
