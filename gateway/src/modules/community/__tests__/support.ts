import { randomBytes } from 'node:crypto';
import type { TestServer } from '../../../__tests__/support/server.js';

/** A fresh, well-formed anonymous visitor id. */
export const newVisitor = () => 'anon_' + randomBytes(15).toString('base64url');

export const asVisitor = (id: string, lang: 'zh' | 'en' = 'zh') => ({ 'x-visitor-id': id, 'accept-language': lang });

/** A visible demo API, or one in the given status. */
export async function someApiId(server: TestServer, status?: number): Promise<number> {
  const rows: Array<{ id: number }> =
    status === undefined
      ? await server.ds.query(`SELECT id FROM api WHERE status >= 0 ORDER BY id LIMIT 1`)
      : await server.ds.query(`SELECT id FROM api WHERE status = $1 ORDER BY id LIMIT 1`, [status]);
  if (!rows[0]) throw new Error('no such demo API');
  return rows[0].id;
}

/** A freshly registered account and its bearer header. */
export async function signUp(server: TestServer, account: string, username: string) {
  const res = await server.request('POST', '/api/register', { account, username, password: 'longenough-pw' });
  if (res.body?.code !== 200) throw new Error(`register failed: ${res.text}`);
  const token = res.body.data.token as string;
  const me = await server.request('GET', '/api/me', undefined, { authorization: `Bearer ${token}` });
  return { token, id: me.body.data.id as number, headers: { authorization: `Bearer ${token}` } };
}
