import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';
import { signIn as signInWith } from '../../gateway/src/__tests__/support/factories.js';

export { apiForm } from '../../gateway/src/__tests__/support/factories.js';

export const ADMIN_PASSWORD = 'security-suite-admin';
const PASSWORD = 'security-suite-pw';

export interface Caller {
  account: string;
  token: string;
  headers: Record<string, string>;
}

/** The real gateway for the security suite: a fresh database, a known admin password, no demo data. */
export function startSecurityServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ ADMIN_PASSWORD, SEED_DEMO: 'false', ...env });
}

/** The gateway tests' one sign-in (REST login), with the account kept beside the token. */
export async function signIn(server: TestServer, account: string, password: string): Promise<Caller> {
  return { account, ...(await signInWith(server, account, password)) };
}

export const signInAdmin = (server: TestServer) => signIn(server, 'admin', ADMIN_PASSWORD);

let seq = 0;
/** A new creator account (registration gives it a creator profile), signed in. */
export async function newCreator(server: TestServer, prefix = 'sec'): Promise<Caller> {
  const account = `${prefix}${process.pid % 1000}x${++seq}${Date.now() % 100000}`;
  const res = await server.request('POST', '/api/register', { account, password: PASSWORD, username: account });
  if (res.body?.code !== 200) throw new Error(`register ${account} failed: ${res.text}`);
  return { account, token: res.body.data.token, headers: { authorization: `Bearer ${res.body.data.token}` } };
}

/** An API row inserted directly (status 1 = published unless given), optionally owned by a creator account. */
export async function insertApi(
  server: TestServer,
  address: string,
  extra: { status?: number; visibility?: 'public' | 'private'; owner?: Caller; name?: string } = {},
): Promise<number> {
  const owner = extra.owner
    ? ((await server.ds.query(`SELECT c.id FROM creator c JOIN app_user u ON u.id = c.user_id WHERE u.account = $1`, [extra.owner.account])) as Array<{ id: number }>)[0]!.id
    : null;
  const rows: Array<{ id: number }> = await server.ds.query(
    `INSERT INTO api (name, address, status, visibility, creator_id, request_method) VALUES ($1, $2, $3, $4, $5, 'GET') RETURNING id`,
    [extra.name ?? `sec ${address}`, address, extra.status ?? 1, extra.visibility ?? 'public', owner],
  );
  return rows[0]!.id;
}

export type { TestServer };
