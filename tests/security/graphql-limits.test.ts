import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.js';
import { graphqlCjs } from '../../gateway/src/graphql/graphql-cjs.js';
import { operationCost, queryLimitRules } from '../../gateway/src/graphql/query-limits.js';
import { newCreator, startSecurityServer, type Caller, type TestServer } from './support.js';

const limits = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).graphql;
const createApi = (alias: string) =>
  `${alias}: createApi(input: { name: "${alias}", address: "https://example.com/a", testUrl: "https://example.com/t" }) { id }`;

describe('GraphQL: writes are counted after fragments are expanded (#16.3)', () => {
  let server: TestServer;
  let creator: Caller;
  beforeAll(async () => {
    server = await startSecurityServer({ RATE_LIMIT_WRITE: '5/60' });
    creator = await newCreator(server);
  });
  afterAll(async () => server?.stop());

  const drafts = async () => Number((await server.ds.query(`SELECT count(*)::int AS n FROM api`))[0].n);

  it('an inline fragment on Mutation with 6 writes spends 6 points: over a 5/min limit it is refused whole', async () => {
    const before = await drafts();
    const fields = Array.from({ length: 6 }, (_, i) => createApi(`k${i}`)).join('\n');
    const res = await server.graphql(`mutation { ... on Mutation { ${fields} } }`, undefined, creator.headers);
    expect(res.status).toBe(429);
    expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await drafts()).toBe(before);
  });

  it('a named fragment spread is expanded the same way (nested fragments too)', async () => {
    const other = await newCreator(server);
    const q = `mutation { ...W }
      fragment W on Mutation { ${createApi('a')} ${createApi('b')} ...V }
      fragment V on Mutation { ${createApi('c')} ${createApi('d')} ${createApi('e')} ${createApi('f')} }`;
    const res = await server.graphql(q, undefined, other.headers);
    expect(res.status).toBe(429);
  });

  it('within the limit the fragment’s writes go through and are counted', async () => {
    const third = await newCreator(server);
    const ok = await server.graphql(`mutation { ... on Mutation { ${createApi('x1')} ${createApi('x2')} } }`, undefined, third.headers);
    expect(ok.errors).toBeUndefined();
    const more = await server.graphql(`mutation { ... on Mutation { ${createApi('y1')} ${createApi('y2')} ${createApi('y3')} ${createApi('y4')} } }`, undefined, third.headers);
    expect(more.status).toBe(429);
  });
});

describe('GraphQL: cost, alias, depth and token limits, before execution (#16.4)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSecurityServer();
  });
  afterAll(async () => server?.stop());

  it('refuses 1,000 aliases of apis(limit: 100) at once, with a clear error and no execution', async () => {
    const q = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: apis(limit: 100) { items { name } }`).join(' ')} }`;
    const res = await server.graphql(q, undefined, { 'x-lang': 'en' });
    // 400 with no data: refused while validating (an executed operation answers 200, with data or errors).
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/limit|tokens/i);
  });

  it('refuses too many aliases, in the caller’s language', async () => {
    const n = limits.maxAliases + 1;
    const q = `{ ${Array.from({ length: n }, (_, i) => `c${i}: categories { id }`).join(' ')} }`;
    const zh = await server.graphql(q);
    expect(zh.status).toBe(400);
    expect(zh.errors?.[0]?.message).toBe(`别名数量 ${n} 超过上限 ${limits.maxAliases}`);
    const en = await server.graphql(q, undefined, { 'x-lang': 'en' });
    expect(en.errors?.[0]?.message).toBe(`Aliases limit of ${limits.maxAliases} exceeded, found ${n}`);
  });

  it('counts aliases hidden in fragments', async () => {
    const n = limits.maxAliases + 1;
    const q = `{ ...F } fragment F on Query { ${Array.from({ length: n }, (_, i) => `c${i}: categories { id }`).join(' ')} }`;
    const res = await server.graphql(q);
    expect(res.status).toBe(400);
  });

  it('refuses a query nested too deep, yet answers the standard introspection query', async () => {
    const standard = await server.graphql(graphqlCjs.getIntrospectionQuery());
    expect(standard.errors).toBeUndefined();
    // Introspection's recursive ofType chain is the deepest path any caller can build.
    let inner = 'name';
    for (let i = 0; i < limits.maxDepth; i++) inner = `ofType { ${inner} }`;
    const res = await server.graphql(`{ __schema { types { ${inner} } } }`, undefined, { 'x-lang': 'en' });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/^Query depth limit of \d+ exceeded/);
  });

  it('refuses a document with too many tokens', async () => {
    const q = `{ ${Array.from({ length: limits.maxTokens }, () => '__typename').join(' ')} }`;
    const res = await server.graphql(q, undefined, { 'x-lang': 'en' });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe(`The document has more than ${limits.maxTokens} tokens; parsing was aborted`);
  });

  it('refuses a cost that comes from variables (page size × aliases), in the caller’s language', async () => {
    const q = `query Q($n: Int!) { ${Array.from({ length: 25 }, (_, i) => `a${i}: apis(limit: $n) { items { name description address status } }`).join(' ')} }`;
    const ok = await server.graphql(q, { n: 1 });
    expect(ok.errors).toBeUndefined();
    const res = await server.graphql(q, { n: 100 });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toMatch(/^查询开销 \d+ 超过上限 \d+/);
  });

  it('introspection is on by default', async () => {
    const res = await server.graphql('{ __schema { queryType { name } } }');
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('introspection can be switched off (GRAPHQL_INTROSPECTION=false)', async () => {
    const off = await startSecurityServer({ GRAPHQL_INTROSPECTION: 'false' });
    try {
      const res = await off.graphql('{ __schema { queryType { name } } }');
      expect(res.status).toBe(400);
      expect(res.data).toBeUndefined();
      // Ordinary queries still work.
      expect((await off.graphql('{ categories { id } }')).errors).toBeUndefined();
    } finally {
      await off.stop();
    }
  });
});

describe('GraphQL limits leave every operation of the client room', () => {
  it('each client operation (the generated documents) passes every limit with room to spare', async () => {
    const g = graphqlCjs;
    const schema = g.buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema/schema.graphql'), 'utf8'));
    const generated: Record<string, unknown> = await import('../../client/src/gql/graphql.js');
    const docs = Object.entries(generated).filter(([k, v]) => k.endsWith('Document') && (v as DocumentNode)?.kind === 'Document');
    expect(docs.length).toBeGreaterThan(10);
    const rules = queryLimitRules({ ...limits, maxAliases: Math.floor(limits.maxAliases / 2), maxDepth: limits.maxDepth - 4 });
    for (const [name, doc] of docs) {
      const document = g.parse(g.print(doc as DocumentNode), { maxTokens: limits.maxTokens / 2 });
      expect(g.validate(schema, document, [...g.specifiedRules, ...rules]).map((e) => e.message), name).toEqual([]);
      const op = g.getOperationAST(document);
      // Required variables get a plausible value: page sizes at the largest the server allows (100).
      const sample = (type: import('graphql').GraphQLInputType, name: string): unknown => {
        const t = g.getNullableType(type);
        if (g.isListType(t)) return [];
        if (g.isInputObjectType(t)) {
          return Object.fromEntries(
            Object.values(t.getFields())
              .filter((f) => g.isNonNullType(f.type) && f.defaultValue === undefined)
              .map((f) => [f.name, sample(f.type, f.name)]),
          );
        }
        if (g.isEnumType(t)) return t.getValues()[0]!.value;
        const named = t as import('graphql').GraphQLNamedType;
        if (named.name === 'Int' || named.name === 'Float') return /limit|pageSize/i.test(name) ? 100 : 1;
        if (named.name === 'Boolean') return true;
        return 'x';
      };
      const variables = Object.fromEntries(
        (op?.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          sample(g.typeFromAST(schema, v.type as never) as import('graphql').GraphQLInputType, v.variable.name.value),
        ]),
      );
      const cost = operationCost(schema as never, document as never, variables);
      expect(cost, name).toBeLessThan(limits.maxCost / 2);
    }
  });
});
