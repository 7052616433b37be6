import type { TestServer } from '../../../__tests__/support/server.js';

export { ADMIN_PASSWORD } from '../../../__tests__/support/factories.js';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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
