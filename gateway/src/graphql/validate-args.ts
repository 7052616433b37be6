import { type ValidationError, type ValidatorOptions, validateOrReject } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';

/** What type-graphql's own validation passes to class-validator (`validate: { forbidUnknownValues: false }`). */
const OPTIONS: ValidatorOptions = { skipMissingProperties: true, forbidUnknownValues: false };

const validated = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Validates a resolver's argument object (an `@Args()` class or an `@Arg()` input) with class-validator,
 * as type-graphql's built-in validation does, but without its `await import('class-validator')` on every
 * call: each field with object arguments paid a dynamic import per request (under a module loader hook a
 * round trip to the loader thread, 16 % of the uncached home query's CPU; issue #35). Scalars and nulls
 * pass unchecked; a list is checked item by item; a failure is type-graphql's `ArgumentValidationError`,
 * which format-error.ts turns into BAD_USER_INPUT.
 */
export async function validateArgs(value: unknown): Promise<void> {
  if (!validated(value)) return;
  try {
    if (Array.isArray(value)) await Promise.all(value.filter(validated).map((item) => validateOrReject(item, OPTIONS)));
    else await validateOrReject(value, OPTIONS);
  } catch (err) {
    throw new ArgumentValidationError(err as ValidationError[]);
  }
}
