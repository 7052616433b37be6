import { parentPort } from 'node:worker_threads';
import { prepare } from './form-adapt.js';
import { parseOrFailure } from './parse-document.js';

/**
 * The import parse worker: documents parsed and fitted to the API form off the request path, one at a
 * time; each answer (or why the document was refused) goes back as data with the job's id.
 */
parentPort!.on('message', (job: { id: number; text: string; base?: string }) => {
  void parseOrFailure(job.text, job.base).then((r) => parentPort!.postMessage({ id: job.id, result: prepare(r) }));
});
