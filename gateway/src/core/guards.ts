import type { FastifyRequest } from 'fastify';
import { admit, type Need, type Rule } from './policy.js';

/** A route's `preValidation` guard, derived from the policy rule the route serves. */
export type Guard = ((req: FastifyRequest) => Promise<void>) & { readonly need: Need; readonly action: string };

/**
 * Route `preValidation` guard for a policy rule: authorisation is decided before the body is looked at,
 * so a visitor learns nothing about a guarded path's inputs (401 / 40001 first, 400 only for the
 * entitled). It checks the rule's `need`; the service the handler calls asks the whole rule. The
 * OpenAPI document's `x-auth` is read from it.
 */
export function gate(rule: Pick<Rule<never>, 'need' | 'action'>): Guard {
  const guard = async (req: FastifyRequest) => {
    admit(req.user, rule.need);
  };
  return Object.assign(guard, { need: rule.need, action: rule.action });
}
