import { Ajv, type CodeOptions, type ValidateFunction } from 'ajv';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { TtlCache } from './ttl-cache.js';
import { classifyChanges, isBreaking } from './change-classes.rules.js';
import { mayBacktrackExponentially } from './pattern-safety.rules.js';

/** The window drift is judged over, and the share of mismatched samples past which it is an alert. */
export const DRIFT_WINDOW_MS = 5 * 60_000;
export const DRIFT_THRESHOLD = 0.01;
const EXAMPLE_MAX = 500;
const QUEUE_MAX = 1000;

/** What an answer is compared with: the version's example, or the API's declared JSON schema. */
interface Declared {
  name: string;
  examples: Map<string, string>;
  /** The API row's JSON schema documents only its newest version (older versions keep their examples). */
  schema: ValidateFunction | null;
  newest: string;
}

interface Sample {
  apiId: number;
  version: string;
  body: Buffer | string;
}

interface Window {
  start: number;
  sampled: number;
  mismatched: number;
  alerted: boolean;
}

export interface DriftAlert {
  apiId: number;
  name: string;
  version: string;
  sampled: number;
  mismatched: number;
  /** One mismatched answer, cut to 500 characters, and what differed. */
  example: string;
  problem: string;
}

const declaredRow = z.object({ name: z.string(), response_schema: z.record(z.string(), z.unknown()).nullable(), response_example: z.string() });
const declaredStatement = statement<[apiId: number], typeof declaredRow>(
  'versions.drift.declared',
  `SELECT name, response_schema, response_example FROM api WHERE id = $1`,
  declaredRow,
);
const exampleRow = z.object({ number: z.number(), response_example: z.string() });
const examplesStatement = statement<[apiId: number], typeof exampleRow>(
  'versions.drift.examples',
  `SELECT number, response_example FROM api_version WHERE api_id = $1`,
  exampleRow,
);

/** The patterns of a declared schema as RegExps, but none that could backtrack exponentially (its schema is then not compiled). */
const guardedRegExp: NonNullable<CodeOptions['regExp']> = Object.assign(
  (pattern: string, flags: string) => {
    if (mayBacktrackExponentially(pattern)) throw new Error(`pattern ${pattern} may backtrack exponentially`);
    return new RegExp(pattern, flags);
  },
  { code: 'new RegExp' },
);

/**
 * An API's declared schema as a validator, by an Ajv instance of its own: one shared instance kept every
 * schema ever compiled into it (its cache, its patterns, its ids: reloaded every 30 s, the memory grew for
 * good), and refused a second schema with the same `$id` — another API's copy of a public schema, or the
 * same API's own schema read again — so drift checks against it quietly stopped. Not checked against the
 * meta-schema: the form did that when it was saved (an instance that did would compile the meta-schema).
 */
function compileDeclared(schema: Record<string, unknown>): ValidateFunction {
  return new Ajv({ allErrors: false, strict: false, validateSchema: false, code: { regExp: guardedRegExp } }).compile(schema);
}

/**
 * Drift detection (issue #30): a share of live answers (`rate`, default 1 %) is taken off the request path —
 * `offer` only draws a random number and, for a sampled answer, queues a reference to its body — and
 * checked later against the version's declared response shape (the API's JSON schema when it has one, else
 * the version's example: a field it declares missing or of another type is a mismatch; extra fields are
 * not). When more than 1 % of the samples of an API in 5 minutes mismatch, `raise` is told once per window.
 */
export class DriftWatch {
  now: () => number = () => Date.now();
  private readonly queue: Sample[] = [];
  private scheduled = false;
  private readonly windows = new Map<number, Window>();
  private readonly declared = new TtlCache<number, Declared | null>((id) => this.load(id), 30_000);
  /** Checks that ran (tests wait on it). */
  checked = 0;

  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    public rate: number,
    private readonly raise: (alert: DriftAlert) => Promise<unknown>,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.sql = sqlOn(ds);
  }

  /** On the request path: a random draw; a sampled successful answer is queued for `drain`. */
  offer(apiId: number, version: string, status: number, body: Buffer | string): void {
    if (status >= 300 || this.rate <= 0 || Math.random() >= this.rate || this.queue.length >= QUEUE_MAX) return;
    this.queue.push({ apiId, version, body });
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.drain().catch(this.onError));
  }

  invalidate(apiId: number): void {
    this.declared.invalidate(apiId);
  }

  /** Follows API changes (a release, an edit, a deprecation): the declared shape is read anew. */
  follow(changes: AsyncIterable<{ apiId: number }>): void {
    void (async () => {
      for await (const { apiId } of changes) this.invalidate(apiId);
    })().catch(() => undefined);
  }

  /** Checks the queued samples (off the request path). */
  async drain(): Promise<void> {
    this.scheduled = false;
    for (let s = this.queue.shift(); s; s = this.queue.shift()) {
      await this.check(s).catch(this.onError);
      this.checked++;
    }
  }

  private async check(s: Sample): Promise<void> {
    const declared = await this.declared.get(s.apiId);
    if (!declared) return;
    const text = typeof s.body === 'string' ? s.body : s.body.toString('utf8');
    const problem = this.mismatch(declared, s.version, text);
    if (problem === undefined) return;
    const now = this.now();
    let w = this.windows.get(s.apiId);
    if (!w || now - w.start >= DRIFT_WINDOW_MS) {
      w = { start: now, sampled: 0, mismatched: 0, alerted: false };
      this.windows.set(s.apiId, w);
    }
    w.sampled++;
    if (problem === null) return;
    w.mismatched++;
    if (w.alerted || w.mismatched / w.sampled <= DRIFT_THRESHOLD) return;
    w.alerted = true;
    await this.raise({ apiId: s.apiId, name: declared.name, version: s.version, sampled: w.sampled, mismatched: w.mismatched,
      example: text.slice(0, EXAMPLE_MAX), problem });
  }

  /** undefined: nothing declared to compare with; null: it matches; else what differs. */
  private mismatch(d: Declared, version: string, text: string): string | null | undefined {
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return (d.schema && version === d.newest) || d.examples.size ? 'not JSON' : undefined;
    }
    if (d.schema && version === d.newest) return d.schema(answer) ? null : `${d.schema.errors?.[0]?.instancePath || '$'} ${d.schema.errors?.[0]?.message ?? ''}`.trim();
    const example = d.examples.get(version);
    if (!example) return undefined;
    try {
      JSON.parse(example);
    } catch {
      return undefined;
    }
    const shape = { method: 'GET', responseFormat: 'JSON', needToken: false, params: [] };
    const diff = classifyChanges({ ...shape, responseExample: example }, { ...shape, responseExample: JSON.stringify(answer) });
    if (!isBreaking(diff)) return null;
    const first = diff.find((c) => c.breaking)!;
    return `${first.target ?? '$'}: ${first.kind}${first.before ? ` (${first.before} → ${first.after ?? '—'})` : ''}`;
  }

  private async load(apiId: number): Promise<Declared | null> {
    const a = await this.sql.first(declaredStatement, [apiId]);
    if (!a) return null;
    const versions = await this.sql.all(examplesStatement, [apiId]);
    const examples = new Map(versions.map((v) => [`v${v.number}`, v.response_example]));
    // The newest version documents what the API row documents now (an edit since its release included).
    const newest = versions.reduce((n, v) => Math.max(n, v.number), 1);
    examples.set(`v${newest}`, a.response_example);
    let schema: ValidateFunction | null;
    try {
      schema = a.response_schema ? compileDeclared(a.response_schema) : null;
    } catch {
      // A schema ajv cannot compile (or with a pattern that could block the event loop) declares nothing usable: the example is used instead.
      schema = null;
    }
    return { name: a.name, examples, schema, newest: `v${newest}` };
  }
}
