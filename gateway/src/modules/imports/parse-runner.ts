import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../core/errors.js';
import { prepare, type PreparedDocument } from './form-adapt.js';
import { IMPORT_LIMITS, type ParseFailure, type Said } from './import-model.js';
import { parseOrFailure } from './parse-document.js';

const TS = import.meta.url.endsWith('.ts');

export interface ParseRunnerOptions {
  /** Documents larger than this many bytes are parsed on the worker thread. */
  inlineBytes?: number;
  /** A job the worker has not answered by then fails, and the worker is replaced. */
  timeoutMs?: number;
  /** The worker's heap: a document that expands beyond it is refused, the gateway is not touched. */
  maxHeapMb?: number;
}

type Result = PreparedDocument | ParseFailure;
interface Job {
  resolve: (r: Result) => void;
  timer: NodeJS.Timeout;
}

const refused = (f: Said) => new AppError('BAD_USER_INPUT', f, { reason: 'IMPORT_DOCUMENT_INVALID' });
const TIMED_OUT: Said = { zh: '文档过大或过于复杂，解析超时', en: 'The document is too large or too complex: parsing timed out' };
const OUT_OF_MEMORY: Said = { zh: '文档展开后过大（疑似膨胀攻击），已拒绝', en: 'The document expands beyond the memory limit (an expansion bomb?); refused' };

/**
 * Parses import documents: small ones in the request, large ones on a worker thread (one, kept while it
 * is healthy, with a heap cap and a deadline per job), so a 20 MB document never blocks the event loop
 * that serves other calls.
 */
export class ParseRunner {
  private readonly inlineBytes: number;
  private readonly timeoutMs: number;
  private readonly maxHeapMb: number;
  /**
   * One worker per process, shared by every runner: the TypeScript register (tests, dev) loads a native
   * module that a second worker thread in the same process must not load again.
   */
  private static worker: Worker | null = null;
  private static readonly jobs = new Map<number, Job>();
  private static nextId = 1;

  constructor(opts: ParseRunnerOptions = {}) {
    this.inlineBytes = opts.inlineBytes ?? IMPORT_LIMITS.inlineBytes;
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.maxHeapMb = opts.maxHeapMb ?? 1024;
  }

  async parse(text: string, base?: string): Promise<PreparedDocument> {
    const result = Buffer.byteLength(text) <= this.inlineBytes ? prepare(await parseOrFailure(text, base)) : await this.onWorker(text, base);
    if ('failure' in result) throw refused(result.failure);
    return result;
  }

  private onWorker(text: string, base?: string): Promise<Result> {
    const worker = ParseRunner.worker ?? this.start();
    const id = ParseRunner.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => ParseRunner.fail(TIMED_OUT), this.timeoutMs);
      ParseRunner.jobs.set(id, { resolve, timer });
      worker.postMessage({ id, text, base });
    });
  }

  private start(): Worker {
    // Under the TypeScript sources (tests, `npm run dev`) the worker compiles its file as the gateway does.
    const worker = new Worker(new URL(TS ? './parse.worker.ts' : './parse.worker.js', import.meta.url), {
      execArgv: TS ? ['--import', '@swc-node/register/esm-register'] : [],
      env: TS ? { ...process.env, SWC_NODE_PROJECT: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) } : process.env,
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    worker.unref();
    worker.on('message', (m: { id: number; result: Result }) => {
      const job = ParseRunner.jobs.get(m.id);
      if (!job) return;
      ParseRunner.jobs.delete(m.id);
      clearTimeout(job.timer);
      job.resolve(m.result);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      ParseRunner.fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? OUT_OF_MEMORY : { zh: `无法读取文档：${err.message}`, en: `The document cannot be read: ${err.message}` });
    });
    worker.on('exit', () => {
      if (ParseRunner.worker === worker) ParseRunner.worker = null;
    });
    ParseRunner.worker = worker;
    return worker;
  }

  /** Every waiting job fails with `why`; the worker is replaced at the next job. */
  private static fail(why: Said): void {
    const worker = ParseRunner.worker;
    ParseRunner.worker = null;
    for (const [id, job] of ParseRunner.jobs) {
      clearTimeout(job.timer);
      ParseRunner.jobs.delete(id);
      job.resolve({ failure: why });
    }
    void worker?.terminate();
  }
}
