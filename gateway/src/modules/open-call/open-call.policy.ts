import { notFound } from '../../core/errors.js';
import { adminOnly, adminOrOwner, adminRoleRequired, definePolicy } from '../../core/policy.js';

/** An API as the open-call rules see it: who created it. */
export type OwnedApi = { creatorId: number | null };
/** Every API's alerts at once (no API named): administrators only. */
export const ALL_APIS = 'all';

const owns = (actor: { creatorId: number | null }, api: OwnedApi) =>
  actor.creatorId !== null && api.creatorId === actor.creatorId;
const apiNotFound = () => notFound('接口不存在', 'API not found', 'API_NOT_FOUND');

/** Open calls' operations: alerts, the rollout, the busiest callers. */
export const openCallPolicy = definePolicy('openCall', {
  /**
   * Interface alerts: administrators all, a creator those of an own API (both doors; REST
   * /api/system/alerts was administrators-only while GraphQL interfaceAlerts let the creator in).
   * Without an API: administrators only; another creator's API is not found.
   */
  readAlerts: adminOrOwner<OwnedApi | typeof ALL_APIS>(
    (actor, api) => api !== ALL_APIS && owns(actor, api),
    (_actor, api) => (api === ALL_APIS ? adminRoleRequired() : apiNotFound()),
  ),
  acknowledgeAlert: adminOnly(),
  hearAlerts: adminOnly(),
  /** The rollout as the proxy applies it, and the busiest callers: its creator and administrators. */
  readOperations: adminOrOwner<OwnedApi>(owns, apiNotFound),
  setGrayPromotion: adminOnly(),
});
