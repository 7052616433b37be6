import type { Label } from '@api-market/rules';

/** Label sets of @api-market/rules as i18n keys under `rules.`, in one language. */
export const labelsOf = (sets: Record<string, Record<string, Label>>, lang: keyof Label) => ({
  rules: Object.fromEntries(
    Object.entries(sets).map(([set, labels]) => [
      set,
      Object.fromEntries(Object.entries(labels).map(([k, l]) => [k, l[lang]])),
    ]),
  ),
});
