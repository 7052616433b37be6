import { defaultParamLocation } from '@api-market/rules';
import { AppError } from '../../core/errors.js';
import {
  API_FORM_LIMITS as L, API_ICONS, checkApiForm, PARAM_TYPES, REQUEST_METHODS, type ApiFormInput, type CheckedParam,
} from '../authoring/api-form.rules.js';
import type { ImportedOperation, ParsedDocument, ParseFailure, Said } from './import-model.js';

/** What an operation becomes in the API form (tags and category by name: the service looks them up). */
export interface ImportForm {
  name: string;
  description: string;
  method: string;
  address: string;
  testUrl: string;
  note: string;
  responseFormat: string;
  needToken: boolean;
  responseExample: string;
  parameters: CheckedParam[];
  tags: string[];
  category: string;
  icon: string;
}

export interface AdaptedOperation {
  key: string;
  form: ImportForm;
  /** The answer's JSON schema from the document (stored in `api.response_schema`). */
  schema: Record<string, unknown> | null;
  warnings: Said[];
  /** Why the operation cannot become an API (it is listed, never written). */
  error: Said | null;
}

const cut = (value: string, max: number, label: Said, warnings: Said[]): string => {
  const chars = [...value];
  if (chars.length <= max) return value;
  warnings.push({ zh: `${label.zh}超过 ${max} 个字符，已截断`, en: `${label.en} was longer than ${max} characters and was cut` });
  return chars.slice(0, max).join('');
};

function adaptParams(op: ImportedOperation, warnings: Said[]): CheckedParam[] {
  const seen = new Set<string>();
  const out: CheckedParam[] = [];
  for (const p of op.parameters) {
    const name = p.name.trim();
    if (!name || seen.has(name)) continue;
    if ([...name].length > L.paramName) {
      warnings.push({ zh: `参数名过长，未导入：${name.slice(0, 20)}…`, en: `Parameter name too long, not imported: ${name.slice(0, 20)}…` });
      continue;
    }
    seen.add(name);
    out.push({
      name,
      // The form needs a note for every parameter: the name stands in when the document has none.
      description: cut(p.description.trim() || name, L.paramDescription, { zh: `参数 ${name} 的说明`, en: `The note of ${name}` }, warnings),
      type: (PARAM_TYPES as readonly string[]).includes(p.type) ? p.type : 'string',
      required: p.required,
      example: cut(p.example.trim(), L.paramExample, { zh: `参数 ${name} 的示例`, en: `The example of ${name}` }, warnings),
      location: p.location ?? defaultParamLocation(op.method, name, op.address),
    });
  }
  if (out.length > L.params) {
    warnings.push({ zh: `参数超过 ${L.params} 个，只导入前 ${L.params} 个`, en: `More than ${L.params} parameters: the first ${L.params} were imported` });
    out.length = L.params;
  }
  return out;
}

/**
 * An imported operation in the API form's terms: what the form would refuse is cut (with a warning)
 * where cutting keeps it meaningful, else the operation carries an error and is never written.
 */
export function adaptOperation(op: ImportedOperation): AdaptedOperation {
  const warnings: Said[] = [...op.warnings];
  const m = op.market ?? {};
  let example = op.responseExample.trim();
  if ([...example].length > L.responseExample) {
    warnings.push({ zh: `响应示例超过 ${L.responseExample} 个字符，未导入`, en: `The response example is longer than ${L.responseExample} characters and was left out` });
    example = '';
  }
  const form: ImportForm = {
    name: cut(op.name.trim() || op.key, L.name, { zh: '接口名称', en: 'The name' }, warnings),
    description: cut(op.description.trim(), L.description, { zh: '接口描述', en: 'The description' }, warnings),
    method: op.method,
    address: op.address,
    testUrl: m.testUrl ?? op.address,
    note: cut(m.note ?? '', L.note, { zh: '备注', en: 'The note' }, warnings),
    responseFormat: [...op.responseFormat].length <= L.responseFormat ? op.responseFormat : 'JSON',
    needToken: op.needToken,
    responseExample: example,
    parameters: adaptParams(op, warnings),
    tags: [...new Set(op.tags)],
    category: m.category ?? '',
    icon: m.icon && (API_ICONS as readonly string[]).includes(m.icon) ? m.icon : '',
  };
  if (form.address.startsWith('/')) {
    warnings.push({ zh: '文档没有给出服务器地址，接口地址是相对路径，请导入后补全', en: 'The document names no server: the address is a relative path, complete it after the import' });
  }
  let error: Said | null = null;
  if (op.duplicateOf !== undefined) {
    error = { zh: `与前面的 ${op.duplicateOf} 请求方式和地址相同，未导入`, en: `Same method and address as ${op.duplicateOf} before it: not imported` };
  } else if (!(REQUEST_METHODS as readonly string[]).includes(op.method)) {
    error = { zh: `请求方式 ${op.method} 不受支持（仅 GET、POST、PUT、DELETE）`, en: `Method ${op.method} is not supported (GET, POST, PUT and DELETE only)` };
  } else {
    try {
      checkApiForm(toFormInput(form));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      error = err.messages;
    }
  }
  return { key: op.key, form, schema: op.responseSchema, warnings, error };
}

/** The authoring service's input for a form (tags, category and icon are set by the caller). */
export function toFormInput(form: ImportForm): ApiFormInput {
  return {
    name: form.name,
    description: form.description,
    rqsType: form.method,
    apiurl: form.address,
    testurl: form.testUrl,
    resType: form.responseFormat,
    note: form.note,
    isneedtoken: form.needToken,
    parameters: form.parameters,
    respose: form.responseExample,
  };
}

/** A document's operations in the API form's terms: what the parse worker hands back. */
export interface PreparedDocument extends Omit<ParsedDocument, 'operations'> {
  operations: AdaptedOperation[];
}

export function prepare(doc: ParsedDocument | ParseFailure): PreparedDocument | ParseFailure {
  if ('failure' in doc) return doc;
  return { format: doc.format, title: doc.title, version: doc.version, operations: doc.operations.map(adaptOperation) };
}
