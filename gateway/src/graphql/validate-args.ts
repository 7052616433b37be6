import { type ValidationError, type ValidatorOptions, getMetadataStorage, validateOrReject } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';

/** What type-graphql's own validation passes to class-validator (`validate: { forbidUnknownValues: false }`). */
const OPTIONS: ValidatorOptions = { skipMissingProperties: true, forbidUnknownValues: false };

const validated = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Whether class-validator has anything to check on objects made by `ctor` (its own rules or inherited
 * ones), decided once per class: decorators run when a class is defined, before any request. Without
 * rules, `validateOrReject` with OPTIONS checks nothing — yet it walks every class's metadata to find that
 * out, on each argument object of each field of each request (issue #35).
 */
const ruled = new WeakMap<object, boolean>();
function hasRules(value: object): boolean {
  const ctor = (value as { constructor?: unknown }).constructor;
  if (typeof ctor !== 'function') return true; // no class to ask about: let class-validator decide
  let known = ruled.get(ctor);
  if (known === undefined) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(ctor, '', OPTIONS.always ?? false, OPTIONS.strictGroups ?? false);
    known = rules.length > 0;
    ruled.set(ctor, known);
  }
  return known;
}

/**
 * Validates a resolver's argument object (an `@Args()` class or an `@Arg()` input) with class-validator,
 * as type-graphql's built-in validation does, but without its `await import('class-validator')` on every
 * call: each field with object arguments paid a dynamic import per request (under a module loader hook a
 * round trip to the loader thread, 16 % of the uncached home query's CPU; issue #35). Scalars, nulls and
 * objects of a class without rules pass unchecked; a list is checked item by item; a
 * failure is type-graphql's `ArgumentValidationError`, which format-error.ts turns into BAD_USER_INPUT.
 */
export async function validateArgs(value: unknown): Promise<void> {
  if (!validated(value)) return;
  try {
    if (Array.isArray(value)) {
      const items = value.filter((item): item is object => validated(item) && hasRules(item));
      if (items.length > 0) await Promise.all(items.map((item) => validateOrReject(item, OPTIONS)));
    } else if (hasRules(value)) await validateOrReject(value, OPTIONS);
  } catch (err) {
    throw new ArgumentValidationError(err as ValidationError[]);
  }
}
