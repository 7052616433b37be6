import type { CacheDep, CacheTag, Generations } from '../core/read-cache.js';
import type { AuthUser } from '../core/auth-user.js';
import type { Lang } from '../core/errors.js';

/**
 * What every resolver gets: the services (the only door to data), the caller's language and address.
 * `S` is what a resolver uses of the service layer (its own `Deps`); the composition root passes all.
 */
export interface GraphQLContext<S = unknown> {
  services: S;
  lang: Lang;
  ip: string;
  /** 'http' or 'https' as Fastify sees it (X-Forwarded-Proto only when TRUST_PROXY says so). */
  protocol: 'http' | 'https';
  headers: Record<string, string | string[] | undefined>;
  /** The signed-in caller (filled by the accounts module), null for visitors. */
  user: AuthUser | null;
  /**
   * Set when the answer may go into the catalogue's read cache (http/read-cache.ts): the key and write
   * generations it would be kept under, the scopes and tags it read (resolvers add `calls`, `presence`
   * through `readsScope`, one API's tags through `readsTags`), and whether the caller's own data was
   * read (then it is not kept).
   */
  readScope?: ReadScope;
}

export interface ReadScope {
  key: string;
  generations: Generations;
  depends: Set<CacheDep>;
  personal: boolean;
  /** Reads the current generations of `tags` (with every scope's), for `readsTags`. */
  tagGenerations?: (tags: readonly CacheTag[]) => Promise<Generations | null>;
  /** Single-flight: the answer was kept, concurrent misses may take it. */
  lead?: () => void;
}
