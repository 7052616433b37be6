/**
 * The admin form's field rules, the server's (authoring's checkApiFields and AdminService.addApi):
 * the same limits, so the form refuses what the server would.
 */
export const LIMITS = {
  name: 64,
  address: 2048,
  provider: 64,
  description: 2000,
  copyright: 200,
  tags: 20,
  related: 20,
} as const;

/** An absolute http(s) URL or a gateway path starting with “/”. */
export function isApiAddress(v: string): boolean {
  const s = v.trim();
  if (s.startsWith('/')) return true;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** “a, b，c” → ['a', 'b', 'c'] (ASCII and full-width commas; blanks dropped). */
export const splitList = (v: string): string[] =>
  v
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

export const codePoints = (v: string) => [...v.trim()].length;
