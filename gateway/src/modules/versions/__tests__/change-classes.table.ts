import type { ChangeKind, ContractShape, ShapeParam } from '../change-classes.rules.js';

/**
 * The committed table of kinds of change (issue #30): each case is a before/after pair of contracts, the
 * kinds the rules must find and the verdict (breaking or not). `change-classes.test.ts` requires 100%.
 */
const p = (name: string, over: Partial<ShapeParam> = {}): ShapeParam => ({
  name,
  type: 'string',
  required: false,
  note: `${name} 说明`,
  example: '',
  ...over,
});

export const BASE: ContractShape = {
  address: 'https://upstream.example/v1',
  method: 'GET',
  responseFormat: 'JSON',
  responseExample: '{"code":0,"data":{"city":"北京","temp":21.5,"tags":["a"],"items":[{"id":1,"name":"x"}]},"ok":true}',
  needToken: false,
  params: [p('city', { required: true }), p('unit'), p('days', { type: 'number' })],
};

const withParams = (params: ShapeParam[]): ContractShape => ({ ...BASE, params });
const withExample = (responseExample: string): ContractShape => ({ ...BASE, responseExample });
const example = (data: string) => withExample(`{"code":0,"data":${data},"ok":true}`);

export interface ChangeCase {
  name: string;
  before: ContractShape;
  after: ContractShape;
  kinds: ChangeKind[];
  breaking: boolean;
}

const [city, unit, days] = BASE.params as [ShapeParam, ShapeParam, ShapeParam];

export const CHANGE_CASES: ChangeCase[] = [
  { name: 'nothing changed', before: BASE, after: { ...BASE }, kinds: [], breaking: false },
  { name: 'optional parameter added', before: BASE, after: withParams([...BASE.params, p('lang')]), kinds: ['param.added.optional'], breaking: false },
  { name: 'required parameter added', before: BASE, after: withParams([...BASE.params, p('key', { required: true, note: 'k' })]), kinds: ['param.added.required'], breaking: true },
  { name: 'optional parameter removed', before: BASE, after: withParams([city, days]), kinds: ['param.removed'], breaking: true },
  { name: 'required parameter removed', before: BASE, after: withParams([unit, days]), kinds: ['param.removed'], breaking: true },
  { name: 'parameter renamed', before: BASE, after: withParams([{ ...city, name: 'cityName' }, unit, days]), kinds: ['param.renamed'], breaking: true },
  { name: 'optional became required', before: BASE, after: withParams([city, { ...unit, required: true }, days]), kinds: ['param.required.tightened'], breaking: true },
  { name: 'required became optional', before: BASE, after: withParams([{ ...city, required: false }, unit, days]), kinds: ['param.required.relaxed'], breaking: false },
  { name: 'number widened to string', before: BASE, after: withParams([city, unit, { ...days, type: 'string' }]), kinds: ['param.type.widened'], breaking: false },
  { name: 'boolean widened to string', before: withParams([p('flag', { type: 'boolean' })]), after: withParams([p('flag')]), kinds: ['param.type.widened'], breaking: false },
  { name: 'query parameter moved to a header (issue #29)', before: withParams([city, { ...unit, location: 'query' }, days]), after: withParams([city, { ...unit, location: 'header' }, days]), kinds: ['param.location.changed'], breaking: true },
  { name: 'path parameter moved to the query', before: withParams([{ ...city, location: 'path' }, unit, days]), after: withParams([{ ...city, location: 'query' }, unit, days]), kinds: ['param.location.changed'], breaking: true },
  { name: 'string narrowed to number', before: BASE, after: withParams([city, { ...unit, type: 'number' }, days]), kinds: ['param.type.changed'], breaking: true },
  { name: 'number became object', before: BASE, after: withParams([city, unit, { ...days, type: 'object' }]), kinds: ['param.type.changed'], breaking: true },
  { name: 'string became array', before: BASE, after: withParams([city, { ...unit, type: 'array' }, days]), kinds: ['param.type.changed'], breaking: true },
  { name: 'parameter description changed', before: BASE, after: withParams([{ ...city, note: '城市名称' }, unit, days]), kinds: ['param.note.changed'], breaking: false },
  { name: 'parameter example changed', before: BASE, after: withParams([{ ...city, example: '上海' }, unit, days]), kinds: ['param.example.changed'], breaking: false },
  { name: 'parameters reordered', before: BASE, after: withParams([days, city, unit]), kinds: ['params.reordered'], breaking: false },
  { name: 'method GET to POST', before: BASE, after: { ...BASE, method: 'POST' }, kinds: ['method.changed'], breaking: true },
  { name: 'method POST to DELETE', before: { ...BASE, method: 'POST' }, after: { ...BASE, method: 'DELETE' }, kinds: ['method.changed'], breaking: true },
  { name: 'method case only', before: BASE, after: { ...BASE, method: 'get' }, kinds: [], breaking: false },
  { name: 'upstream address moved', before: BASE, after: { ...BASE, address: 'https://upstream.example/v1b' }, kinds: ['address.changed'], breaking: false },
  { name: 'response format JSON to XML', before: BASE, after: { ...BASE, responseFormat: 'XML' }, kinds: ['response.format.changed'], breaking: true },
  { name: 'response field added', before: BASE, after: withExample('{"code":0,"data":{"city":"北京","temp":21.5,"tags":["a"],"items":[{"id":1,"name":"x"}]},"ok":true,"traceId":"t"}'), kinds: ['response.field.added'], breaking: false },
  { name: 'response field removed', before: BASE, after: withExample('{"code":0,"data":{"city":"北京","temp":21.5,"tags":["a"],"items":[{"id":1,"name":"x"}]}}'), kinds: ['response.field.removed'], breaking: true },
  { name: 'nested field added', before: BASE, after: example('{"city":"北京","temp":21.5,"humidity":3,"tags":["a"],"items":[{"id":1,"name":"x"}]}'), kinds: ['response.field.added'], breaking: false },
  { name: 'nested field removed', before: BASE, after: example('{"city":"北京","tags":["a"],"items":[{"id":1,"name":"x"}]}'), kinds: ['response.field.removed'], breaking: true },
  { name: 'field number became string', before: BASE, after: example('{"city":"北京","temp":"21.5","tags":["a"],"items":[{"id":1,"name":"x"}]}'), kinds: ['response.field.type.changed'], breaking: true },
  { name: 'field array became object', before: BASE, after: example('{"city":"北京","temp":21.5,"tags":{"a":1},"items":[{"id":1,"name":"x"}]}'), kinds: ['response.field.type.changed'], breaking: true },
  { name: 'array item field removed', before: BASE, after: example('{"city":"北京","temp":21.5,"tags":["a"],"items":[{"id":1}]}'), kinds: ['response.field.removed'], breaking: true },
  { name: 'array item field added', before: BASE, after: example('{"city":"北京","temp":21.5,"tags":["a"],"items":[{"id":1,"name":"x","url":"u"}]}'), kinds: ['response.field.added'], breaking: false },
  { name: 'array item type changed', before: BASE, after: example('{"city":"北京","temp":21.5,"tags":[1],"items":[{"id":1,"name":"x"}]}'), kinds: ['response.field.type.changed'], breaking: true },
  { name: 'only example values changed', before: BASE, after: example('{"city":"上海","temp":18,"tags":["b","c"],"items":[{"id":7,"name":"y"}]}'), kinds: [], breaking: false },
  { name: 'empty array declares no item shape', before: BASE, after: example('{"city":"北京","temp":21.5,"tags":[],"items":[]}'), kinds: [], breaking: false },
  { name: 'null value on either side', before: BASE, after: example('{"city":null,"temp":21.5,"tags":["a"],"items":[{"id":1,"name":"x"}]}'), kinds: [], breaking: false },
  { name: 'envelope object became array', before: BASE, after: withExample('[{"city":"北京"}]'), kinds: ['response.root.changed'], breaking: true },
  { name: 'example declared for the first time', before: withExample(''), after: BASE, kinds: ['response.example.declared'], breaking: false },
  { name: 'text example reworded', before: withExample('晴，21 度'), after: withExample('晴天，21 度'), kinds: ['response.example.text.changed'], breaking: false },
  { name: 'JSON example no longer JSON', before: BASE, after: withExample('sunny, 21'), kinds: ['response.example.not-json'], breaking: true },
  { name: 'token now required', before: BASE, after: { ...BASE, needToken: true }, kinds: ['token.required'], breaking: true },
  { name: 'token no longer required', before: { ...BASE, needToken: true }, after: BASE, kinds: ['token.relaxed'], breaking: false },
  {
    name: 'optional added and description changed together',
    before: BASE,
    after: withParams([{ ...city, note: '城市' }, unit, days, p('lang')]),
    kinds: ['param.added.optional', 'param.note.changed'],
    breaking: false,
  },
  {
    name: 'a breaking change among non-breaking ones',
    before: BASE,
    after: { ...withParams([city, unit, days, p('lang')]), method: 'POST' },
    kinds: ['method.changed', 'param.added.optional'],
    breaking: true,
  },
];
