import type { Said } from './import-model.js';

/** What the JSON body of `POST /api/apis/import` holds: the document (or where it is) and the choices. */
export interface ImportEnvelope {
  content?: string;
  url?: string;
  choices?: unknown;
}

export const BODY_NOT_JSON: Said = { zh: '请求体不是有效的 JSON', en: 'The body is not valid JSON' };
export const BODY_NOT_OBJECT: Said = { zh: '请求体必须是 JSON 对象', en: 'The body must be a JSON object' };

/**
 * The JSON body read from its bytes (in the request for a small body, on the parse worker for a large
 * one, so a 20 MB body is never parsed on the event loop). A field of the wrong type is left out, as before.
 */
export function readEnvelope(raw: Uint8Array): ImportEnvelope | { bad: Said } {
  const text = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8');
  if (!text.trim()) return { bad: BODY_NOT_JSON };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { bad: BODY_NOT_JSON };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { bad: BODY_NOT_OBJECT };
  const b = body as Record<string, unknown>;
  return {
    content: typeof b.content === 'string' && b.content !== '' ? b.content : undefined,
    url: typeof b.url === 'string' ? b.url : undefined,
    choices: b.choices,
  };
}
