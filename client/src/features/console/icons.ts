import type { IconType } from 'react-icons';
import {
  LuActivity,
  LuBell,
  LuBookOpen,
  LuBug,
  LuChartLine,
  LuClipboardCheck,
  LuFilePlus,
  LuFolderTree,
  LuGauge,
  LuGitCommitHorizontal,
  LuInbox,
  LuKeyRound,
  LuLayoutList,
  LuLifeBuoy,
  LuListChecks,
  LuMessageSquareWarning,
  LuNewspaper,
  LuPencil,
  LuScrollText,
  LuShieldCheck,
  LuShieldHalf,
  LuSiren,
  LuUserCog,
  LuUsers,
} from 'react-icons/lu';

/**
 * Each console page's menu icon (registry.ts ids). Apart from the registry, which the router reads on
 * every route: only the menus draw these, so their code loads with the console, not with the first screen.
 */
const ICONS: Record<string, IconType> = {
  apimanagement: LuLayoutList,
  myapi: LuFolderTree,
  apiCreate: LuFilePlus,
  apiEdit: LuPencil,
  analytics: LuChartLine,
  developer: LuGauge,
  pendingreview: LuClipboardCheck,
  mybug: LuBug,
  notifications: LuBell,
  apikeys: LuKeyRound,
  controlCenter: LuActivity,
  apiAdd: LuFilePlus,
  apireview: LuListChecks,
  interfacealert: LuSiren,
  policymanagement: LuShieldHalf,
  logmanagement: LuScrollText,
  usermanagement: LuUsers,
  roleManagement: LuUserCog,
  problemfeedback: LuMessageSquareWarning,
  categorymanagement: LuFolderTree,
  informationsecurity: LuShieldCheck,
  tenderRequest: LuInbox,
  blog: LuNewspaper,
  createBlog: LuPencil,
  article: LuBookOpen,
  articleEdit: LuPencil,
  support: LuLifeBuoy,
  repository: LuGitCommitHorizontal,
};

export const consoleIcon = (id: string): IconType => ICONS[id] ?? LuLayoutList;
