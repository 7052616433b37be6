import { Extensions } from 'type-graphql';
import type { Rule } from '../core/policy.js';

/** What a root field's `@Gate` leaves on the schema field (`extensions.access`, `extensions.action`). */
export interface GateExtensions {
  access: Rule<unknown>['need'];
  action: string;
}

/**
 * Names the policy rule a root Query, Mutation or Subscription field serves. The gateway checks the rule's
 * `need` (signed in / administrator) before the field's arguments are validated (field-access.ts), and the
 * service the resolver calls asks the whole rule (`authorize`), so the resolver itself checks nothing.
 */
export function Gate(rule: Pick<Rule<never>, 'need' | 'action'>): MethodDecorator {
  const gate: GateExtensions = { access: rule.need, action: rule.action };
  return Extensions({ gate }) as MethodDecorator;
}
