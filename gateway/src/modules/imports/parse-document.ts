import { parse as parseYaml, YAMLParseError } from 'yaml';
import { curlOperations } from './curl-ops.js';
import { harOperations } from './har-ops.js';
import { IMPORT_LIMITS, type ImportedOperation, type ParsedDocument, type ParseFailure } from './import-model.js';
import { DocumentError, openApiOperations } from './openapi-ops.js';
import { postmanOperations } from './postman-ops.js';
import { exampleText, isObj, str, type Json } from './schema-tools.js';

const NOT_A_SPEC = {
  zh: '无法识别的文档：支持 OpenAPI 3.x、Swagger 2.0（JSON 或 YAML）、Postman Collection v2.1、HAR 和 cURL 命令',
  en: 'Not a recognised document: OpenAPI 3.x, Swagger 2.0 (JSON or YAML), Postman collection v2.1, HAR and cURL commands are supported',
};

/** JSON, else YAML (aliases capped: a "billion laughs" document is refused, not expanded). */
function readTree(text: string): unknown {
  const t = text.replace(/^\uFEFF/, '');
  if (/^\s*[{[]/.test(t)) {
    try {
      return JSON.parse(t);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new DocumentError({ zh: `JSON 格式错误：${why}`, en: `Malformed JSON: ${why}` });
    }
  }
  try {
    return parseYaml(t, { maxAliasCount: 100, uniqueKeys: false, prettyErrors: true });
  } catch (err) {
    if (err instanceof YAMLParseError) {
      const line = err.linePos?.[0]?.line;
      const at = line ? { zh: `第 ${line} 行：`, en: `line ${line}: ` } : { zh: '', en: '' };
      throw new DocumentError({ zh: `YAML 格式错误，${at.zh}${err.code}`, en: `Malformed YAML, ${at.en}${err.code}` });
    }
    const why = err instanceof Error ? err.message : String(err);
    if (/alias/i.test(why)) {
      throw new DocumentError({ zh: '文档中的 YAML 别名过多（疑似膨胀攻击），已拒绝', en: 'Too many YAML aliases in the document (an expansion bomb?); refused' });
    }
    throw new DocumentError({ zh: `YAML 格式错误：${why}`, en: `Malformed YAML: ${why}` });
  }
}

/**
 * Any supported document to operations. Pure (no database, no network): it runs in the request for
 * small documents and on a worker thread for large ones. `base`: the URL the document came from
 * (relative servers are resolved against it).
 */
export async function parseDocument(text: string, base?: string): Promise<ParsedDocument> {
  if (Buffer.byteLength(text) > IMPORT_LIMITS.maxBytes) {
    const mb = IMPORT_LIMITS.maxBytes / 1024 / 1024;
    throw new DocumentError({ zh: `文档超过 ${mb} MB 上限`, en: `The document exceeds the ${mb} MB limit` });
  }
  if (!text.trim()) throw new DocumentError({ zh: '请提供要导入的文档', en: 'Please provide a document to import' });
  let parsed: ParsedDocument;
  if (/^\s*curl\s/i.test(text)) parsed = curlOperations(text.trim());
  else {
    const tree = readTree(text);
    if (!isObj(tree)) throw new DocumentError(NOT_A_SPEC);
    parsed = await fromTree(tree, base, text.length);
  }
  if (parsed.operations.length > IMPORT_LIMITS.maxOperations) {
    throw new DocumentError({
      zh: `文档包含 ${parsed.operations.length} 个接口，超过 ${IMPORT_LIMITS.maxOperations} 个上限`,
      en: `The document has ${parsed.operations.length} operations, more than the limit of ${IMPORT_LIMITS.maxOperations}`,
    });
  }
  if (!parsed.operations.length) throw new DocumentError({ zh: '文档中没有找到任何接口', en: 'No operations were found in the document' });
  return { ...parsed, title: asText(parsed.title), version: asText(parsed.version), operations: uniqueKeys(parsed.operations.map(textual)) };
}

/**
 * Each operation's key once in a document (the key is how a re-import finds the API an operation became;
 * two operations of one key both matched, and updated, the same API). A Postman collection or a HAR may
 * hold the same method and path more than once: on another host, the later one is keyed by its method and
 * address; at the same address, it is a duplicate, listed but never written.
 */
function uniqueKeys(ops: ImportedOperation[]): ImportedOperation[] {
  const keys = new Set<string>();
  const places = new Map<string, string>();
  return ops.map((op) => {
    const place = `${op.method} ${op.address}`;
    const first = places.get(place);
    if (first !== undefined) return { ...op, duplicateOf: first };
    const key = keys.has(op.key) ? place : op.key;
    if (keys.has(key)) return { ...op, duplicateOf: key };
    keys.add(key);
    places.set(place, key);
    return key === op.key ? op : { ...op, key };
  });
}

/** A field the form takes as text: a number or a boolean as written, an object or an array as its JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : exampleText(v));

/**
 * An operation whose fields are text where the form reads text. The SDKs pass on what a document holds:
 * a Postman request's name, a query value, a saved answer's body or a HAR field may be a number or an
 * object, which the form would take for text (a TypeError, a 500).
 */
function textual(op: ImportedOperation): ImportedOperation {
  return {
    ...op,
    key: asText(op.key),
    method: asText(op.method).toUpperCase(),
    path: asText(op.path),
    address: asText(op.address),
    name: asText(op.name),
    description: asText(op.description),
    responseExample: asText(op.responseExample),
    responseFormat: asText(op.responseFormat),
    parameters: op.parameters.map((p) => ({ ...p, name: asText(p.name), type: asText(p.type), description: asText(p.description), example: asText(p.example) })),
    tags: op.tags.map(asText).filter((t) => t !== ''),
  };
}

function fromTree(tree: Json, base: string | undefined, length: number): Promise<ParsedDocument> | ParsedDocument {
  if (/^3\./.test(str(tree.openapi)) || str(tree.swagger) === '2.0') return openApiOperations(tree, base);
  if (tree.openapi !== undefined || tree.swagger !== undefined) {
    throw new DocumentError({ zh: `不支持的版本：${str(tree.openapi) || str(tree.swagger)}`, en: `Unsupported version: ${str(tree.openapi) || str(tree.swagger)}` });
  }
  if (isObj(tree.info) && Array.isArray(tree.item)) return postmanOperations(tree, length);
  if (isObj(tree.log)) return harOperations(tree);
  throw new DocumentError(NOT_A_SPEC);
}

/** The worker's answer: the operations, or why the document was refused. */
export async function parseOrFailure(text: string, base?: string): Promise<ParsedDocument | ParseFailure> {
  try {
    return await parseDocument(text, base);
  } catch (err) {
    if (err instanceof DocumentError) return { failure: err.said };
    const why = err instanceof Error ? err.message : String(err);
    return { failure: { zh: `无法读取文档：${why}`, en: `The document cannot be read: ${why}` } };
  }
}
