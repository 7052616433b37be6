import type { AuthUser } from '../../core/auth-user.js';

/**
 * The agent doors (MCP at /mcp, discovery at /.well-known/api-catalog, /llms*.txt, /discovery/apis/…) are a
 * catalogue for agents: they list what the market lists (`onMarket`), and one API is read under the
 * catalogue's rule (`listedTo`) with the reach of the key's or token's own account — its creator's private
 * APIs, never an administrator's reach. An administrator may read other creators' private APIs in the
 * console; an agent acting with that administrator's key would carry them into agent contexts (prompts,
 * logs, other tools) without anyone deciding to publish them, so the door reads as the same account without
 * the administrator role. Reading the catalogue is open to everyone, so this is a viewer, not a `Rule`.
 */
export function agentViewer(actor: AuthUser | null | undefined): AuthUser | null {
  if (!actor) return null;
  return actor.role === 'ADMIN' ? { ...actor, role: 'USER' } : actor;
}
