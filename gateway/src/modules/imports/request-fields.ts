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
    return text.trim() ? [{ name: 'body', type: 'string', required: true, description: '', example: text }] : [];
  }
  if (!isObj(value)) return [{ name: 'body', type: kind(value), required: true, description: '', example: exampleText(value) }];
  return Object.entries(value).map(([name, v]) => ({ name, type: kind(v), required: false, description: '', example: exampleText(v) }));
}

/** Form fields (`key=value&…`) as parameters. */
export function fieldsOfForm(pairs: Array<{ key?: string; name?: string; value?: unknown; description?: unknown }>): ImportedParam[] {
  return pairs
    .filter((p) => (p.key ?? p.name))
    .map((p) => ({
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
