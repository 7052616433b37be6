import { getMetadataStorage } from 'class-validator';
import { describe, expect, it, vi } from 'vitest';
import { ArgsType, ArgumentValidationError, Field, Int } from 'type-graphql';
import { MarketArgs, MarketSort } from '../../modules/catalog/api-market.types.js';
import { validateArgs } from '../validate-args.js';

const args = (over: Partial<MarketArgs>): MarketArgs =>
  Object.assign(new MarketArgs(), { keywords: '', sort: MarketSort.POPULAR, offset: 0, limit: 12, ...over });

describe('validateArgs (the schema’s validateFn, class-validator imported once)', () => {
  it('passes valid argument objects, scalars and null', async () => {
    await expect(validateArgs(args({}))).resolves.toBeUndefined();
    await expect(validateArgs(args({ categoryId: undefined }))).resolves.toBeUndefined(); // missing properties are skipped
    await expect(validateArgs(7)).resolves.toBeUndefined();
    await expect(validateArgs(null)).resolves.toBeUndefined();
  });

  it('rejects a broken rule with type-graphql’s ArgumentValidationError naming the property', async () => {
    const err = await validateArgs(args({ keywords: 'x'.repeat(101) })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ArgumentValidationError);
    expect((err as ArgumentValidationError).extensions.validationErrors.map((v) => v.property)).toEqual(['keywords']);
  });

  it('checks every object of a list', async () => {
    const err = await validateArgs([args({}), args({ categoryId: 0 })]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ArgumentValidationError);
  });

  it('asks class-validator about a class without rules once, not per argument object (issue #35)', async () => {
    @ArgsType()
    class Unruled {
      @Field(() => Int)
      id!: number;
    }
    const unruled = (id: number) => Object.assign(new Unruled(), { id });
    const lookups = vi.spyOn(getMetadataStorage(), 'getTargetValidationMetadatas');
    try {
      for (let id = 0; id < 5; id++) await expect(validateArgs(unruled(id))).resolves.toBeUndefined();
      await expect(validateArgs([unruled(1), unruled(2)])).resolves.toBeUndefined();
      expect(lookups.mock.calls.filter(([target]) => target === Unruled)).toHaveLength(1);
      // A class with rules is still checked on every call.
      await expect(validateArgs(args({ keywords: 'x'.repeat(101) }))).rejects.toBeInstanceOf(ArgumentValidationError);
      await expect(validateArgs(args({ keywords: 'x'.repeat(101) }))).rejects.toBeInstanceOf(ArgumentValidationError);
    } finally {
      lookups.mockRestore();
    }
  });
});
