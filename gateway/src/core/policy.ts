import type { AuthUser } from './auth-user.js';
import { forbidden, unauthenticated, type AppError } from './errors.js';

/**
 * Authorisation in one place (issue #33). Each feature writes its permissions once, in
 * `modules/<feature>/<feature>.policy.ts` (`definePolicy`); every service method that needs one takes the
 * caller (the actor) and asks `authorize(actor, rule, subject)`. The doors only authenticate and
 * translate: a GraphQL root field names its rule with `@Gate(rule)` (graphql/gate.ts) and a REST route
 * with `preValidation: gate(rule)` (core/guards.ts); both check the rule's `need` before the arguments
 * are validated (401 / 40001 first, 400 only for the entitled), so a new door inherits the same answers.
 */

/** The caller: the signed-in account, or null/undefined for a visitor. */
export type Actor = AuthUser | null | undefined;

/** What a rule asks of every caller: a signed-in account, or the administrator role. */
export type Need = 'user' | 'admin';

export interface Rule<S = void> {
  /** `feature.action`, e.g. `review.changeMode` (named by `definePolicy`). */
  readonly action: string;
  readonly need: Need;
  /**
   * Rules about one record: may this signed-in caller act on `subject`? Administrators pass a 'user'
   * rule's `allow` only if it says so (see `adminOrOwner`).
   */
  readonly allow?: (actor: AuthUser, subject: S) => boolean;
  /** The refusal when `allow` says no (default FORBIDDEN; a private record's rule answers NOT_FOUND). */
  readonly refuse?: (actor: AuthUser, subject: S) => AppError;
}

type RuleSpec<S> = Omit<Rule<S>, 'action'>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a policy holds rules over different subjects
type AnySpec = RuleSpec<any>;

/** Every rule of every policy, by action name (for the role screen and the authorisation matrix). */
const registry = new Map<string, Rule<unknown>>();

/** A feature's policy: its rules, each named `feature.key`. */
export function definePolicy<const R extends Record<string, AnySpec>>(
  feature: string,
  rules: R,
): { readonly [K in keyof R]: R[K] & { readonly action: string } } {
  const named = Object.fromEntries(
    Object.entries(rules).map(([key, spec]) => {
      const rule = { ...spec, action: `${feature}.${key}` } as Rule<unknown>;
      registry.set(rule.action, rule);
      return [key, rule];
    }),
  );
  return named as { readonly [K in keyof R]: R[K] & { readonly action: string } };
}

/** Any signed-in account. */
export const signedIn = (): RuleSpec<void> => ({ need: 'user' });
/** Administrators only. */
export const adminOnly = (): RuleSpec<void> => ({ need: 'admin' });

/** A rule about the caller alone (no record): `allow` decides, `refuse` answers a no. */
export function callerWho(
  need: Need,
  allow: (actor: AuthUser) => boolean,
  refuse?: (actor: AuthUser) => AppError,
): RuleSpec<void> {
  return { need, allow, refuse };
}

/**
 * A signed-in caller who is an administrator or passes `owns` (e.g. the creator of the API); anyone else
 * is refused by `refuse` (FORBIDDEN unless given).
 */
export function adminOrOwner<S>(
  owns: (actor: AuthUser, subject: S) => boolean,
  refuse?: (actor: AuthUser, subject: S) => AppError,
): RuleSpec<S> {
  return { need: 'user', allow: (actor, subject) => actor.role === 'ADMIN' || owns(actor, subject), refuse };
}

/** The refusal of a signed-in caller without the administrator role. */
export const adminRoleRequired = () => forbidden('需要管理员权限', 'Administrator role required', 'ADMIN_ROLE_REQUIRED');

/** The role check every rule makes first; the doors make it before they validate arguments. */
export function admit(actor: Actor, need: Need): AuthUser {
  if (!actor) throw unauthenticated();
  if (need === 'admin' && actor.role !== 'ADMIN') throw adminRoleRequired();
  return actor;
}

/** May `actor` do `rule` (to `subject`)? */
export function can<S>(actor: Actor, rule: Rule<S>, ...subject: S extends void ? [] : [S]): boolean {
  if (!actor || (rule.need === 'admin' && actor.role !== 'ADMIN')) return false;
  return !rule.allow || rule.allow(actor, subject[0] as S);
}

/**
 * The caller, if it may do `rule` (to `subject`): else UNAUTHENTICATED for visitors, FORBIDDEN without
 * the role, and the rule's refusal when `allow` says no.
 */
export function authorize<S>(actor: Actor, rule: Rule<S>, ...subject: S extends void ? [] : [S]): AuthUser {
  const user = admit(actor, rule.need);
  if (rule.allow && !rule.allow(user, subject[0] as S)) throw rule.refuse?.(user, subject[0] as S) ?? forbidden();
  return user;
}

/** Every registered rule (policies register when their module is loaded). */
export function registeredRules(): ReadonlyMap<string, Rule<unknown>> {
  return registry;
}
