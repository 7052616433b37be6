import type { Lang } from '../../core/errors.js';
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
