/**
 * The fixed, documented rules that classify each difference between two contracts of an API as breaking
 * (a caller written against the old contract can fail) or non-breaking (issue #30). Pure: the same two
 * contracts always give the same list. The committed table `__tests__/change-classes.table.ts` holds every
 * kind with its expected verdict; README "Versions" lists the rules in words.
 */

export interface ShapeParam {
  name: string;
  type: string;
  required: boolean;
  note: string;
  example: string;
  /** Where the caller sends it (issue #29): query, path, header, cookie or body; absent in older shapes. */
  location?: string;
}

/** What a caller depends on (the upstream address is the creator's and invisible to callers). */
export interface ContractShape {
  address?: string;
  method: string;
  responseFormat: string;
  responseExample: string;
  needToken: boolean;
  params: ShapeParam[];
}

export type ChangeKind =
  | 'param.added.optional'
  | 'param.added.required'
  | 'param.removed'
  | 'param.renamed'
  | 'param.required.tightened'
  | 'param.required.relaxed'
  | 'param.type.widened'
  | 'param.type.changed'
  | 'param.location.changed'
  | 'param.note.changed'
  | 'param.example.changed'
  | 'params.reordered'
  | 'method.changed'
  | 'address.changed'
  | 'response.format.changed'
  | 'response.field.added'
  | 'response.field.removed'
  | 'response.field.type.changed'
  | 'response.root.changed'
  | 'response.example.text.changed'
  | 'response.example.declared'
  | 'response.example.not-json'
  | 'token.required'
  | 'token.relaxed';

/** The verdict of each kind: the rule table (also the README's). */
export const CHANGE_RULES: Record<ChangeKind, { breaking: boolean; zh: string; en: string }> = {
  'param.added.optional': { breaking: false, zh: '新增可选参数', en: 'Optional parameter added' },
  'param.added.required': { breaking: true, zh: '新增必填参数', en: 'Required parameter added' },
  'param.removed': { breaking: true, zh: '删除参数', en: 'Parameter removed' },
  'param.renamed': { breaking: true, zh: '参数改名', en: 'Parameter renamed' },
  'param.required.tightened': { breaking: true, zh: '参数改为必填', en: 'Parameter became required' },
  'param.required.relaxed': { breaking: false, zh: '参数改为可选', en: 'Parameter became optional' },
  'param.type.widened': { breaking: false, zh: '参数类型放宽为 string', en: 'Parameter type widened to string' },
  'param.type.changed': { breaking: true, zh: '参数类型改变', en: 'Parameter type changed' },
  'param.location.changed': { breaking: true, zh: '参数位置改变（如查询参数改为请求头）', en: 'Parameter location changed (e.g. query to header)' },
  'param.note.changed': { breaking: false, zh: '参数说明改变', en: 'Parameter description changed' },
  'param.example.changed': { breaking: false, zh: '参数示例改变', en: 'Parameter example changed' },
  'params.reordered': { breaking: false, zh: '参数顺序改变', en: 'Parameters reordered' },
  'method.changed': { breaking: true, zh: '请求方式改变', en: 'Request method changed' },
  'address.changed': { breaking: false, zh: '上游地址改变（调用方不可见）', en: 'Upstream address changed (invisible to callers)' },
  'response.format.changed': { breaking: true, zh: '返回格式改变', en: 'Response format changed' },
  'response.field.added': { breaking: false, zh: '返回新增字段', en: 'Response field added' },
  'response.field.removed': { breaking: true, zh: '返回删除字段', en: 'Response field removed' },
  'response.field.type.changed': { breaking: true, zh: '返回字段类型改变', en: 'Response field type changed' },
  'response.root.changed': { breaking: true, zh: '返回结构改变（对象/数组/值）', en: 'Response shape changed (object/array/value)' },
  'response.example.text.changed': { breaking: false, zh: '返回示例文字改变（非 JSON）', en: 'Response example text changed (not JSON)' },
  'response.example.declared': { breaking: false, zh: '首次声明返回示例', en: 'Response example declared for the first time' },
  'response.example.not-json': { breaking: true, zh: 'JSON 返回示例不再是 JSON', en: 'The JSON response example is no longer JSON' },
  'token.required': { breaking: true, zh: '调用改为需要令牌', en: 'Calls now need a token' },
  'token.relaxed': { breaking: false, zh: '调用不再需要令牌', en: 'Calls no longer need a token' },
};

export interface ClassifiedChange {
  kind: ChangeKind;
  breaking: boolean;
  /** The parameter name or the response path (`$.data.items[].id`), when the change has one. */
  target: string | null;
  before: string | null;
  after: string | null;
}

const change = (kind: ChangeKind, target: string | null = null, before: string | null = null, after: string | null = null): ClassifiedChange => ({
  kind,
  breaking: CHANGE_RULES[kind].breaking,
  target,
  before,
  after,
});

/** A parameter type change that still accepts every old value: anything sent as text is a string. */
const widens = (from: string, to: string) => to === 'string' && (from === 'number' || from === 'boolean');

function paramChanges(before: ShapeParam[], after: ShapeParam[]): ClassifiedChange[] {
  const out: ClassifiedChange[] = [];
  const old = new Map(before.map((p) => [p.name, p]));
  const fresh = new Map(after.map((p) => [p.name, p]));
  const removed = before.filter((p) => !fresh.has(p.name));
  const added = after.filter((p) => !old.has(p.name));
  // A removed and an added parameter alike in everything but the name: one rename.
  for (const r of [...removed]) {
    const twin = added.find((a) => a.type === r.type && a.required === r.required && a.note === r.note && a.location === r.location);
    if (!twin) continue;
    removed.splice(removed.indexOf(r), 1);
    added.splice(added.indexOf(twin), 1);
    out.push(change('param.renamed', r.name, r.name, twin.name));
  }
  for (const r of removed) out.push(change('param.removed', r.name, r.type, null));
  for (const a of added) out.push(change(a.required ? 'param.added.required' : 'param.added.optional', a.name, null, a.type));
  for (const p of after) {
    const was = old.get(p.name);
    if (!was) continue;
    if (was.type !== p.type) out.push(change(widens(was.type, p.type) ? 'param.type.widened' : 'param.type.changed', p.name, was.type, p.type));
    // A caller sends the value where the contract said: moved elsewhere, the old call no longer carries it.
    if (was.location && p.location && was.location !== p.location) out.push(change('param.location.changed', p.name, was.location, p.location));
    if (was.required !== p.required) {
      out.push(change(p.required ? 'param.required.tightened' : 'param.required.relaxed', p.name, String(was.required), String(p.required)));
    }
    if (was.note !== p.note) out.push(change('param.note.changed', p.name, was.note, p.note));
    if (was.example !== p.example) out.push(change('param.example.changed', p.name, was.example, p.example));
  }
  const kept = (list: ShapeParam[]) => list.filter((p) => old.has(p.name) && fresh.has(p.name)).map((p) => p.name).join('\u0000');
  if (kept(before) !== kept(after)) out.push(change('params.reordered'));
  return out;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const kindOf = (v: Json): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function parse(text: string): { ok: true; value: Json } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch {
    return { ok: false };
  }
}

/**
 * How deep two examples are compared: the shapes a contract documents, not the whole of a value nested
 * thousands deep (a 10,000-character example, or a sampled answer, overflowed the stack: a 500 on the
 * creator's edit).
 */
export const SHAPE_DEPTH = 64;

/** Differences of shape between two JSON values (values themselves are examples, not contract). */
function shapeChanges(before: Json, after: Json, path: string, out: ClassifiedChange[], depth = 0): void {
  if (depth > SHAPE_DEPTH) return;
  const a = kindOf(before);
  const b = kindOf(after);
  // null says nothing about a type: either side may be anything.
  if (a === 'null' || b === 'null') return;
  if (a !== b) {
    out.push(change(path === '$' ? 'response.root.changed' : 'response.field.type.changed', path, a, b));
    return;
  }
  if (a === 'array') {
    const x = (before as Json[])[0];
    const y = (after as Json[])[0];
    // An empty array declares no item shape.
    if (x !== undefined && y !== undefined) shapeChanges(x, y, `${path}[]`, out, depth + 1);
    return;
  }
  if (a !== 'object') return;
  const x = before as Record<string, Json>;
  const y = after as Record<string, Json>;
  // Own keys only: `in` also sees Object.prototype, so a field named constructor or toString read as
  // present on the other side (its "type" the prototype's function) instead of removed or added.
  for (const k of Object.keys(x)) {
    if (!Object.hasOwn(y, k)) out.push(change('response.field.removed', `${path}.${k}`, kindOf(x[k]!), null));
    else shapeChanges(x[k]!, y[k]!, `${path}.${k}`, out, depth + 1);
  }
  for (const k of Object.keys(y)) if (!Object.hasOwn(x, k)) out.push(change('response.field.added', `${path}.${k}`, null, kindOf(y[k]!)));
}

function responseChanges(before: ContractShape, after: ContractShape): ClassifiedChange[] {
  if (before.responseFormat.trim().toUpperCase() !== after.responseFormat.trim().toUpperCase()) {
    return [change('response.format.changed', null, before.responseFormat, after.responseFormat)];
  }
  const was = before.responseExample.trim();
  const now = after.responseExample.trim();
  if (was === now) return [];
  if (!was) return [change('response.example.declared')];
  const x = parse(was);
  const y = parse(now);
  if (!x.ok) return [change('response.example.text.changed')];
  if (!y.ok) return [change('response.example.not-json')];
  const out: ClassifiedChange[] = [];
  shapeChanges(x.value, y.value, '$', out);
  return out;
}

/** Every classified difference between the contract callers have now and the proposed one. */
export function classifyChanges(before: ContractShape, after: ContractShape): ClassifiedChange[] {
  const out: ClassifiedChange[] = [];
  if (before.method.toUpperCase() !== after.method.toUpperCase()) out.push(change('method.changed', null, before.method, after.method));
  if (before.address !== undefined && after.address !== undefined && before.address !== after.address) out.push(change('address.changed'));
  out.push(...paramChanges(before.params, after.params));
  out.push(...responseChanges(before, after));
  if (before.needToken !== after.needToken) out.push(change(after.needToken ? 'token.required' : 'token.relaxed'));
  return out;
}

/** A classified change with the rule in both languages, as the creator's and the reviewer's screens show it. */
export const presentChanges = (list: readonly ClassifiedChange[] | null | undefined) =>
  (list ?? []).map((c) => ({ ...c, label: CHANGE_RULES[c.kind]?.zh ?? c.kind, labelEn: CHANGE_RULES[c.kind]?.en ?? c.kind }));

/** Whether a list of changes needs a new version. */
export const isBreaking = (changes: readonly ClassifiedChange[]) => changes.some((c) => c.breaking);

/** Version names: `v` + a positive number. */
export const VERSION_NAME = /^v([1-9]\d{0,5})$/;
export const versionName = (n: number) => `v${n}`;
export function versionNumber(name: string): number | null {
  const m = VERSION_NAME.exec(name);
  return m ? Number(m[1]) : null;
}
