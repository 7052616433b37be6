import type { TestServer } from '../../../__tests__/support/server.js';
import type { Caller } from '../../../__tests__/support/factories.js';

export { ADMIN_PASSWORD, apiForm, createDraft, signIn, type Caller } from '../../../__tests__/support/factories.js';

export async function setMode(server: TestServer, admin: Caller, modeId: 1 | 2): Promise<void> {
  const res = await server.request('GET', `/api/system/changeMode?modeId=${modeId}`, undefined, admin.headers);
  if (res.body?.code !== 200) throw new Error(`changeMode failed: ${res.text}`);
}

export async function statusOf(server: TestServer, id: number): Promise<number> {
  const rows = await server.ds.query(`SELECT status FROM api WHERE id = $1`, [id]);
  return rows[0].status;
}
