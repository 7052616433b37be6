import { Worker } from 'node:worker_threads';
import { AppError } from '../../core/errors.js';
import { IMPORT_LIMITS, type ParsedDocument, type ParseFailure } from './import-model.js';
import { parseOrFailure } from './parse-document.js';

const TS = import.meta.url.endsWith('.ts');

export interface ParseRunnerOptions {
  /** Documents larger than this many bytes are parsed on a worker thread. */
  inlineBytes?: number;
  /** A worker that has not answered by then is stopped. */
  timeoutMs?: number;
  /** The worker's heap: a document that expands beyond it is refused, the gateway is not touched. */
  maxHeapMb?: number;
}

const refused = (f: ParseFailure['failure']) => new AppError('BAD_USER_INPUT', f, { reason: 'IMPORT_DOCUMENT_INVALID' });

/**
 * Parses import documents: small ones in the request, large ones on a worker thread of their own (with
 * a heap cap and a deadline), so a 20 MB document never blocks the event loop that serves other calls.
 */
export class ParseRunner {
  private readonly inlineBytes: number;
  private readonly timeoutMs: number;
  private readonly maxHeapMb: number;

  constructor(opts: ParseRunnerOptions = {}) {
    this.inlineBytes = opts.inlineBytes ?? IMPORT_LIMITS.inlineBytes;
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.maxHeapMb = opts.maxHeapMb ?? 1024;
  }

  async parse(text: string, base?: string): Promise<ParsedDocument> {
    const result = Buffer.byteLength(text) <= this.inlineBytes ? await parseOrFailure(text, base) : await this.onWorker(text, base);
    if ('failure' in result) throw refused(result.failure);
    return result;
  }

  private onWorker(text: string, base?: string): Promise<ParsedDocument | ParseFailure> {
    // Under the TypeScript sources (tests, `npm run dev`) the worker compiles its file as the gateway does.
    const file = new URL(TS ? './parse.worker.ts' : './parse.worker.js', import.meta.url);
    const worker = new Worker(file, {
      workerData: { text, base },
      execArgv: TS ? ['--import', '@swc-node/register/esm-register'] : [],
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    return new Promise((resolve) => {
      const done = (r: ParsedDocument | ParseFailure) => {
        clearTimeout(timer);
        void worker.terminate();
        resolve(r);
      };
      const timer = setTimeout(
        () => done({ failure: { zh: '文档过大或过于复杂，解析超时', en: 'The document is too large or too complex: parsing timed out' } }),
        this.timeoutMs,
      );
      worker.once('message', (m: ParsedDocument | ParseFailure) => done(m));
      worker.once('error', (err: Error & { code?: string }) =>
        done(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { failure: { zh: '文档展开后过大（疑似膨胀攻击），已拒绝', en: 'The document expands beyond the memory limit (an expansion bomb?); refused' } }
            : { failure: { zh: `无法读取文档：${err.message}`, en: `The document cannot be read: ${err.message}` } },
        ),
      );
    });
  }
}
