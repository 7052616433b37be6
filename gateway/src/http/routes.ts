import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from '../modules/accounts/accounts.routes.js';
import { adminRoutes } from '../modules/admin/admin.routes.js';
import { reviewRoutes } from '../modules/admin/review.routes.js';
import { authoringRoutes, notificationRoutes } from '../modules/authoring/authoring.routes.js';
import { apiCatalogRoutes } from '../modules/catalog/api-catalog.routes.js';
import { contentRoutes } from '../modules/content/content.routes.js';
import { monitorRoutes } from '../modules/monitor/monitor.routes.js';
import { openCallRoutes } from '../modules/open-call/open-call.routes.js';
import type { Services } from '../services.js';
import { communityRoutes } from '../modules/community/community.routes.js';
import { deviceInfoRoutes } from '../modules/device-info/device-info.routes.js';
import { feedbackRoutes } from '../modules/feedback/feedback.routes.js';
import { bugFixRoutes } from '../modules/feedback/bug-fix.routes.js';

/** Every REST compatibility route (SPEC §7, exact paths); a feature adds its own plugin here. */
export async function registerRestRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(apiCatalogRoutes, { services });
  await app.register(contentRoutes, { services });
  await app.register(accountsRoutes, { services });
  await app.register(authoringRoutes, { services });
  await app.register(notificationRoutes, { services });
  await app.register(adminRoutes, { services });
  await app.register(reviewRoutes, { services });
  await app.register(monitorRoutes, { services });
  await app.register(openCallRoutes, { services });
  await app.register(communityRoutes, { services });
  await app.register(deviceInfoRoutes, { services });
  await app.register(feedbackRoutes, { services });
  await app.register(bugFixRoutes, { services });
}
