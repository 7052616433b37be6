import type { ImportedOperation, ImportedParam, ParsedDocument } from './import-model.js';
import { DocumentError } from './openapi-ops.js';
import { cookieFields, fieldsOfForm, fieldsOfJson, headerFields } from './request-fields.js';
import { formatOf, isObj, str, type Json } from './schema-tools.js';

const header = (list: unknown, name: string): string | undefined => {
  if (!Array.isArray(list)) return undefined;
  const h = list.find((x) => isObj(x) && str(x.name).toLowerCase() === name);
  return isObj(h) ? str(h.value) : undefined;
};

function answerText(res: Json): string {
  const content = isObj(res.content) ? res.content : {};
  const text = str(content.text);
  return content.encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text;
}

/** A HAR 1.2 recording: one operation per method and path (the first successful exchange gives the example). */
export function harOperations(raw: Json): ParsedDocument {
  const log = isObj(raw.log) ? raw.log : null;
  if (!log || !Array.isArray(log.entries)) throw new DocumentError({ zh: 'HAR 文件缺少 log.entries', en: 'The HAR file has no log.entries' });
  const byKey = new Map<string, ImportedOperation>();
  for (const entry of log.entries) {
    if (!isObj(entry) || !isObj(entry.request)) continue;
    const req = entry.request;
    let url: URL;
    try {
      url = new URL(str(req.url));
    } catch {
      continue;
    }
    const method = str(req.method).toUpperCase() || 'GET';
    const key = `${method} ${url.pathname}`;
    const res = isObj(entry.response) ? entry.response : {};
    const ok = typeof res.status === 'number' && res.status >= 200 && res.status < 300;
    const known = byKey.get(key);
    if (known) {
      if (!known.responseExample && ok) known.responseExample = answerText(res);
      continue;
    }
    const params: ImportedParam[] = fieldsOfForm(Array.isArray(req.queryString) ? (req.queryString as never) : [], 'query');
    // Headers the API takes (not the browser's own, nor what the platform sets) and the request's cookies.
    params.push(...headerFields(Array.isArray(req.headers) ? (req.headers as never) : []));
    if (Array.isArray(req.cookies) && req.cookies.length) {
      params.push(...cookieFields((req.cookies as Json[]).filter(isObj).map((c) => `${str(c.name)}=${str(c.value)}`).join('; ')));
    } else {
      params.push(...cookieFields(header(req.headers, 'cookie')));
    }
    const post = isObj(req.postData) ? req.postData : null;
    if (post) params.push(...(Array.isArray(post.params) && post.params.length ? fieldsOfForm(post.params as never) : fieldsOfJson(str(post.text))));
    const mime = isObj(res.content) ? str(res.content.mimeType) : '';
    byKey.set(key, {
      key,
      method,
      path: url.pathname,
      address: `${url.origin}${url.pathname}`,
      name: `${method} ${url.pathname}`,
      description: '',
      parameters: params,
      responseExample: ok ? answerText(res) : '',
      responseFormat: formatOf(mime),
      responseSchema: null,
      needToken: header(req.headers, 'authorization') !== undefined,
      tags: [url.hostname],
      market: null,
      warnings: [],
    });
  }
  const creator = isObj(log.creator) ? log.creator : {};
  return { format: 'har', title: str(creator.name) || 'HAR', version: str(log.version), operations: [...byKey.values()] };
}
