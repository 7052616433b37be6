import { z } from 'zod';
import type { AuthUser } from '../../core/auth-user.js';
import type { Lang } from '../../core/errors.js';
import type { OpenCallService } from '../open-call/open-call.service.js';
import type { AgentCatalogService } from './agent-catalog.service.js';
import type { Links } from './agent-catalog.types.js';

/** What one MCP request knows of its caller: authenticated by the door (Bearer token or X-API-Key). */
export interface McpCaller {
  actor: AuthUser | null;
  /** The X-API-Key the request carried (already resolved to `actor`), passed on to open calls. */
  apiKey: string | undefined;
  lang: Lang;
  ip: string;
  userAgent: string;
  links: Links;
}

export type McpDeps = { agentCatalog: AgentCatalogService; openCall: OpenCallService };

export const apiIdArg = z.number().int().min(1).max(2_147_483_647).describe('The API id (from search_apis)');
export const paramsArg = z
  .record(z.string().min(1).max(100), z.union([z.string().max(4000), z.number(), z.boolean()]))
  .refine((r) => Object.keys(r).length <= 50, { message: 'at most 50 parameters' })
  .optional()
  .describe('Parameter name → value; each is sent where the API declares it (query, path, header, cookie or body: describe_api lists each parameter’s location)');

/** A tool's answer: the JSON as text for any client, and as structured content. */
export const json = (value: unknown) => ({
  content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }],
  structuredContent: value as Record<string, unknown>,
});
