import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import { expect } from 'vitest';
import type { TestResponse, TestServer } from '../../../gateway/src/__tests__/support/server.js';

/** The committed document: what third parties read. */
export const openapiDocument = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../schema/openapi.json'), 'utf8'),
);

type Responses = Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;

/**
 * Calls REST paths through the real server and checks each answer against the OpenAPI document with
 * openapi-backend (Ajv underneath): the operation exists, the status is declared, the JSON body and
 * the declared headers match. Every checked answer is recorded for the coverage assertion.
 */
export class ContractClient {
  readonly seen = new Map<string, Set<string>>();
  private readonly api = new OpenAPIBackend({
    definition: structuredClone(openapiDocument),
    // openapi-backend checks documents against the OpenAPI 3.0 schema only; the 3.1 document's own
    // validity is asserted with @seriousme/openapi-schema-validator (openapi-document.test.ts).
    quick: true,
    strict: false,
    validate: true,
    ajvOpts: { strict: false },
  });

  constructor(private readonly server: TestServer) {}

  async init(): Promise<void> {
    await this.api.init();
  }

  /** `GET /api/x` → the operation's key `get /api/x/{id}`. */
  operation(method: string, urlPath: string): Operation {
    const url = new URL(urlPath, 'http://contract.test');
    const op = this.api.matchOperation({
      method,
      path: url.pathname,
      headers: {},
      query: Object.fromEntries(url.searchParams),
    });
    expect(op, `${method} ${url.pathname} is not in the OpenAPI document`).toBeDefined();
    return op as Operation;
  }

  async call(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const res = await this.server.request(method, urlPath, body, headers);
    this.check(method, urlPath, res);
    return res;
  }

  /** Checks an answer obtained some other way (multipart, raw fetch). */
  check(method: string, urlPath: string, res: TestResponse): void {
    const op = this.operation(method, urlPath);
    const key = `${op.method.toUpperCase()} ${op.path}`;
    const responses = op.responses as Responses;
    const status = String(res.status);
    const declared = responses[status] ?? responses[`${status[0]}XX`];
    expect(
      declared,
      `${key} answered ${status}, which the document does not declare: ${res.text.slice(0, 300)}`,
    ).toBeDefined();
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('application/json') && declared?.content?.['application/json']) {
      const v = this.api.validateResponse(res.body, op, res.status);
      expect(v.errors ?? [], `${key} ${status} does not match its schema: ${res.text.slice(0, 500)}`).toEqual(
        [],
      );
    } else if (declared?.content) {
      const types = Object.keys(declared.content);
      const fits = types.some((t) => t === '*/*' || type.startsWith(t.replace('*', '').replace(/\/$/, '')));
      expect(fits, `${key} ${status} answered ${type}, the document declares ${types.join(', ')}`).toBe(true);
    }
    for (const name of Object.keys(declared?.headers ?? {})) {
      expect(res.headers.get(name), `${key} ${status} lacks the ${name} header`).not.toBeNull();
    }
    const outcome =
      res.status < 300 &&
      (typeof res.body !== 'object' ||
        res.body === null ||
        res.body.code === undefined ||
        res.body.code === 200)
        ? 'ok'
        : 'error';
    if (!this.seen.has(key)) this.seen.set(key, new Set());
    this.seen.get(key)?.add(`${outcome}:${status}:${res.body?.code ?? ''}`);
  }
}

/** Every operation of the document as `METHOD /path`. */
export function documentedOperations(): Array<{
  key: string;
  op: { 'x-auth'?: string; responses: Responses };
}> {
  const paths = openapiDocument.paths as Record<
    string,
    Record<string, { 'x-auth'?: string; responses: Responses }>
  >;
  return Object.entries(paths).flatMap(([p, item]) =>
    Object.entries(item).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, op })),
  );
}
