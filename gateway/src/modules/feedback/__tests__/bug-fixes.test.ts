import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser, signIn } from '../../../__tests__/support/factories.js';
import { ADMIN_PASSWORD } from './support.js';

describe('creators maintain their API’s bug-fix history', () => {
  let server: TestServer;
  let apiId: number;
  let owner: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    const api = await buildApi(server);
    apiId = api.id;
    owner = api.creator.headers;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('adds, edits and deletes entries that the detail page shows', async () => {
    const add = await server.request('POST', `/api/apis/${apiId}/bugFixes`, { version: 'v9.9.1', fixTime: '2025-03-04', fixBug: '修复分页越界' }, owner);
    expect(add.body).toMatchObject({ code: 200, data: { apiId, version: 'v9.9.1', fixedOn: '2025-03-04', description: '修复分页越界' } });
    const detail = await server.request('GET', `/api/api/details/${apiId}`);
    expect(detail.body.data.bugFixHistory).toContainEqual({ version: 'v9.9.1', fixTime: '2025-03-04', fixBug: '修复分页越界' });

    const id = add.body.data.id;
    const edit = await server.graphql(
      `mutation($id: Int!, $i: BugFixInput!) { updateBugFix(id: $id, input: $i) { id version fixedOn description } }`,
      { id, i: { version: 'v9.9.2', fixTime: '2025-03-05', fixBug: '修复分页越界（二）' } },
      owner,
    );
    expect(edit.data).toEqual({ updateBugFix: { id, version: 'v9.9.2', fixedOn: '2025-03-05', description: '修复分页越界（二）' } });
    const dup = await server.request('POST', `/api/apis/${apiId}/bugFixes`, { version: 'v9.9.2', fixTime: '2025-03-05', fixBug: '修复分页越界（二）' }, { ...owner, 'accept-language': 'en' });
    expect(dup.body).toMatchObject({ code: 409, message: 'This bug-fix entry already exists' });
    expect((await server.request('DELETE', `/api/bugFixes/${id}`, undefined, owner)).body).toMatchObject({ code: 200, data: true });
    const list = await server.graphql(`query($a: Int!) { bugFixEntries(apiId: $a) { id } }`, { a: apiId });
    expect((list.data as { bugFixEntries: Array<{ id: number }> }).bugFixEntries.map((b) => b.id)).not.toContain(id);
  });

  it('validates the fields and keeps others out', async () => {
    const en = { ...owner, 'accept-language': 'en' };
    const post = (body: object, h: Record<string, string> = en) => server.request('POST', `/api/apis/${apiId}/bugFixes`, body, h);
    expect((await post({ version: '', fixTime: '2025-01-01', fixBug: 'x' })).body.message).toBe('Enter a version (at most 20 characters)');
    expect((await post({ version: 'v1', fixTime: '2025-02-30', fixBug: 'x' })).body.message).toBe('fixTime must be a date as YYYY-MM-DD');
    expect((await post({ version: 'v1', fixTime: '2999-01-01', fixBug: 'x' })).body.message).toBe('fixTime cannot be in the future');
    expect((await post({ version: 'v1', fixTime: '2025-01-01', fixBug: ' ' })).body.message).toBe('Describe the fix (at most 200 characters)');
    expect((await post({ version: 'v1', fixTime: '2025-01-01', fixBug: 'x' }, {})).status).toBe(401);
    const other = (await buildUser(server)).headers;
    const denied = await post({ version: 'v1', fixTime: '2025-01-01', fixBug: 'x' }, { ...other, 'accept-language': 'en' });
    // Another creator's API answers exactly like a missing one (no id enumeration).
    expect(denied.status).toBe(404);
    expect(denied.body).toMatchObject({ code: 404, message: 'API not found' });
    const admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
    expect((await post({ version: 'v1', fixTime: '2025-01-01', fixBug: '管理员补录' }, admin)).body.code).toBe(200);
  });
});
