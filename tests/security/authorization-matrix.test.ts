import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isNonNullType, type GraphQLScalarType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../gateway/src/__tests__/support/server.js';
import { newCreator, signInAdmin, startSecurityServer, type Caller } from './support.js';
import { GRAPHQL_ACCESS, ruleOf, type Access } from './authorization-matrix.access.js';
import { registeredRules } from '../../gateway/src/core/policy.js';
import { literalFor, operation, rootFields, type RootField } from './graphql-operations.js';

/**
 * The authorisation matrix (#16), generated: every REST operation of the committed OpenAPI document
 * (its `x-auth` and `x-policy`, which the gateway derives from the route's `gate(rule)`) and every GraphQL
 * root field (its entry in authorization-matrix.access.ts, which must name every field the schema has;
 * a guarded field's access is its policy rule's need) is called as a visitor, as a creator and as the
 * administrator, and must answer as its access says: 401 /
 * UNAUTHENTICATED without a token, 40001 / FORBIDDEN without the role, neither for the entitled.
 * Ids in paths and arguments are ones that do not exist, so the entitled calls change nothing.
 */
const MISSING_ID = 999_999;
const openapi = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../schema/openapi.json'), 'utf8'),
) as {
  paths: Record<
    string,
    Record<string, { 'x-auth'?: Exclude<Access, 'credentials'>; 'x-policy'?: string; operationId: string }>
  >;
};

type Who = 'visitor' | 'creator' | 'admin';
const refusedAs = (
  access: Exclude<Access, 'credentials'>,
  who: Who,
): 'unauthenticated' | 'forbidden' | null => {
  if (access === 'public' || who === 'admin') return null;
  if (who === 'visitor') return 'unauthenticated';
  return access === 'admin' ? 'forbidden' : null;
};

describe('authorisation matrix', () => {
  let server: TestServer;
  /** Fresh sessions for each door: signing out (one of the operations walked) ends the one in use. */
  const sessions = async (): Promise<Record<Who, Caller | null>> => ({
    visitor: null,
    creator: await newCreator(server, 'matrix'),
    admin: await signInAdmin(server),
  });
  /** Signing out last: it ends the session the other operations are called with. */
  const signOutLast = (a: string, b: string) => Number(/logout/i.test(a)) - Number(/logout/i.test(b));

  beforeAll(async () => {
    server = await startSecurityServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('every REST operation answers visitors, creators and the administrator as its x-auth says', async () => {
    const callers = await sessions();
    const operations = Object.entries(openapi.paths)
      .flatMap(([url, ops]) =>
        Object.entries(ops).map(([method, op]) => ({
          url,
          method: method.toUpperCase(),
          access: op['x-auth'] ?? 'public',
          policy: op['x-policy'],
        })),
      )
      .sort((a, b) => signOutLast(a.url, b.url));
    expect(operations.filter((o) => o.access !== 'public').length).toBeGreaterThan(30);
    const wrong: string[] = [];
    // A guarded route names the policy rule it serves (x-policy); its x-auth is that rule's need.
    const rules = registeredRules();
    for (const op of operations.filter((o) => o.policy))
      if (rules.get(op.policy!)?.need !== op.access) wrong.push(`${op.method} ${op.url}: x-auth ${op.access}, ${op.policy} needs ${rules.get(op.policy!)?.need}`);
    for (const who of ['visitor', 'creator', 'admin'] as const) {
      for (const op of operations) {
        if (op.url.startsWith('/api/open/')) continue; // the open-call proxy: its own keys, tested elsewhere
        const url = op.url.replace(/\{[^}]+\}/g, String(MISSING_ID));
        const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
        const res = await server.request(op.method, url, body, {
          ...callers[who]?.headers,
          'accept-language': 'en',
        });
        const got = res.status === 401 ? 'unauthenticated' : res.body?.code === 40001 ? 'forbidden' : null;
        // A record rule (administrators, or the record's owner) refuses a creator who names no own record.
        const recordRule = who === 'creator' && got === 'forbidden' && !!op.policy && !!rules.get(op.policy)?.allow;
        const want = recordRule ? 'forbidden' : refusedAs(op.access, who);
        if (got !== want || res.status >= 500)
          wrong.push(`${who} ${op.method} ${op.url} (${op.access}): ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every GraphQL root field answers visitors, creators and the administrator as its access says', async () => {
    const fields = (await rootFields(server)).sort((a, b) => signOutLast(a.f.name, b.f.name));
    const callers = await sessions();
    // Every field is classified: a new one fails here until its access is written down. The message
    // suggests what the field does today, for the author to check and copy.
    const suggestions: string[] = [];
    for (const field of fields.filter(({ f }) => !(f.name in GRAPHQL_ACCESS))) {
      const { f } = field;
      const codes = async (caller: Caller | null) =>
        ((await server.graphql(operationFor(field), {}, caller?.headers)).errors ?? []).map(
          (e) => e.extensions?.code,
        );
      const seen = (await codes(null)).includes('UNAUTHENTICATED')
        ? (await codes(callers.creator)).includes('FORBIDDEN')
          ? 'admin'
          : 'user'
        : 'public';
      suggestions.push(`${f.name}: '${seen}',`);
    }
    expect(suggestions, 'add to authorization-matrix.access.ts (after checking each)').toEqual([]);
    expect(Object.keys(GRAPHQL_ACCESS).filter((n) => !fields.some(({ f }) => f.name === n))).toEqual([]);
    const wrong: string[] = [];
    for (const who of ['visitor', 'creator', 'admin'] as const) {
      for (const field of fields) {
        const { f } = field;
        const access = GRAPHQL_ACCESS[f.name]!;
        const res = await server.graphql(
          operationFor(field),
          {},
          { ...callers[who]?.headers, 'accept-language': 'en' },
        );
        const codes = (res.errors ?? []).map((e) => e.extensions?.code);
        const got = codes.includes('UNAUTHENTICATED')
          ? 'unauthenticated'
          : codes.includes('FORBIDDEN')
            ? 'forbidden'
            : null;
        // Signing in with wrong credentials is refused as UNAUTHENTICATED, whoever asks. A record rule
        // (administrators, or the record's owner) may refuse a creator whose arguments name no own record.
        const recordRule = who === 'creator' && got === 'forbidden' && !!ruleOf(f.name)?.allow;
        const want = access === 'credentials' ? 'unauthenticated' : recordRule ? 'forbidden' : refusedAs(access, who);
        if (got !== want || codes.includes('INTERNAL_SERVER_ERROR') || res.status >= 500)
          wrong.push(
            `${who} ${f.name} (${access}): ${res.status} ${JSON.stringify(res.errors ?? res.data).slice(0, 160)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** `query { field(args…) { __typename } }` with values for every required argument. */
function operationFor(field: RootField): string {
  const name = field.f.name;
  const args = field.f.args
    .filter((a) => isNonNullType(a.type))
    .map((a) => `${a.name}: ${literalFor(a.type, a.name, (n, scalar) => validScalar(n, scalar, name), 'required')}`);
  return operation(field, args);
}

const VALID: Record<string, string> = {
  visibility: '"public"',
  requestMethod: '"GET"',
  unit: '"ms"',
  language: '"zh"',
  password: '"matrix-password-1"',
};

/** Values the argument rules accept, so that the entitled reach the resolver's own checks. */
function validScalar(name: string, scalar: GraphQLScalarType, field: string): string {
  // (the visitor's pass registers an account: signing in later must still be refused)
  if (field === 'login' && name === 'password') return '"not-the-password"';
  if (name in VALID) return VALID[name]!;
  if (scalar.name === 'Int' || scalar.name === 'Float' || scalar.name === 'ID')
    return /id$/i.test(name) ? String(MISSING_ID) : '1';
  if (scalar.name === 'Boolean') return 'true';
  if (/date|time/i.test(scalar.name)) return JSON.stringify(new Date().toISOString());
  if (/url|address/i.test(name)) return '"https://example.com/x"';
  if (/mail/i.test(name)) return '"matrix@example.com"';
  return '"matrix"';
}
