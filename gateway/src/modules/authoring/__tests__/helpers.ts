import type { TestServer } from '../../../__tests__/support/server.js';
import type { Caller } from '../../../__tests__/support/factories.js';

export { ADMIN_PASSWORD, signIn, type Caller } from '../../../__tests__/support/factories.js';

export const validForm = (over: Record<string, unknown> = {}) => ({
  name: '测试接口',
  description: '一个测试用的接口',
  rqsType: 'GET',
  apiurl: 'https://example.com/api',
  testurl: 'https://example.com/test',
  resType: 'JSON',
  note: '',
  isneedtoken: 0,
  ...over,
});

/** A draft API owned by the caller, created through the real REST path. */
export async function createDraft(server: TestServer, who: Caller, over: Record<string, unknown> = {}): Promise<number> {
  const res = await server.request('POST', '/api/apis', validForm(over), who.headers);
  if (res.body?.code !== 200) throw new Error(`create failed: ${res.text}`);
  return res.body.data.apiid as number;
}

export async function setMode(server: TestServer, admin: Caller, modeId: 1 | 2): Promise<void> {
  const res = await server.request('GET', `/api/system/changeMode?modeId=${modeId}`, undefined, admin.headers);
  if (res.body?.code !== 200) throw new Error(`changeMode failed: ${res.text}`);
}

export async function statusOf(server: TestServer, id: number): Promise<number> {
  const rows = await server.ds.query(`SELECT status FROM api WHERE id = $1`, [id]);
  return rows[0].status;
}
