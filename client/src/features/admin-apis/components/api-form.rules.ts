import { API_FORM_LIMITS, isApiAddress } from '@api-market/rules';
/**
 * The admin form's field rules, the server's (authoring's checkApiFields and AdminService.addApi):
 * the same limits, so the form refuses what the server would.
 */
export { API_FORM_LIMITS as LIMITS, isApiAddress };

/** “a, b，c” → ['a', 'b', 'c'] (ASCII and full-width commas; blanks dropped). */
export const splitList = (v: string): string[] =>
  v
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

export const codePoints = (v: string) => [...v.trim()].length;
