import type { GraphQLSchema } from 'graphql';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { sqlOn, statement } from '../../core/sql.js';
import { authorize, type Actor } from '../../core/policy.js';
import { accountPolicy } from './accounts.policy.js';
import { gateOf } from '../../graphql/field-access.js';
import { GRAPHQL_DESCRIPTIONS_ZH } from './graphql-descriptions.zh.js';

/** What a route asks of its caller (its guard `gate(rule)`: none, a signed-in account, the administrator role). */
const roleCountRow = z.object({ role: z.number(), n: z.number() });
const roleCountsStatement = statement<[], typeof roleCountRow>(
  'accounts.role-counts',
  `SELECT role, count(*)::int AS n FROM app_user WHERE status = 1 GROUP BY role`,
  roleCountRow,
);

export type GuardLevel = 'public' | 'user' | 'admin';

export interface GuardedOperation {
  method: string;
  path: string;
  auth: GuardLevel;
  /** `English · 中文` from the route's schema. */
  summary: string;
  tag: string;
}

/** A GraphQL root field and what its gate asks of the caller (its policy rule's need; else public). */
export interface GraphqlOperation {
  kind: 'query' | 'mutation' | 'subscription';
  name: string;
  auth: GuardLevel;
  /** The field's description in the schema (English). */
  description: string;
  /** Its Chinese, from the reviewed table (graphql-descriptions.zh.ts); empty when the table lacks it. */
  descriptionZh: string;
}

export interface RoleView {
  /** VISITOR (no token), USER (REST role 0), ADMIN (REST role 1). */
  role: 'VISITOR' | 'USER' | 'ADMIN';
  /** Accounts holding it now (null for visitors). */
  accounts: number | null;
  /** Operations this role may call that the role below it may not. */
  grants: GuardedOperation[];
  /** GraphQL root fields this role may call that the role below it may not. */
  graphqlGrants: GraphqlOperation[];
  /** Everything it may call (REST and GraphQL), its own grants included. */
  total: number;
}

type OperationDoc = { 'x-auth'?: GuardLevel; summary?: string; tags?: string[] };
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

const LEVELS: Array<{ role: RoleView['role']; auth: GuardLevel }> = [
  { role: 'VISITOR', auth: 'public' },
  { role: 'USER', auth: 'user' },
  { role: 'ADMIN', auth: 'admin' },
];

/**
 * The roles and what each may do, read from the running gateway's own route table: every REST
 * operation's guard (the `x-auth` the OpenAPI document derives from the route's preValidation), so
 * the role screen cannot drift from the rules. The composition root hands it the document once the
 * routes are registered.
 */
export class RoleCatalogueService {
  private operations: GuardedOperation[] = [];
  private fields: GraphqlOperation[] = [];

  constructor(private readonly ds: DataSource) {}

  /**
   * The REST routes from the OpenAPI document and the GraphQL root fields from the served schema, each
   * field's level from the gate the gateway checks it by before its resolver runs (its `@Gate(rule)`,
   * graphql/field-access.ts `gateOf`; a field without one is public — login checks its own password). So both halves come from the guards themselves; the authorisation matrix holds them to
   * the reviewed contract.
   */
  load(doc: { paths?: object }, schema?: GraphQLSchema): void {
    const types = { query: schema?.getQueryType(), mutation: schema?.getMutationType(), subscription: schema?.getSubscriptionType() };
    const root = (kind: GraphqlOperation['kind']): GraphqlOperation[] =>
      Object.values(types[kind]?.getFields() ?? {}).map((f) => ({
        kind,
        name: f.name,
        auth: gateOf(f) ?? 'public',
        description: f.description ?? '',
        descriptionZh: GRAPHQL_DESCRIPTIONS_ZH[`${kind} ${f.name}`] ?? '',
      }));
    this.fields = [...root('query'), ...root('mutation'), ...root('subscription')].sort(
      (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
    );
    this.operations = Object.entries((doc.paths ?? {}) as Record<string, Record<string, OperationDoc>>)
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => METHODS.has(method))
          .map(([method, op]) => ({
            method: method.toUpperCase(),
            path,
            auth: op['x-auth'] ?? 'public',
            summary: op.summary ?? '',
            tag: op.tags?.[0] ?? '',
          })),
      )
      .filter((op) => op.path.startsWith('/api/'))
      .sort(
        (a, b) =>
          a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
      );
  }

  async roles(actor: Actor): Promise<RoleView[]> {
    authorize(actor, accountPolicy.readRoles);
    const counts = await sqlOn(this.ds).all(roleCountsStatement, []);
    const accounts = (code: number) => counts.find((c) => c.role === code)?.n ?? 0;
    return LEVELS.map(({ role, auth }, i) => ({
      role,
      accounts: role === 'VISITOR' ? null : accounts(role === 'ADMIN' ? 1 : 0),
      grants: this.operations.filter((op) => op.auth === auth),
      graphqlGrants: this.fields.filter((f) => f.auth === auth),
      total: [...this.operations, ...this.fields].filter((op) => LEVELS.findIndex((l) => l.auth === op.auth) <= i)
        .length,
    }));
  }
}
