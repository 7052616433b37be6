import type { AuthUser } from '../http/auth.js';
import type { Lang } from '../http/errors.js';
import type { Services } from '../services.js';

/** What every resolver gets: the services (the only door to data), the caller's language and address. */
export interface GraphQLContext {
  services: Services;
  lang: Lang;
  ip: string;
  /** 'http' or 'https' as Fastify sees it (X-Forwarded-Proto only when TRUST_PROXY says so). */
  protocol: 'http' | 'https';
  headers: Record<string, string | string[] | undefined>;
  /** The signed-in caller (filled by the accounts module), null for visitors. */
  user: AuthUser | null;
}
