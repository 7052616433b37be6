import { isParamLocation } from '@api-market/rules';
import SwaggerParser from '@apidevtools/swagger-parser';
import { IMPORT_LIMITS, type ImportedOperation, type ImportedParam, type MarketExtension, type ParsedDocument, type Said } from './import-model.js';
import {
  bodyParams, boundedJson, exampleOf, exampleText, formatOf, isObj, paramType, pickMedia, sampleText, storedSchema, str, type Json,
} from './schema-tools.js';

const VERBS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'trace'];

/** `$ref`s, `allOf`/`oneOf` and the rest resolved by swagger-parser; a cycle is refused, nothing is fetched. */
async function dereference(doc: Json): Promise<Json> {
  try {
    return (await SwaggerParser.dereference(structuredClone(doc) as never, {
      resolve: { external: false },
      dereference: { circular: false },
    })) as unknown as Json;
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    if (/circular/i.test(text)) {
      throw new DocumentError({ zh: '文档中的 $ref 形成循环引用，无法导入', en: 'The document has a $ref cycle and cannot be imported' });
    }
    throw new DocumentError({ zh: `无法解析文档中的引用：${text}`, en: `A reference in the document cannot be resolved: ${text}` });
  }
}

/** A document the importers refuse as a whole (nothing is written); the message says why. */
export class DocumentError extends Error {
  constructor(readonly said: Said) {
    super(said.en);
  }
}

function serverOf(doc: Json, pathItem: Json, op: Json, base: string | undefined): string {
  if (doc.swagger) {
    const host = str(doc.host);
    const scheme = Array.isArray(doc.schemes) && doc.schemes.length ? str(doc.schemes.includes('https') ? 'https' : doc.schemes[0]) : 'https';
    const path = str(doc.basePath).replace(/\/$/, '');
    return host ? `${scheme}://${host}${path}` : path;
  }
  const servers = [op.servers, pathItem.servers, doc.servers].find((s) => Array.isArray(s) && s.length) as Json[] | undefined;
  const server = servers?.[0];
  if (!server) return '';
  let url = str(server.url);
  if (isObj(server.variables)) {
    for (const [name, v] of Object.entries(server.variables)) url = url.replaceAll(`{${name}}`, isObj(v) ? str(v.default) : '');
  }
  // "api.example.com/v1": a host without its scheme.
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/|$)/i.test(url)) url = `https://${url}`;
  if (base && !/^https?:/i.test(url)) {
    try {
      url = new URL(url || '/', base).href;
    } catch {
      // keep the relative one
    }
  }
  return url.replace(/\/$/, '');
}

const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization', 'host', 'content-length', 'accept-encoding', 'cookie']);

function paramsOf(doc: Json, pathItem: Json, op: Json, _warnings: Said[]): { params: ImportedParam[]; body: Json | undefined } {
  const merged = new Map<string, Json>();
  // The first IMPORT_LIMITS.maxParamsRead of each list (the form keeps fewer): a list shared by `$ref` is read once per operation.
  const listed = (v: unknown): unknown[] => (Array.isArray(v) ? v.slice(0, IMPORT_LIMITS.maxParamsRead) : []);
  for (const p of [...listed(pathItem.parameters), ...listed(op.parameters)]) {
    if (isObj(p)) merged.set(`${str(p.in)}:${str(p.name)}`, p);
  }
  const params: ImportedParam[] = [];
  let body: Json | undefined;
  const formFields: ImportedParam[] = [];
  for (const p of merged.values()) {
    const where = str(p.in);
    if (where === 'body') {
      body = isObj(p.schema) ? p.schema : undefined;
      continue;
    }
    // OpenAPI ignores header parameters named Accept, Content-Type and Authorization (the media types and
    // the security schemes say those); the platform sets Host, Content-Length and Accept-Encoding itself.
    if (where === 'header' && IGNORED_HEADERS.has(str(p.name).toLowerCase())) continue;
    const schema = isObj(p.schema) ? p.schema : p; // Swagger 2.0 parameters carry type on themselves
    const param: ImportedParam = {
      name: str(p.name),
      type: paramType(schema),
      required: p.required === true || where === 'path',
      description: str(p.description),
      example: exampleText(exampleOf(p, schema)),
      location: where === 'formData' ? 'body' : isParamLocation(where) ? where : 'query',
    };
    (where === 'formData' ? formFields : params).push(param);
  }
  let explicit: unknown;
  if (!doc.swagger && isObj(op.requestBody)) {
    const media = pickMedia(op.requestBody.content);
    if (media) {
      body = isObj(media[1].schema) ? media[1].schema : undefined;
      explicit = exampleOf(media[1]);
    }
  }
  const all = [...params, ...formFields];
  for (const p of bodyParams(body, explicit)) {
    if (all.length >= IMPORT_LIMITS.maxParamsRead) break;
    all.push({ ...p, location: 'body' });
  }
  return { params: all.slice(0, IMPORT_LIMITS.maxParamsRead), body };
}

function responseOf(doc: Json, op: Json): { example: string; format: string; schema: Json | null } {
  const responses = isObj(op.responses) ? op.responses : {};
  const code = ['200', '201', '202', '204'].find((c) => c in responses) ?? Object.keys(responses).find((c) => /^2/.test(c)) ?? 'default';
  const res = responses[code];
  if (!isObj(res)) return { example: '', format: 'JSON', schema: null };
  if (doc.swagger) {
    const produces = (Array.isArray(op.produces) ? op.produces : Array.isArray(doc.produces) ? doc.produces : []) as string[];
    const schema = storedSchema(isObj(res.schema) ? res.schema : undefined);
    const examples = isObj(res.examples) ? res.examples : {};
    const key = Object.keys(examples).find((k) => /json/i.test(k)) ?? Object.keys(examples)[0];
    const given = key !== undefined ? examples[key] : exampleOf(isObj(res.schema) ? res.schema : undefined);
    return { example: given !== undefined ? pretty(given) : sampleText(schema), format: formatOf(produces[0]), schema };
  }
  const media = pickMedia(res.content);
  if (!media) return { example: '', format: 'JSON', schema: null };
  const schema = storedSchema(isObj(media[1].schema) ? media[1].schema : undefined);
  const given = exampleOf(media[1]) ?? exampleOf(isObj(media[1].schema) ? media[1].schema : undefined);
  return { example: given !== undefined ? pretty(given) : sampleText(schema), format: formatOf(media[0]), schema };
}

const pretty = (v: unknown) => (typeof v === 'string' ? v : boundedJson(v, 2));

const MARKET_FIELDS = ['address', 'testUrl', 'note', 'responseFormat', 'category', 'icon', 'responseExample'] as const;

/**
 * `x-api-market` as our export writes it: its text fields; anything else the document puts there (a number,
 * an object, a `$ref`) is left out with a warning, never handed to the form as if it were text.
 */
function marketOf(raw: unknown, warnings: Said[]): MarketExtension | null {
  if (raw === undefined) return null;
  if (!isObj(raw)) {
    warnings.push({ zh: 'x-api-market 不是对象，已忽略', en: 'x-api-market is not an object and was ignored' });
    return null;
  }
  const market: MarketExtension = {};
  for (const field of MARKET_FIELDS) {
    const v = raw[field];
    if (typeof v === 'string') market[field] = v;
    else if (v !== undefined && v !== null) warnings.push({ zh: `x-api-market.${field} 不是文本，已忽略`, en: `x-api-market.${field} is not text and was ignored` });
  }
  return market;
}

function needsToken(doc: Json, op: Json): boolean {
  const security = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  return security.length > 0 && security.some((s) => isObj(s) && Object.keys(s).length > 0);
}

/** OpenAPI 3.0/3.1 and Swagger 2.0: every operation of every path. */
export async function openApiOperations(raw: Json, base?: string): Promise<ParsedDocument> {
  if (!isObj(raw.paths)) throw new DocumentError({ zh: '文档没有 paths，不是可导入的 API 文档', en: 'The document has no paths; it is not an importable API document' });
  const doc = await dereference(raw);
  const info = isObj(doc.info) ? doc.info : {};
  const operations: ImportedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    if (!isObj(item)) continue;
    for (const verb of VERBS) {
      const op = item[verb];
      if (!isObj(op)) continue;
      const warnings: Said[] = [];
      const method = verb.toUpperCase();
      const { params } = paramsOf(doc, item, op, warnings);
      const res = responseOf(doc, op);
      const market = marketOf(op['x-api-market'], warnings);
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        address: market?.address ?? serverOf(doc, item, op, base) + path,
        name: str(op.summary) || str(op.operationId) || `${method} ${path}`,
        description: str(op.description) || (op.description === undefined ? str(op.summary) : ''),
        parameters: params,
        responseExample: market?.responseExample ?? res.example,
        responseFormat: market?.responseFormat ?? res.format,
        responseSchema: res.schema,
        needToken: needsToken(doc, op),
        tags: Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [],
        market,
        warnings,
      });
    }
  }
  return { format: doc.swagger ? 'swagger2' : 'openapi3', title: str(info.title), version: str(info.version), operations };
}
