import { defaultFieldResolver, type GraphQLField, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { AuthUser } from '../core/auth-user.js';
import { admit } from '../core/policy.js';
import type { GateExtensions } from './gate.js';

/**
 * A root field's gate is the policy rule its resolver names with `@Gate(rule)` (graphql/gate.ts): 'user'
 * (a signed-in caller) or 'admin'; a field without one is public (login checks its own credentials). The
 * gateway checks the gate BEFORE the field's arguments are validated, as REST checks its guard before the
 * body schema: an anonymous call with invalid arguments is UNAUTHENTICATED, a creator's call of an admin
 * field FORBIDDEN — never BAD_USER_INPUT, which would tell an outsider what the field accepts. The service
 * the resolver calls asks the whole rule (per-record parts included); tests/security/authorization-matrix
 * holds the gates to the reviewed contract.
 */
/** The gate of a root field: its `@Gate(rule)` (graphql/gate.ts); none for a public field. */
export function gateOf(field: GraphQLField<unknown, unknown>): GateExtensions['access'] | undefined {
  return (field.extensions as { gate?: GateExtensions } | undefined)?.gate?.access;
}

/** The gate of every gated Query and Mutation field of a built schema (the role screen and the tests read it). */
export function rootGates(schema: GraphQLSchema): Record<string, GateExtensions['access']> {
  const gates: Record<string, GateExtensions['access']> = {};
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const need = gateOf(field);
      if (need) gates[field.name] = need;
    }
  }
  return gates;
}

/**
 * Puts the role check in front of each guarded Query and Mutation field's resolver. type-graphql's
 * resolver validates the arguments (class-validator) before the resolver body runs, so the check must sit
 * outside it. Only root fields are wrapped: object fields keep their plain resolvers; a subscription's
 * gate is checked before its event stream is opened (the token comes in connection_init).
 */
export function authoriseBeforeValidation(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const need = gateOf(field);
      if (!need) continue;
      const resolve: GraphQLFieldResolver<unknown, { user: AuthUser | null }> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx, info) => {
        admit(ctx.user, need);
        return resolve(source, args, ctx, info);
      };
    }
  }
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const need = gateOf(field);
    if (!need || !field.subscribe) continue;
    const subscribe = field.subscribe;
    field.subscribe = (source, args, ctx: { user: AuthUser | null }, info) => {
      admit(ctx.user, need);
      return subscribe(source, args, ctx, info);
    };
  }
  return schema;
}
