import { PARAM_LOCATIONS } from '@api-market/rules';
import type { Lang } from '../../core/errors.js';
import { arrayOf, bool, int, nullable, obj, str } from '../../core/json-schema.js';
import type { Said } from './import-model.js';
import type { ImportOutcome, ImportPreview, PreviewRow } from './imports.service.js';

const say = (lang: Lang, s: Said) => (lang === 'en' ? s.en : s.zh);

/** One operation of a preview, in the caller's language (both doors present this view). */
export const toPreviewRow = (r: PreviewRow, lang: Lang) => ({
  key: r.key,
  name: r.form.name,
  description: r.form.description,
  method: r.form.method,
  address: r.form.address,
  testUrl: r.form.testUrl,
  note: r.form.note,
  responseFormat: r.form.responseFormat,
  needToken: r.form.needToken,
  responseExample: r.form.responseExample,
  parameters: r.form.parameters,
  tags: r.form.tags,
  category: r.form.category,
  icon: r.form.icon,
  hasSchema: r.schema !== null,
  warnings: r.warnings.map((w) => say(lang, w)),
  error: r.error && say(lang, r.error),
  match: r.match,
  action: r.action,
});

export const toPreview = (p: ImportPreview, lang: Lang) => ({
  format: p.format,
  title: p.title,
  version: p.version,
  sourceUrl: p.sourceUrl,
  operations: p.rows.map((r) => toPreviewRow(r, lang)),
});

export const toOutcome = (o: ImportOutcome, lang: Lang) => ({
  ...toPreview(o.preview, lang),
  results: o.results.map((r) => ({ ...r, error: r.error && say(lang, r.error) })),
});

const param = obj({
  name: str, type: str, required: bool, description: str, example: str,
  location: { type: 'string', enum: [...PARAM_LOCATIONS], description: 'Where the parameter travels: query, path, header, cookie or body.' },
});
const diffEntry = obj({ field: str, before: str, after: str });
const previewRow = obj({
  key: { ...str, description: '`METHOD path` of the operation in the document; the key of `choices`.' },
  name: str,
  description: str,
  method: str,
  address: str,
  testUrl: str,
  note: str,
  responseFormat: str,
  needToken: bool,
  responseExample: str,
  parameters: arrayOf(param),
  tags: arrayOf(str),
  category: str,
  icon: str,
  hasSchema: { ...bool, description: 'The document gives the answer’s JSON schema (stored with the API).' },
  warnings: { ...arrayOf(str), description: 'What was cut or guessed to fit the API form.' },
  error: { ...nullable(str), description: 'Why the operation cannot be imported (it is skipped).' },
  match: {
    ...nullable({ type: 'object' }),
    description: 'The caller’s API with the same method and path (or made from this operation by an earlier import), with what an update would change.',
    required: ['apiId', 'name', 'status', 'diff'],
    properties: { apiId: int, name: str, status: int, diff: arrayOf(diffEntry) },
  },
  action: { type: 'string', enum: ['new', 'update', 'skip'], description: 'What the import does without a choice.' },
});

export const previewSchema = obj({
  format: { type: 'string', enum: ['openapi3', 'swagger2', 'postman', 'har', 'curl'] },
  title: str,
  version: str,
  sourceUrl: nullable(str),
  operations: arrayOf(previewRow),
});

export const outcomeSchema = {
  ...previewSchema,
  required: [...previewSchema.required, 'results'],
  properties: {
    ...previewSchema.properties,
    results: arrayOf(obj({ key: str, action: str, apiId: nullable(int), revisionNumber: nullable(int), error: nullable(str) })),
  },
} as const;
