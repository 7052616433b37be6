import type { GraphQLScalarType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { rootGates } from '../../gateway/src/graphql/field-access.js';
import { buildAppSchema } from '../../gateway/src/graphql/schema.js';
import { features } from '../../gateway/src/features.js';
import { GRAPHQL_ACCESS, GRAPHQL_CONTRACT, ruleOf } from './authorization-matrix.access.js';
import { literalFor, operation, rootFields, type RootField } from './graphql-operations.js';
import { newCreator, signInAdmin, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * #16: on GraphQL the caller's right to a guarded root field is checked before its arguments are
 * validated, as REST checks its guard before the body: an anonymous call with invalid arguments answers
 * UNAUTHENTICATED (not BAD_USER_INPUT, which would tell an outsider what the field accepts), a creator's
 * call of an administrator's field FORBIDDEN. Every guarded Query and Mutation field is called with
 * arguments that break their rules: too long strings, negative numbers — every argument, optional ones too,
 * and every field of input objects. The fields whose invalid arguments the administrator is refused for
 * (BAD_USER_INPUT, so the arguments really are invalid) are then called anonymously and as a creator.
 */
describe('GraphQL: authorisation before argument validation', () => {
  let server: TestServer;
  let admin: Caller;
  let creator: Caller;

  beforeAll(async () => {
    server = await startSecurityServer();
    admin = await signInAdmin(server);
    creator = await newCreator(server, 'authfirst');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the gateway gates exactly the fields the reviewed contract names a rule for, each with that rule', async () => {
    const schema = await buildAppSchema(features, createPubSub());
    const reviewed = Object.fromEntries(
      Object.entries(GRAPHQL_ACCESS).filter(([, a]) => a === 'user' || a === 'admin'),
    );
    expect(rootGates(schema)).toEqual(reviewed);
    const named = [schema.getQueryType()!, schema.getMutationType()!]
      .flatMap((t) => Object.values(t.getFields()))
      .flatMap((f) => {
        const gate = (f.extensions as { gate?: { action: string } }).gate;
        return gate ? [[f.name, gate.action]] : [];
      });
    expect(Object.fromEntries(named)).toEqual(
      Object.fromEntries(Object.keys(reviewed).map((name) => [name, GRAPHQL_CONTRACT[name]])),
    );
  });

  it('anonymous + invalid arguments → UNAUTHENTICATED; creator on an admin field + invalid arguments → FORBIDDEN', async () => {
    const fields = (await rootFields(server)).filter(
      ({ f }) => GRAPHQL_ACCESS[f.name] === 'user' || GRAPHQL_ACCESS[f.name] === 'admin',
    );
    const codes = async (op: string, caller: Caller | null) =>
      ((await server.graphql(op, {}, { ...caller?.headers, 'accept-language': 'en' })).errors ?? []).map((e) => e.extensions?.code);

    const invalid: Array<{ name: string; access: string; op: string; mutation: boolean }> = [];
    for (const field of fields) {
      const { kind, f } = field;
      if (!f.args.length) continue;
      const op = invalidOperation(field);
      if ((await codes(op, admin)).includes('BAD_USER_INPUT'))
        invalid.push({ name: f.name, access: GRAPHQL_ACCESS[f.name]!, op, mutation: kind === 'mutation' });
    }
    // The invalid arguments reach the rules of most guarded fields (a field whose arguments have no rule
    // the generator can break is left out, and named here if that count drops).
    expect(invalid.filter((x) => x.mutation).length, invalid.map((x) => x.name).join(' ')).toBeGreaterThanOrEqual(20);
    expect(invalid.some((x) => x.access === 'admin') && invalid.some((x) => x.access === 'user')).toBe(true);

    const wrong: string[] = [];
    for (const x of invalid) {
      const anonymous = await codes(x.op, null);
      if (!anonymous.includes('UNAUTHENTICATED') || anonymous.includes('BAD_USER_INPUT'))
        wrong.push(`visitor ${x.name} (${x.access}): ${anonymous.join(',')}`);
      // (a record rule — administrators or the record's owner — lets a creator reach its own checks)
      if (x.access === 'admin' && !ruleOf(x.name)?.allow) {
        const asCreator = await codes(x.op, creator);
        if (!asCreator.includes('FORBIDDEN') || asCreator.includes('BAD_USER_INPUT'))
          wrong.push(`creator ${x.name} (admin): ${asCreator.join(',')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The field with every argument (optional ones too) given a value that breaks the usual rules. */
function invalidOperation(field: RootField): string {
  return operation(field, field.f.args.map((a) => `${a.name}: ${literalFor(a.type, a.name, invalidScalar, 'all')}`));
}

function invalidScalar(_name: string, scalar: GraphQLScalarType): string {
  if (scalar.name === 'Int' || scalar.name === 'Float') return '-1';
  if (scalar.name === 'Boolean') return 'true';
  if (/date|time/i.test(scalar.name)) return JSON.stringify('not a date');
  if (scalar.name === 'ID') return '"-1"';
  // longer than any text limit short of the article bodies
  return JSON.stringify('x'.repeat(5001));
}
