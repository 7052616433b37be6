import { parentPort, workerData } from 'node:worker_threads';
import { parseOrFailure } from './parse-document.js';

/** One document parsed off the request path; the answer (or why it was refused) goes back as data. */
const { text, base } = workerData as { text: string; base?: string };
parentPort!.postMessage(await parseOrFailure(text, base));
