import type { Feature } from './core/feature.js';
import type { Services } from './services.js';
import { accountsFeature } from './modules/accounts/accounts.module.js';
import { adminFeature } from './modules/admin/admin.module.js';
import { authoringFeature } from './modules/authoring/authoring.module.js';
import { catalogFeature } from './modules/catalog/catalog.module.js';
import { communityFeature } from './modules/community/community.module.js';
import { contentFeature } from './modules/content/content.module.js';
import { deviceInfoFeature } from './modules/device-info/device-info.module.js';
import { feedbackFeature } from './modules/feedback/feedback.module.js';
import { monitorFeature } from './modules/monitor/monitor.module.js';
import { openCallFeature } from './modules/open-call/open-call.module.js';
import { blogFeature } from './modules/blog/blog.module.js';
import { assistantFeature } from './modules/assistant/assistant.module.js';
import { toolboxFeature } from './modules/toolbox/toolbox.module.js';
import { starsFeature } from './modules/stars/stars.module.js';
import { creatorsFeature } from './modules/creators/creators.module.js';
import { tenderFeature } from './modules/tender/tender.module.js';
import { searchFeature } from './modules/search/search.module.js';
import { statusFeature } from './modules/status/status.module.js';
import { keysFeature } from './modules/keys/keys.module.js';
import { plansFeature } from './modules/plans/plans.module.js';
import { mcpFeature } from './modules/mcp/mcp.module.js';
import { versionsFeature } from './modules/versions/versions.module.js';
import { importsFeature } from './modules/imports/imports.module.js';
import { mockFeature } from './modules/mock/mock.module.js';

/**
 * Every feature of the gateway, part of the composition root: a new feature adds one line here. The
 * type says the service layer gives each feature's routes what they use.
 */
export const features: Array<Feature<Services>> = [
  catalogFeature,
  contentFeature,
  accountsFeature,
  authoringFeature,
  adminFeature,
  monitorFeature,
  openCallFeature,
  keysFeature,
  plansFeature,
  mockFeature,
  communityFeature,
  deviceInfoFeature,
  feedbackFeature,
  blogFeature,
  assistantFeature,
  toolboxFeature,
  starsFeature,
  creatorsFeature,
  tenderFeature,
  searchFeature,
  statusFeature,
  mcpFeature,
  versionsFeature,
  importsFeature,
];
