import type { TestServer } from '../../../__tests__/support/server.js';

export const ADMIN_PASSWORD = 'admin-test-password';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function signIn(server: TestServer, account: string, password: string): Promise<Record<string, string>> {
  const res = await server.request('POST', '/api/login', { account, password });
  if (res.body?.code !== 200) throw new Error(`login failed: ${res.text}`);
  return { authorization: `Bearer ${res.body.data.token}` };
}

/** Sends a multipart form with fetch's own encoder, like a browser. */
export async function postForm(
  server: TestServer,
  fields: Record<string, string>,
  files: Array<{ field: string; bytes: Uint8Array; name: string; type: string }> = [],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${server.url}/api/submitFeedback`, { method: 'POST', body: form, headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}

export async function firstProblemType(server: TestServer): Promise<number> {
  const [row] = await server.ds.query(`SELECT id FROM problem_type ORDER BY id LIMIT 1`);
  return row.id;
}
