import { PARAM_LOCATIONS } from '@api-market/rules';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import type { JsonSchema } from 'json-schema-faker';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth-user.js';
import { AppError, apiNotFound } from '../../core/errors.js';
import type { RateLimiters } from '../../core/rate-limiters.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import { RefreshingCache } from '../open-call/open-call.service.js';
import { lazyModule } from '../../core/lazy-module.js';
import { AnswerPool, type Generate } from './answer-pool.js';
import { checkParams } from './mock-params.rules.js';
import { valuesOfRequest, type LocatedParam } from '../open-call/param-placement.rules.js';
import type { MockRecorder } from './mock-recorder.js';

const mockTargetRow = z.object({
  id: z.number(),
  status: z.number(),
  visibility: z.string(),
  creator_id: z.number().nullable(),
  prototype: z.boolean(),
  response_format: z.string(),
  response_example: z.string(),
  response_schema: z.record(z.string(), z.unknown()).nullable(),
});
/** What the mock answers from: the API's status, sample answer and answer schema (behind the mock's cache). */
const mockTargetStatement = statement<[apiId: number], typeof mockTargetRow>(
  'mock.target',
  `SELECT id, status, visibility, creator_id, prototype, response_format, response_example, response_schema FROM api WHERE id = $1`,
  mockTargetRow,
);
const mockParamRow = z.object({ name: z.string(), type: z.string(), required: z.boolean(), location: z.enum(PARAM_LOCATIONS) });
/** The parameters the mock checks a request against, and where each is read (issue #29). */
const mockParamsStatement = statement<[apiId: number], typeof mockParamRow>(
  'mock.params',
  `SELECT name, type, required, location FROM api_param WHERE api_id = $1 ORDER BY position, id`,
  mockParamRow,
);

export type MockMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MockInput {
  apiId: number;
  method: MockMethod;
  query: Record<string, unknown>;
  body: unknown;
  /** The request's headers: declared header and cookie parameters are read from them (issue #29). */
  headers?: Record<string, string | string[] | undefined>;
  /** The tester's parameters as one name → value map (mockCall); `query` and `body` are then ignored. */
  values?: Record<string, unknown>;
  ip: string;
  /** The signed-in caller (the visibility rule: a private API or a draft only for its creator and admins). */
  viewer: AuthUser | null;
  /** Whom the call is recorded for (the key's owner on a prototype's open call); default: the viewer. */
  userId?: number | null;
  /** `performance.now()` when the gateway received the request: the recorded time runs from there. */
  receivedAt?: number;
  /** The open call of a published prototype: the open-call service has already checked the API. */
  prototype?: boolean;
  /** The caller's receipt, told over `callRecorded` once the mock call is recorded. */
  receipt?: string;
}

/** Where the answer came from: generated from the schema, the API's sample answer, or nothing known. */
export type MockSource = 'schema' | 'example' | 'empty';

export interface MockResult {
  status: number;
  contentType: string;
  body: string;
  source: MockSource;
  /** `X-Mock: true` and `X-Mock-Source`: every mock answer says it is one. */
  headers: Record<string, string>;
}

/** What the mock needs of an API (cached a second, as the proxy's targets). */
interface MockTarget {
  id: number;
  status: number;
  visibility: string;
  creatorId: number | null;
  prototype: boolean;
  contentType: string;
  example: string;
  /** The answer schema, prepared, with the generator that follows it; null without one. */
  schema: { prepared: JsonSchema; generate: Generate } | null;
  /** The stored schema's JSON text (what identifies its pool of answers). */
  schemaText: string;
  params: LocatedParam[];
}

const CACHE_MS = 1000;

/** The data generator (json-schema-faker with the zh_CN faker: ~50,000 heap objects), loaded with the first schema. */
const mockData = lazyModule(() => import('./mock-data.js'));

const CONTENT_TYPES: Record<string, string> = {
  JSON: 'application/json; charset=utf-8',
  XML: 'application/xml; charset=utf-8',
  HTML: 'text/html; charset=utf-8',
};

/** The headers that mark a mock answer (the errors' too). */
export const mockHeaders = (source?: MockSource): Record<string, string> =>
  source ? { 'x-mock': 'true', 'x-mock-source': source } : { 'x-mock': 'true' };

/**
 * The mock of every API (issue #29): answers from the API's answer schema (generated data that validates
 * against it), else its sample answer; checks the request against the parameter table first (400). Never
 * touches the upstream, the quotas or the call statistics; each call is recorded in `mock_call`, which the
 * call history lists as mock. MOCK_RATE_PER_MINUTE calls per minute per caller.
 */
export class MockService {
  /** Fresh for a second, then refreshed in the background while the last one is served (as the proxy's). */
  private readonly cache = new RefreshingCache<number, MockTarget | null>((id) => this.load(id), CACHE_MS);
  /** Generated answers per API, kept across reloads while its schema stays the same. */
  private readonly pools = new Map<number, { identity: string; pool: AnswerPool | null }>();

  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly recorder: MockRecorder,
    private readonly limits: Pick<RateLimiters, 'consumePerMinute'>,
    private readonly perMinute: number,
  ) {
    this.sql = sqlOn(ds);
  }

  /** Forget a cached API (its contract changed). */
  invalidate(apiId: number): void {
    this.cache.invalidate(apiId);
  }

  /** Forgets each API announced as changed (by any gateway). */
  follow(changes: AsyncIterable<{ apiId: number }>): void {
    void (async () => {
      for await (const { apiId } of changes) this.invalidate(apiId);
    })();
  }

  async stop(): Promise<void> {
    await this.recorder.stop();
  }

  async answer(input: MockInput): Promise<MockResult> {
    const api = await this.target(input.apiId);
    if (!api || (!input.prototype && !visibleTo(input.viewer, api))) throw apiNotFound();
    const userId = input.userId === undefined ? (input.viewer?.id ?? null) : input.userId;
    await this.limits.consumePerMinute('mock', this.perMinute, userId !== null ? `u:${userId}` : `ip:${input.ip}`);
    const started = input.receivedAt ?? performance.now();
    let status = 500;
    try {
      checkParams(api.params, input.values ?? valuesOfRequest(api.params, input));
      const { body, source } = this.body(api, this.pool(api));
      status = 200;
      const contentType = source === 'schema' ? CONTENT_TYPES.JSON! : api.contentType;
      return { status, contentType, body, source, headers: mockHeaders(source) };
    } catch (err) {
      if (err instanceof AppError && err.code === 'BAD_USER_INPUT') status = 400;
      throw err;
    } finally {
      this.recorder.record({
        apiId: api.id,
        responseTimeMs: Math.max(0, Math.round((performance.now() - started) * 1000) / 1000),
        requestIp: input.ip,
        success: status < 400,
        status,
        userId,
        requestedAt: new Date(),
        receipt: input.receipt,
      });
    }
  }

  /** The API's pool of generated answers (null: no schema, or one the generator cannot follow). */
  private pool(api: MockTarget): AnswerPool | null {
    if (!api.schema) return null;
    const kept = this.pools.get(api.id);
    if (kept?.identity === api.schemaText) return kept.pool;
    let pool: AnswerPool | null = null;
    try {
      pool = new AnswerPool(api.schema.prepared, api.schema.generate);
    } catch {
      // A schema the generator cannot follow: the sample answer stands in.
    }
    this.pools.set(api.id, { identity: api.schemaText, pool });
    if (this.pools.size > 10_000) this.pools.delete(this.pools.keys().next().value!);
    return pool;
  }

  private body(api: MockTarget, pool: AnswerPool | null): { body: string; source: MockSource } {
    if (pool) {
      try {
        return { body: pool.take(), source: 'schema' };
      } catch {
        // The generator failed on this one: the sample answer stands in.
      }
    }
    if (api.example.trim() !== '') return { body: api.example, source: 'example' };
    return { body: '{}', source: 'empty' };
  }

  private target(apiId: number): Promise<MockTarget | null> {
    return this.cache.get(apiId);
  }

  private async load(apiId: number): Promise<MockTarget | null> {
    const [r, params] = await Promise.all([this.sql.first(mockTargetStatement, [apiId]), this.sql.all(mockParamsStatement, [apiId])]);
    if (!r) return null;
    const stored = r.response_schema && typeof r.response_schema === 'object' ? r.response_schema : null;
    const data = stored ? await mockData() : null;
    const prepared = stored && data ? data.prepareSchema(stored) : null;
    return {
      id: r.id,
      status: r.status,
      visibility: r.visibility,
      creatorId: r.creator_id,
      prototype: r.prototype,
      contentType: CONTENT_TYPES[r.response_format.toUpperCase()] ?? 'text/plain; charset=utf-8',
      example: r.response_example,
      schema: data && prepared ? { prepared, generate: data.generate } : null,
      schemaText: r.response_schema ? JSON.stringify(r.response_schema) : '',
      params,
    };
  }
}
