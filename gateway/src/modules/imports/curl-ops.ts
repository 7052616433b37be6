import { toJsonObject } from 'curlconverter';
import type { ImportedParam, ParsedDocument } from './import-model.js';
import { DocumentError } from './openapi-ops.js';
import { cookieFields, fieldsOfJson, headerFields } from './request-fields.js';
import { exampleText, isObj } from './schema-tools.js';

const kind = (v: unknown): string =>
  typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : Array.isArray(v) ? 'array' : isObj(v) ? 'object' : 'string';

/** A pasted cURL command, read by curlconverter (its bash parser, not a regular expression). */
export function curlOperations(text: string): ParsedDocument {
  let req: ReturnType<typeof toJsonObject>;
  try {
    req = toJsonObject(text);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new DocumentError({ zh: `无法解析 cURL 命令：${why}`, en: `The cURL command cannot be read: ${why}` });
  }
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    throw new DocumentError({ zh: 'cURL 命令中没有有效的地址', en: 'The cURL command has no valid URL' });
  }
  const method = (req.method || 'GET').toUpperCase();
  const params: ImportedParam[] = Object.entries(req.queries ?? {}).map(([name, v]) => ({
    name, type: 'string', required: false, description: '', example: exampleText(Array.isArray(v) ? v[0] : v), location: 'query' as const,
  }));
  const data: unknown = req.data;
  if (isObj(data)) params.push(...Object.entries(data).map(([name, v]) => ({ name, type: kind(v), required: false, description: '', example: exampleText(v), location: 'body' as const })));
  else if (typeof data === 'string') params.push(...fieldsOfJson(data));
  const headers = Object.keys(req.headers ?? {}).map((h) => h.toLowerCase());
  // `-H` headers become header parameters (not what the platform sets, nor Authorization: needToken); `-b` / a Cookie header cookie parameters.
  const headerPairs = Object.entries(req.headers ?? {}).map(([key, value]) => ({ key, value: value ?? '' }));
  params.push(...headerFields(headerPairs));
  const cookies = req.cookies && typeof req.cookies === 'object' ? Object.entries(req.cookies).map(([k, v]) => `${k}=${String(v)}`).join('; ') : '';
  params.push(...cookieFields(cookies || headerPairs.find((h) => h.key.toLowerCase() === 'cookie')?.value || undefined));
  return {
    format: 'curl',
    title: 'cURL',
    version: '',
    operations: [{
      key: `${method} ${url.pathname}`,
      method,
      path: url.pathname,
      address: `${url.origin}${url.pathname}`,
      name: `${method} ${url.pathname}`,
      description: '',
      parameters: params,
      responseExample: '',
      responseFormat: 'JSON',
      responseSchema: null,
      needToken: headers.includes('authorization') || !!req.auth,
      tags: [url.hostname],
      market: null,
      warnings: [],
    }],
  };
}
