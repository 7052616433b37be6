import { parentPort } from 'node:worker_threads';
import { ok } from '../../core/envelope.js';
import type { Lang } from '../../core/errors.js';
import { prepare, type PreparedDocument } from './form-adapt.js';
import type { Said } from './import-model.js';
import type { ExistingApi } from './import-match.js';
import { toPreview } from './imports.presenter.js';
import { parseOrFailure } from './parse-document.js';
import { buildPreview, originsOf } from './preview-rows.js';
import { readEnvelope } from './request-body.js';
import type { WorkerJob } from './parse-runner.js';

/**
 * The import parse worker: documents (and the large JSON bodies that carry them) parsed and fitted to
 * the API form off the request path, one at a time; each answer (or why the document was refused) goes
 * back as data with the job's id. A kept document stays here (not copied back) until its preview is
 * rendered here as the answer's JSON text, so neither the parse nor the serialisation of a big preview
 * runs on the gateway's event loop.
 */
const kept = new Map<number, { doc: PreparedDocument; timer: NodeJS.Timeout }>();
const KEEP_MS = 120_000;
let nextRef = 1;

function keep(id: number, doc: PreparedDocument) {
  kept.set(id, { doc, timer: setTimeout(() => kept.delete(id), KEEP_MS).unref() });
  return { kept: { ref: id, origins: originsOf(doc) } };
}

async function document(text: string, base: string | undefined, hold: boolean) {
  const prepared = prepare(await parseOrFailure(text, base));
  return 'failure' in prepared || !hold ? prepared : keep(nextRef++, prepared);
}

async function run(job: WorkerJob): Promise<unknown> {
  switch (job.kind) {
    case 'parse':
      return document(job.text, job.base, job.keep);
    case 'body': {
      const body = readEnvelope(job.raw);
      if ('bad' in body) return { bad: body.bad };
      const base = body.url?.trim() || undefined;
      return { url: body.url, choices: body.choices, document: body.content === undefined ? null : await document(body.content, base, job.keep) };
    }
    case 'render': {
      const held = kept.get(job.ref);
      if (!held) return { failure: { zh: '预览已过期，请重试', en: 'The preview expired; try again' } satisfies Said };
      kept.delete(job.ref);
      clearTimeout(held.timer);
      const preview = buildPreview(held.doc, job.sourceUrl, job.apis as ExistingApi[], new Map(job.refusals));
      return { json: JSON.stringify(ok({ ...toPreview(preview, job.lang as Lang), results: [] }, job.message)) };
    }
    case 'drop':
      kept.delete(job.ref);
      return null;
  }
}

parentPort!.on('message', (m: { id: number; job: WorkerJob }) => {
  void run(m.job).then(
    (result) => parentPort!.postMessage({ id: m.id, result }),
    (err: unknown) => parentPort!.postMessage({ id: m.id, result: { failure: { zh: `无法读取文档：${String(err)}`, en: `The document cannot be read: ${String(err)}` } } }),
  );
});
