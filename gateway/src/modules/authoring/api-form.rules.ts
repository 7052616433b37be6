import { API_FORM_LIMITS, defaultParamLocation, hasTextControls, isParamLocation, PARAM_LOCATIONS, PARAM_TYPES, REQUEST_METHODS, type ParamLocation } from '@api-market/rules';
import { Ajv } from 'ajv';
import { badInput } from '../../core/errors.js';
import { hasNameControls } from '../../core/text.js';
import { isForwardableHeader } from '../open-call/param-placement.rules.js';

export { API_FORM_LIMITS, PARAM_LOCATIONS, PARAM_TYPES, REQUEST_METHODS };
const L = API_FORM_LIMITS;

export interface ParamInput {
  name?: string;
  description?: string;
  type?: string;
  required?: boolean;
  example?: string;
  /** query, path, header, cookie or body; left out (or null): defaultParamLocation of the API's method and address. */
  location?: string | null;
}

/** The creator's API form, with the My API item's field names (SPEC §3, §5). */
export interface ApiFormInput {
  name?: string;
  description?: string;
  rqsType?: string;
  apiurl?: string;
  testurl?: string;
  resType?: string;
  note?: string;
  isneedtoken?: number | boolean;
  /** A prototype (原型): published before its upstream exists, answered by the mock; omitted on an update: kept. */
  prototype?: number | boolean;
  category?: number | null;
  /** Tag ids (at most MAX_TAGS); omitted on an update: the API keeps its tags. */
  tags?: number[];
  /** One of API_ICONS, or '' for the category's icon; omitted on an update: the API keeps its icon. */
  icon?: string;
  parameters?: ParamInput[];
  /** Sample response (`respose` in SPEC §3); kept as it is when omitted on an update. */
  respose?: string;
  /**
   * The answer's JSON schema as JSON text (the mock generates from it, the drift check validates against
   * it); '' removes it, omitted or null keeps it. Part of the contract: a listed API's change is reviewed.
   */
  responseSchema?: string | null;
}

/** Longest sample response the form accepts (characters). */
export const RESPONSE_EXAMPLE_MAX = L.responseExample;

export interface ApiForm {
  name: string;
  description: string;
  method: string;
  address: string;
  testUrl: string;
  responseFormat: string;
  note: string;
  needToken: boolean;
  /** undefined: left out (an update keeps the API's). */
  prototype: boolean | undefined;
  categoryId: number | null;
  tags: number[] | undefined;
  icon: string | undefined;
  parameters: CheckedParam[];
  responseExample: string;
  /** undefined: left out (an update keeps the API's); null: none. */
  responseSchema: Record<string, unknown> | null | undefined;
}

/**
 * The icons a creator may choose for an API (the client draws them, client/src/features/catalog/
 * components/CategoryIcon.tsx); stored in `image_url` as `icon:<key>`, so an uploaded image stays possible.
 */
export const API_ICONS = [
  'utility', 'text', 'security', 'weather', 'life', 'data', 'network', 'map', 'image', 'finance', 'ai', 'message',
] as const;
export const ICON_PREFIX = 'icon:';
export const MAX_TAGS = L.tags;

function checkIcon(icon: string | undefined): string | undefined {
  if (icon === undefined) return undefined;
  const key = icon.trim();
  if (key && !(API_ICONS as readonly string[]).includes(key)) throw badInput('图标不存在', 'Unknown icon');
  return key;
}

function checkTags(tags: number[] | undefined): number[] | undefined {
  if (tags === undefined) return undefined;
  const unique = [...new Set(tags)];
  if (unique.length > MAX_TAGS) throw badInput(`标签不能超过 ${MAX_TAGS} 个`, `At most ${MAX_TAGS} tags`);
  return unique;
}

export const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** At most `max` characters (code points), else 400 naming the field: never silently cut. */
export function limit(value: string, max: number, zh: string, en: string): string {
  if ([...value].length > max) throw badInput(`${zh}不能超过 ${max} 个字符`, `${en} must be at most ${max} characters`);
  return value;
}

/**
 * A one-line value (a name, an address, a format) without any control character, line break or text
 * direction control: an API's name is shown in every list, and a bidi override in it turns how the names
 * around it read (core/text.ts). Refused, not stripped: the author sees why.
 */
export function oneLine(value: string, zh: string, en: string): string {
  if (hasNameControls(value)) {
    throw badInput(`${zh}不能包含控制字符、换行或文字方向控制符`, `${en} cannot contain control characters, line breaks or text direction controls`);
  }
  return value;
}

/** Free text others read (a description, a note): line breaks and tabs, but no other control or bidi character (TEXT_CONTROLS). */
export function prose(value: string, zh: string, en: string): string {
  if (hasTextControls(value)) {
    throw badInput(`${zh}不能包含控制字符或文字方向控制符`, `${en} cannot contain control characters or text direction controls`);
  }
  return value;
}

/** A parameter as the form keeps it: every field given, its location one of PARAM_LOCATIONS. */
export type CheckedParam = Required<Omit<ParamInput, 'location'>> & { location: ParamLocation };

/**
 * Publish parameters (SPEC §5): a name and a description each, one of the five types, one of the five
 * locations (left out: the shared default for the API's `method` and `address`).
 */
export function checkParams(list: ParamInput[] | undefined, method = 'GET', address = ''): CheckedParam[] {
  if (!list) return [];
  if (list.length > L.params) throw badInput(`参数不能超过 ${L.params} 个`, `At most ${L.params} parameters`);
  const seen = new Set<string>();
  return list.map((p) => {
    const name = oneLine(limit(text(p.name), L.paramName, '参数名称', 'Parameter name'), '参数名称', 'A parameter name');
    if (!name) throw badInput('请输入参数名称', 'Please enter the parameter name');
    const description = prose(limit(text(p.description), L.paramDescription, '参数说明', 'Parameter description'), `参数 ${name} 的说明`, `The description of parameter ${name}`);
    if (!description) throw badInput('请输入参数说明', 'Please enter the parameter description');
    const type = p.type ?? 'string';
    if (!(PARAM_TYPES as readonly string[]).includes(type)) {
      throw badInput('参数类型只能是 string、number、boolean、object 或 array', 'Parameter type must be string, number, boolean, object or array');
    }
    if (seen.has(name)) throw badInput(`参数名称重复：${name}`, `Duplicate parameter name: ${name}`);
    seen.add(name);
    const given = p.location === undefined || p.location === null ? '' : String(p.location).trim();
    if (given && !isParamLocation(given)) {
      throw badInput(
        `参数 ${name} 的位置只能是 query、path、header、cookie 或 body`,
        `Parameter ${name}: location must be query, path, header, cookie or body`,
      );
    }
    const location: ParamLocation = given ? (given as ParamLocation) : defaultParamLocation(method, name, address);
    // A header the gateway sets itself or the caller's credentials for us could never reach the upstream.
    if (location === 'header' && !isForwardableHeader(name, true)) {
      throw badInput(
        `参数 ${name} 不能放在请求头：它不是合法的请求头名，或是网关自己设置、平台专用的请求头（如 Host、Cookie、Authorization）`,
        `Parameter ${name} cannot be a header: not a valid header name, or a header the gateway sets or the platform uses (such as Host, Cookie, Authorization)`,
      );
    }
    const example = prose(limit(text(p.example), L.paramExample, '示例值', 'Example'), `参数 ${name} 的示例值`, `The example of parameter ${name}`);
    return { name, description, type, required: p.required === true, example, location };
  });
}

function checkAddress(value: string, zh: string, en: string, unchanged?: string): string {
  oneLine(limit(value, L.address, zh, en), zh, en);
  // The platform's own APIs use `builtin:<name>`: keeping that address is fine, setting one is not.
  if (unchanged !== undefined && value === unchanged) return value;
  // Absolute http(s) URLs or a gateway path; where the proxy may go is decided by its SSRF guard.
  if (value.startsWith('/')) return value;
  try {
    const u = new URL(value);
    if (u.protocol === 'http:' || u.protocol === 'https:') return value;
  } catch {
    // fall through
  }
  throw badInput(`${zh}必须是 http(s) 地址或以 / 开头的路径`, `${en} must be an http(s) URL or a path starting with /`);
}

/** The fields every API has, whichever form sends them (the creator's or the admin's), by their own names. */
export interface ApiFieldsInput {
  name?: unknown;
  address?: unknown;
  testUrl?: unknown;
  description?: unknown;
}

/**
 * The one rule for an API's common fields, for every form that creates or edits an API: required
 * name, address and test address (SPEC §5 messages, in the form's order), their lengths, and addresses
 * that are http(s) URLs or gateway paths. `current`: the stored addresses, which may be kept as they are.
 */
export function checkApiFields(
  input: ApiFieldsInput,
  current?: { address: string; testUrl: string },
): { name: string; address: string; testUrl: string; description: string } {
  const name = text(input.name);
  if (!name) throw badInput('请输入接口名称', 'Please enter the API name');
  const address = text(input.address);
  if (!address) throw badInput('请输入接口地址', 'Please enter the API address');
  const testUrl = text(input.testUrl);
  if (!testUrl) throw badInput('请输入测试地址', 'Please enter the test address');
  return {
    name: oneLine(limit(name, L.name, '接口名称', 'API name'), '接口名称', 'The API name'),
    address: checkAddress(address, '接口地址', 'API address', current?.address),
    testUrl: checkAddress(testUrl, '测试地址', 'Test address', current?.testUrl),
    description: prose(limit(text(input.description), L.description, '接口描述', 'Description'), '接口描述', 'The description'),
  };
}

const schemaCheck = new Ajv({ strict: false });

/**
 * How deep a response schema's JSON may nest (objects and arrays): far past any schema a document holds,
 * far below what the checks that walk it bear — ajv's meta-schema check overflowed the stack (a 500) at
 * about a thousand levels, which fit in the 100,000 characters.
 */
export const RESPONSE_SCHEMA_DEPTH = 100;

/** The nesting depth of a parsed JSON value, read without recursion (a scalar is 0, `{}` 1). */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The answer's JSON schema from the form: JSON text of an object that is a valid JSON schema (ajv's
 * meta-schema), at most API_FORM_LIMITS.responseSchema characters. '': none; undefined or null: left out.
 */
export function checkResponseSchema(value: string | null | undefined): Record<string, unknown> | null | undefined {
  if (value === undefined || value === null) return undefined;
  const text = value.trim();
  if (!text) return null;
  if ([...text].length > L.responseSchema) {
    throw badInput(`响应结构（JSON Schema）不能超过 ${L.responseSchema} 个字符`, `The response schema (JSON Schema) must be at most ${L.responseSchema} characters`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw badInput(`响应结构不是有效的 JSON：${why}`, `The response schema is not valid JSON: ${why}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badInput('响应结构必须是一个 JSON 对象形式的 JSON Schema，例如 {"type": "object", "properties": {…}}', 'The response schema must be a JSON Schema object, such as {"type": "object", "properties": {…}}');
  }
  if (jsonDepth(parsed) > RESPONSE_SCHEMA_DEPTH) {
    throw badInput(
      `响应结构的嵌套不能超过 ${RESPONSE_SCHEMA_DEPTH} 层`,
      `The response schema cannot nest more than ${RESPONSE_SCHEMA_DEPTH} levels deep`,
    );
  }
  // Checked against the meta-schema only (not compiled: nothing is cached per submission).
  if (!schemaCheck.validateSchema(parsed)) {
    const why = schemaCheck.errorsText(schemaCheck.errors, { dataVar: 'schema' });
    throw badInput(`响应结构不是有效的 JSON Schema：${why}`, `The response schema is not a valid JSON Schema: ${why}`);
  }
  return parsed as Record<string, unknown>;
}

/** Validates the author form; the SPEC §5 messages come first, in the form's order. */
export function checkApiForm(input: ApiFormInput, current?: { address: string; testUrl: string }): ApiForm {
  const fields = checkApiFields({ name: input.name, address: input.apiurl, testUrl: input.testurl, description: input.description }, current);
  const method = (input.rqsType ?? 'GET').toUpperCase();
  if (!(REQUEST_METHODS as readonly string[]).includes(method)) {
    throw badInput('请求方式只能是 GET、POST、PUT 或 DELETE', 'Request method must be GET, POST, PUT or DELETE');
  }
  const responseFormat = text(input.resType) || 'JSON';
  return {
    ...fields,
    method,
    responseFormat: oneLine(limit(responseFormat, L.responseFormat, '返回格式', 'Response format'), '返回格式', 'The response format'),
    note: prose(limit(text(input.note), L.note, '备注', 'Note'), '备注', 'The note'),
    needToken: input.isneedtoken === true || input.isneedtoken === 1,
    prototype: input.prototype === undefined ? undefined : input.prototype === true || input.prototype === 1,
    categoryId: input.category ?? null,
    tags: checkTags(input.tags),
    icon: checkIcon(input.icon),
    parameters: checkParams(input.parameters, method, fields.address),
    responseExample: limit(
      typeof input.respose === 'string' ? input.respose.trim() : '',
      RESPONSE_EXAMPLE_MAX,
      '响应示例',
      'Response example',
    ),
    responseSchema: checkResponseSchema(input.responseSchema),
  };
}
