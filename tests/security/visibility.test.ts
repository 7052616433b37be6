import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCjs as g } from '../../gateway/src/graphql/graphql-cjs.js';
import { apiForm, insertApi, newCreator, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * #16.5: a private API, and another creator's bug fix or screenshot, answer exactly like a missing one,
 * on every path that takes an API id — generated from the REST route table and the GraphQL schema.
 * #26.5: so does a draft (status < 0) to anyone but its creator and administrators (its bug fixes, call
 * history and count, comments).
 */

/** `:id` routes whose id is not an API's (entries, users, keys, notices), and the open call (open by design). */
const NOT_AN_API_ID = [/^\/api\/announcements\//, /^\/api\/bugFixes\//, /^\/api\/notifications\//, /^\/api\/system\/feedback\//, /^\/api\/system\/users\//, /^\/api\/user\/apiKeys\//, /^\/api\/open\//];
const MISSING = 999_999_999;

const bodyFor = (method: string, url: string): unknown => {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (url.endsWith('/bugFixes')) return { version: 'v9', fixTime: '2025-01-01', fixBug: 'probe' };
  if (url.endsWith('/status')) return { status: 0 };
  if (url === '/api/apis/:id') return apiForm();
  return {};
};

describe('visibility: every path that takes an API id', () => {
  let server: TestServer;
  let owner: Caller;
  let other: Caller;
  let priv: number;
  let draft: number;

  beforeAll(async () => {
    server = await startSecurityServer();
    owner = await newCreator(server, 'own');
    other = await newCreator(server, 'oth');
    priv = await insertApi(server, 'https://example.com/private', { owner, visibility: 'private' });
    const fix = await server.request('POST', `/api/apis/${priv}/bugFixes`, { version: 'v1', fixTime: '2025-01-01', fixBug: '私有修复' }, owner.headers);
    expect(fix.body.code).toBe(200);
    draft = await insertApi(server, 'https://example.com/draft', { owner, status: -1 });
    const draftFix = await server.request('POST', `/api/apis/${draft}/bugFixes`, { version: 'v1', fixTime: '2025-01-01', fixBug: '草稿修复' }, owner.headers);
    expect(draftFix.body.code).toBe(200);
  });
  const hidden = () => [['private', priv, '私有修复'], ['draft', draft, '草稿修复']] as const;
  afterAll(async () => server?.stop());

  const answer = async (method: string, url: string, id: number, who: Caller | null) => {
    const res = await server.request(method, url.replace(':id', String(id)), bodyFor(method, url), { ...(who?.headers ?? {}), 'x-lang': 'en' });
    // The id itself may be echoed in a message; what differs otherwise is a leak.
    return { status: res.status, code: res.body?.code, message: String(res.body?.message ?? '').replaceAll(String(id), '#') };
  };

  it('the bug-fix history of a private API or a draft is hidden from visitors and other creators (REST and GraphQL)', async () => {
    for (const [, id, text] of hidden()) {
      for (const who of [null, other]) {
        const res = await server.request('GET', `/api/apis/${id}/bugFixes`, undefined, who?.headers);
        expect(res.status).toBe(404);
        expect(res.text).not.toContain(text);
        const gql = await server.graphql(`{ bugFixEntries(apiId: ${id}) { description } }`, undefined, who?.headers);
        expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
      const mine = await server.request('GET', `/api/apis/${id}/bugFixes`, undefined, owner.headers);
      expect(mine.body.data[0].description).toBe(text);
    }
  });

  it('REST: for anonymous and another creator, the private id answers exactly as a missing id (route table)', async () => {
    const routes = server.app.routes.filter((r) => r.url.includes(':id') && !NOT_AN_API_ID.some((re) => re.test(r.url)));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const leaks: string[] = [];
    for (const [label, id] of hidden()) {
      for (const r of routes) {
        for (const who of [null, other]) {
          const a = await answer(r.method, r.url, id, who);
          const b = await answer(r.method, r.url, MISSING, who);
          if (JSON.stringify(a) !== JSON.stringify(b)) leaks.push(`${label}: ${r.method} ${r.url} as ${who ? 'other creator' : 'visitor'}: ${JSON.stringify(a)} vs missing ${JSON.stringify(b)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // Nothing was changed by those attempts.
    const rows = await server.ds.query(`SELECT status, address FROM api WHERE id = ANY($1) ORDER BY status`, [[priv, draft]]);
    expect(rows).toEqual([{ status: -1, address: 'https://example.com/draft' }, { status: 1, address: 'https://example.com/private' }]);
  });

  it('GraphQL: every field with an API id argument answers the private id as a missing one (schema)', async () => {
    const schema = server.app.schema;
    const leaks: string[] = [];
    let checked = 0;
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const field of Object.values(root.getFields())) {
        const idArg = field.args.find((a) => a.name === 'apiId');
        if (!idArg) continue;
        // Other required arguments get a plausible value; the selection takes the scalars of the result.
        const otherArgs = field.args.filter((a) => a !== idArg && g.isNonNullType(a.type) && a.defaultValue === undefined);
        const args = otherArgs.map((a) => `${a.name}: ${sample(a.type)}`).join(', ');
        const sel = selection(field.type);
        const op = root === schema.getMutationType() ? 'mutation' : 'query';
        const doc = (id: number) => `${op} { ${field.name}(apiId: ${id}${args ? `, ${args}` : ''}) ${sel} }`;
        for (const [label, id] of hidden()) {
          for (const who of [null, other]) {
            const a = await server.graphql(doc(id), undefined, { ...(who?.headers ?? {}), 'x-lang': 'en' });
            const b = await server.graphql(doc(MISSING), undefined, { ...(who?.headers ?? {}), 'x-lang': 'en' });
            const norm = (x: typeof a, n: number) => JSON.stringify({ status: x.status, data: x.data ?? null, errors: (x.errors ?? []).map((e) => [e.extensions?.code, e.message.replaceAll(String(n), '#')]) });
            if (norm(a, id) !== norm(b, MISSING)) leaks.push(`${label}: ${field.name} as ${who ? 'other creator' : 'visitor'}: ${norm(a, id)} vs ${norm(b, MISSING)}`);
          }
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(leaks).toEqual([]);
  });
});

function sample(type: import('graphql').GraphQLInputType): string {
  const t = g.getNullableType(type);
  if (g.isListType(t)) return '[]';
  if (g.isEnumType(t)) return t.getValues()[0]!.name;
  if (g.isInputObjectType(t)) {
    const fields = Object.values(t.getFields()).filter((f) => g.isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${sample(f.type)}`).join(', ')} }`;
  }
  const name = (t as import('graphql').GraphQLNamedType).name;
  return name === 'Int' || name === 'Float' ? '1' : name === 'Boolean' ? 'true' : '"x"';
}

function selection(type: import('graphql').GraphQLOutputType): string {
  const t = g.getNamedType(type);
  if (!g.isObjectType(t)) return '';
  const scalars = Object.values(t.getFields()).filter((f) => g.isLeafType(g.getNamedType(f.type)) && f.args.length === 0).map((f) => f.name);
  return scalars.length ? `{ ${scalars.join(' ')} }` : '{ __typename }';
}
