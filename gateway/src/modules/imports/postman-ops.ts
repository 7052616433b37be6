import postman, { type Item } from 'postman-collection';
import { IMPORT_LIMITS, type ImportedOperation, type ImportedParam, type ParsedDocument, type Said } from './import-model.js';
import { DocumentError } from './openapi-ops.js';
import { exampleText, formatOf, isObj, str, type Json } from './schema-tools.js';
import { bodyFields, cookieFields, headerFields, headerValue } from './request-fields.js';

// The SDK is CommonJS: its classes come from the default export.
const { Collection, Property } = postman;

const textOf = (d: unknown): string => (typeof d === 'string' ? d : isObj(d) ? str(d.content) : '');

/** The folders an item sits in (the collection itself is not one): its tags. */
function folders(item: Item): string[] {
  const out: string[] = [];
  type Node = { name?: string; parent(): unknown };
  let p = item.parent() as Node | undefined;
  while (p && p.parent()) {
    if (p.name) out.unshift(p.name);
    p = p.parent() as Node | undefined;
  }
  return out;
}

/** What the variables of a document of `length` characters may put in: a little, or four times the document. */
const substitutionBudget = (length: number) => IMPORT_LIMITS.substitutedChars + 4 * length;

type Variables = InstanceType<typeof Collection>['variables'];

/**
 * The collection's variables as the SDK's substitution reads them (the enabled value of each name), each
 * value counted as it is put in: past `budget` characters in all the document it is refused.
 * The SDK substitutes up to 19 times over, so `{{a}}` made of ten `{{b}}`, each of ten `{{c}}`… stands for
 * 10^19 characters in a few hundred bytes, all written on the event loop.
 */
function bounded(variables: Variables, budget: number): Record<string, () => string> {
  // A plain object (the SDK asks its constructor), its names own properties even when one is `__proto__`.
  const source: Record<string, () => string> = {};
  let written = 0;
  for (const member of variables.all()) {
    const name = member.key;
    if (typeof name !== 'string' || Object.hasOwn(source, name)) continue;
    // What the SDK's substitution looks up (the last enabled variable of that name); not in its typings.
    const v = (variables as unknown as { oneNormalizedVariable(n: string): { disabled?: boolean; toString(): string } | undefined }).oneNormalizedVariable(name);
    if (!v || v.disabled) continue;
    const put = () => {
      const text = v.toString();
      written += text.length;
      if (written > budget) {
        const n = budget;
        throw new DocumentError({ zh: `Postman 变量展开后超过 ${n} 个字符（疑似膨胀攻击），已拒绝`, en: `The Postman variables expand beyond ${n} characters (an expansion bomb?); refused` });
      }
      return text;
    };
    Object.defineProperty(source, name, { value: put, enumerable: true });
  }
  return source;
}

/** Postman collection v2.0/v2.1 through the Postman SDK: `{{variables}}` of the collection resolved. */
export function postmanOperations(raw: Json, length = 0): ParsedDocument {
  const schema = isObj(raw.info) ? str(raw.info.schema) : '';
  if (!/collection\/v2\.[01]/.test(schema)) {
    throw new DocumentError({ zh: '仅支持 Postman Collection v2.0 / v2.1 格式', en: 'Only Postman collections in format v2.0 / v2.1 are supported' });
  }
  const variables = new Collection(raw as never).variables;
  const collection = new Collection(Property.replaceSubstitutionsIn(structuredClone(raw), [bounded(variables, substitutionBudget(length)) as never], false) as never);
  const operations: ImportedOperation[] = [];
  collection.forEachItem((item) => {
    const req = item.request;
    const warnings: Said[] = [];
    const method = (req.method || 'GET').toUpperCase();
    const url = req.url;
    // The host may carry a scheme and a base path (a `{{baseUrl}}` variable); path variables stay named.
    const base = `${url.protocol ? `${url.protocol}://` : ''}${url.getHost()}${url.port ? `:${url.port}` : ''}`;
    let address = `${base}/${(url.path ?? []).join('/')}`.replace(/\/:([\w.-]+)/g, '/{$1}');
    if (!/^[a-z]+:\/\//i.test(address) && !address.startsWith('/')) address = `https://${address}`;
    let path = address;
    try {
      path = new URL(address).pathname.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
    } catch {
      warnings.push({ zh: '地址无效', en: 'The address is not valid' });
    }
    const params: ImportedParam[] = [];
    for (const v of url.variables.all()) {
      params.push({ name: v.key ?? '', type: 'string', required: true, description: textOf(v.description), example: exampleText(v.value), location: 'path' });
    }
    for (const q of url.query.all()) {
      if (q.disabled || !q.key) continue;
      params.push({ name: q.key, type: 'string', required: false, description: textOf((q as unknown as Json).description), example: q.value ?? '', location: 'query' });
    }
    // Headers become header parameters (not what the platform sets, nor Authorization: needToken), a Cookie header cookie parameters.
    const headers = req.headers.all().map((h) => ({ key: h.key, value: h.value, disabled: h.disabled }));
    params.push(...headerFields(headers), ...cookieFields(headerValue(headers, 'cookie')));
    const body = req.body?.toJSON() as Json | undefined;
    params.push(...bodyFields(body));
    const auth = item.getAuth();
    const response = item.responses.all().find((r) => !r.code || (r.code >= 200 && r.code < 300));
    const example = exampleText(response?.body);
    const contentType = response?.headers.get('Content-Type');
    if (/\{\{/.test(address)) warnings.push({ zh: '地址中有未定义的变量', en: 'The address has undefined variables' });
    operations.push({
      key: `${method} ${path}`,
      method,
      path,
      address,
      name: item.name || `${method} ${path}`,
      description: textOf(req.description as unknown),
      parameters: params,
      responseExample: example,
      responseFormat: formatOf(contentType ?? (example.trim().startsWith('<') ? 'xml' : 'json')),
      responseSchema: null,
      needToken: !!auth && auth.type !== 'noauth',
      tags: folders(item),
      market: null,
      warnings,
    });
  });
  const info = isObj(raw.info) ? raw.info : {};
  return { format: 'postman', title: str(info.name), version: str(info.version), operations };
}

