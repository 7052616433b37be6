import type { ParamLocation } from '@api-market/rules';
import type { ImportedParam } from './import-model.js';
import { exampleText, isObj, str, type Json } from './schema-tools.js';

const kind = (v: unknown): string =>
  typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : Array.isArray(v) ? 'array' : isObj(v) ? 'object' : 'string';

/** The top-level fields of a JSON body someone sent, as parameters (their values are the examples). */
export function fieldsOfJson(text: string): ImportedParam[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text.trim() ? [{ name: 'body', type: 'string', required: true, description: '', example: text, location: 'body' }] : [];
  }
  if (!isObj(value)) return [{ name: 'body', type: kind(value), required: true, description: '', example: exampleText(value), location: 'body' }];
  return Object.entries(value).map(([name, v]) => ({ name, type: kind(v), required: false, description: '', example: exampleText(v), location: 'body' }));
}

type Pair = { key?: string; name?: string; value?: unknown; description?: unknown; disabled?: unknown };

/** Form fields (`key=value&…`) as parameters; `location`: body for a form body, query for a query string. */
export function fieldsOfForm(pairs: Pair[], location: ParamLocation = 'body'): ImportedParam[] {
  return pairs
    .filter((p) => (p.key ?? p.name))
    .map((p) => ({
      location,
      name: (p.key ?? p.name)!,
      type: 'string',
      required: false,
      description: typeof p.description === 'string' ? p.description : isObj(p.description) ? str(p.description.content) : '',
      example: exampleText(p.value),
    }));
}

/** A Postman request body (raw JSON, urlencoded or form-data) as parameters. */
export function bodyFields(body: Json | undefined): ImportedParam[] {
  if (!body) return [];
  if (body.mode === 'raw') return fieldsOfJson(str(body.raw));
  if (body.mode === 'urlencoded' && Array.isArray(body.urlencoded)) return fieldsOfForm(body.urlencoded as never);
  if (body.mode === 'formdata' && Array.isArray(body.formdata)) return fieldsOfForm(body.formdata as never);
  return [];
}

/**
 * Request headers a recording or a command carries that are not the API's parameters: what the platform
 * itself sets on the upstream request (Content-Type, Content-Length, Host, Accept-Encoding, Connection…),
 * Authorization (the token requirement: needToken), Cookie (read as cookie parameters), and what a browser
 * or client adds on its own (User-Agent, Accept, Accept-Language, Referer, Origin, sec-*, caching).
 */
const NOT_PARAMETERS = new Set([
  'content-type', 'content-length', 'host', 'accept-encoding', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer',
  'upgrade', 'proxy-connection', 'expect', 'authorization', 'proxy-authorization', 'cookie', 'user-agent', 'accept', 'accept-language',
  'referer', 'origin', 'pragma', 'cache-control', 'if-none-match', 'if-modified-since', 'dnt', 'upgrade-insecure-requests', 'priority',
]);

/** Whether a header of an imported request is one of the API's parameters (see NOT_PARAMETERS). */
export const isHeaderParameter = (name: string): boolean => {
  const n = name.trim().toLowerCase();
  return n !== '' && !n.startsWith(':') && !n.startsWith('sec-') && !NOT_PARAMETERS.has(n);
};

/** Request headers (Postman, HAR, cURL `-H`) as header parameters, their values as examples. */
export function headerFields(pairs: Pair[]): ImportedParam[] {
  return fieldsOfForm(pairs.filter((p) => !p.disabled && isHeaderParameter(String(p.key ?? p.name ?? ''))), 'header');
}

/** A `Cookie` header (or cURL `-b name=value; …`) as cookie parameters. */
export function cookieFields(header: string | undefined): ImportedParam[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => {
      const at = part.indexOf('=');
      return at > 0 ? { name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() } : null;
    })
    .filter((c): c is { name: string; value: string } => !!c && c.name !== '')
    .map((c) => ({ name: c.name, type: 'string', required: false, description: '', example: c.value, location: 'cookie' as const }));
}

/** The value of a header in a name/value list (case-insensitive). */
export function headerValue(pairs: Pair[], name: string): string | undefined {
  const h = pairs.find((p) => !p.disabled && String(p.key ?? p.name ?? '').toLowerCase() === name);
  return h === undefined ? undefined : typeof h.value === 'string' ? h.value : String(h.value ?? '');
}
