/** A throwaway database next to `adminUrl`, named `<prefix>_<random>`, copied from `template` (default template0); `drop()` removes it. */
export function createDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }>;
