/** A throwaway database next to `adminUrl`, named `<prefix>_<random>`; `drop()` removes it. */
export function createDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }>;
