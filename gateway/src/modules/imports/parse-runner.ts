import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../core/errors.js';
import { lazyModule } from '../../core/lazy-module.js';
import { prepare, type PreparedDocument } from './form-adapt.js';
import { IMPORT_LIMITS, type ParseFailure, type Said } from './import-model.js';
import { readEnvelope } from './request-body.js';

const TS = import.meta.url.endsWith('.ts');

/**
 * The parsers (YAML, swagger-parser, the Postman SDK with its faker, curlconverter, openapi-sampler: ~115,000
 * heap objects), loaded by the first import parsed in the request, not at start.
 */
const parsing = lazyModule(() => import('./parse-document.js'));
const parseOrFailure = async (text: string, base?: string) => (await parsing()).parseOrFailure(text, base);

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
  resolve: (r: unknown) => void;
  timer: NodeJS.Timeout;
}

/** A document the worker keeps (not copied back): its preview is rendered there. */
export interface KeptDocument {
  kept: { ref: number; origins: string[] };
}

/** What the worker is asked (the messages `parse.worker.ts` answers). */
export type WorkerJob =
  | { kind: 'parse'; text: string; base?: string; keep: boolean }
  | { kind: 'body'; raw: Uint8Array; keep: boolean }
  | { kind: 'render'; ref: number; sourceUrl: string | null; apis: unknown[]; refusals: Array<[string, Said | null]>; lang: string; message: string }
  | { kind: 'drop'; ref: number };

/** The JSON body of an import: the envelope's fields and its document, parsed (or kept on the worker). */
export interface ReadBody {
  url?: string;
  choices?: unknown;
  document: PreparedDocument | KeptDocument | null;
}

const refused = (f: Said) => new AppError('BAD_USER_INPUT', f, { reason: 'IMPORT_DOCUMENT_INVALID' });
const failed = (r: unknown): r is ParseFailure => typeof r === 'object' && r !== null && 'failure' in r;
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
    const result = Buffer.byteLength(text) <= this.inlineBytes ? prepare(await parseOrFailure(text, base)) : await this.onWorker<Result>({ kind: 'parse', text, base, keep: false });
    if ('failure' in result) throw refused(result.failure);
    return result;
  }

  /** As `parse`, but a large document stays on the worker for `render` (its preview never crosses back). */
  async parseKept(text: string, base?: string): Promise<PreparedDocument | KeptDocument> {
    if (Buffer.byteLength(text) <= this.inlineBytes) return this.parse(text, base);
    const result = await this.onWorker<Result | KeptDocument>({ kind: 'parse', text, base, keep: true });
    if (failed(result)) throw refused(result.failure);
    return result;
  }

  /**
   * The raw JSON body of an import: a small one read here, a large one — the envelope's JSON and the
   * document in it — on the worker. `keep`: a large document stays there for `render`.
   */
  async readBody(raw: Buffer, keep: boolean): Promise<ReadBody> {
    let read: { bad: Said } | { url?: string; choices?: unknown; document: PreparedDocument | KeptDocument | ParseFailure | null };
    if (raw.byteLength <= this.inlineBytes) {
      const body = readEnvelope(raw);
      read = 'bad' in body ? body : { url: body.url, choices: body.choices, document: body.content === undefined ? null : prepare(await parseOrFailure(body.content, body.url?.trim() || undefined)) };
    } else {
      const answer = await this.onWorker<typeof read>({ kind: 'body', raw, keep });
      if (failed(answer)) throw refused(answer.failure);
      read = answer;
    }
    if ('bad' in read) throw new AppError('BAD_USER_INPUT', read.bad);
    if (read.document && failed(read.document)) throw refused(read.document.failure);
    return read as ReadBody;
  }

  /** The preview envelope of a kept document as JSON text, built and serialised on the worker. */
  async render(doc: KeptDocument, job: Omit<Extract<WorkerJob, { kind: 'render' }>, 'kind' | 'ref'>): Promise<string> {
    const result = await this.onWorker<{ json: string } | ParseFailure>({ kind: 'render', ref: doc.kept.ref, ...job });
    if (failed(result)) throw refused(result.failure);
    return result.json;
  }

  /** Frees a kept document whose preview will not be rendered (the request failed on the way). */
  drop(doc: KeptDocument): void {
    ParseRunner.worker?.postMessage({ id: 0, job: { kind: 'drop', ref: doc.kept.ref } satisfies WorkerJob });
  }

  private onWorker<T>(job: WorkerJob): Promise<T | ParseFailure> {
    const worker = ParseRunner.worker ?? this.start();
    const id = ParseRunner.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => ParseRunner.fail(TIMED_OUT), this.timeoutMs);
      ParseRunner.jobs.set(id, { resolve: resolve as (r: unknown) => void, timer });
      worker.postMessage({ id, job });
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
    worker.on('message', (m: { id: number; result: unknown }) => {
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
