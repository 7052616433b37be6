import type { ComponentType } from 'react';
import { lazyPage } from '../../app/lazy-page';

export type ConsoleRole = 'ADMIN' | 'USER';

export const ANY_ROLE: readonly ConsoleRole[] = ['ADMIN', 'USER'];
export const ADMIN_ONLY: readonly ConsoleRole[] = ['ADMIN'];

type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * One console page, desktop tab and/or mobile route. Adding a page to both shells is one entry here:
 * the routes, the side menu, the bottom bar, the tab titles and the role checks are all derived from it.
 */
export interface ConsoleEntry {
  /** Stable id; the label is `console.pages.<id>`. */
  id: string;
  /** Who may open it; others get the no-permission page with the server's message. */
  roles: readonly ConsoleRole[];
  /** Path under /dashboard (a closable tab), e.g. `myapi` or `apis/:id`. */
  desktop?: string;
  /** Paths under /admin/mobile; the first is the one menus link to. */
  mobile?: readonly string[];
  /** Its place in a role's mobile bottom bar (lower first, four at most); the rest go under “more”. */
  bottomNav?: Partial<Record<ConsoleRole, number>>;
  /** Listed in the menus (default: when its paths take no parameter). */
  menu?: boolean;
  load: PageLoader;
}

/** The same place in every role's bottom bar. */
const both = (rank: number) => ({ ADMIN: rank, USER: rank });

const myApis = lazyPage(() => import('../creator/components/MyApisPage'), 'MyApisPage');
const apiImport = lazyPage(() => import('../api-import/ImportPage'), 'ImportPage');
const apiForm = lazyPage(() => import('../creator/components/ApiFormPage'), 'ApiFormPage');
const myReviews = lazyPage(() => import('../creator/components/MyReviewsPage'), 'MyReviewsPage');
const notifications = lazyPage(() => import('../creator/components/NotificationsPage'), 'NotificationsPage');
const apiKeys = lazyPage(() => import('../creator/components/ApiKeysPage'), 'ApiKeysPage');
const usage = lazyPage(() => import('../plans/components/UsagePage'), 'UsagePage');
const subscriptionAdmin = lazyPage(() => import('../plans/components/AdminSubscriptionsPage'), 'AdminSubscriptionsPage');
const analytics = lazyPage(() => import('../creator/components/AnalyticsPage'), 'AnalyticsPage');
const developer = lazyPage(() => import('../creator/components/DeveloperCentrePage'), 'DeveloperCentrePage');
const controlCenter = lazyPage(
  () => import('../../pages/admin-mobile/ControlCenterPage'),
  'ControlCenterPage',
);

const apiManagement = lazyPage(
  () => import('../admin-apis/components/ApiManagementPage'),
  'ApiManagementPage',
);
const apiAdd = lazyPage(() => import('../admin-apis/components/AddApiPage'), 'AddApiPage');
const alerts = lazyPage(() => import('../admin-alerts/components/AlertsPage'), 'AlertsPage');
const policies = lazyPage(() => import('../admin-policies/components/PoliciesPage'), 'PoliciesPage');
const logs = lazyPage(() => import('../admin-logs/components/LogsPage'), 'LogsPage');
const apiReview = lazyPage(() => import('../admin-review/components/ReviewPage'), 'ReviewPage');

/**
 * Every console page, in menu order. The first entry a role may open on desktop is its home tab
 * (pinned, where `/dashboard` leads); for administrators that is API management (SPEC §2.3).
 */
export const CONSOLE: readonly ConsoleEntry[] = [
  {
    id: 'apimanagement',
    roles: ADMIN_ONLY,
    desktop: 'apimanagement',
    load: apiManagement,
  },
  {
    id: 'myapi',
    roles: ANY_ROLE,
    desktop: 'myapi',
    mobile: ['my-api'],
    bottomNav: both(1),
    load: myApis,
  },
  {
    id: 'apiCreate',
    roles: ANY_ROLE,
    desktop: 'myapi/new',
    // /add-interface is the administrator's form (apiAdd, SPEC §5); creators use /create.
    mobile: ['create', 'integratedApi/create'],
    menu: false,
    load: apiForm,
  },
  {
    // Import from OpenAPI / Swagger / Postman / HAR / cURL, with a preview and diff (issue #29).
    id: 'apiImport',
    roles: ANY_ROLE,
    desktop: 'myapi/import',
    mobile: ['import-api'],
    // Opened from My APIs (its 导入接口 button), as the new-API form is.
    menu: false,
    load: apiImport,
  },
  {
    id: 'apiEdit',
    roles: ANY_ROLE,
    desktop: 'myapi/:id/edit',
    mobile: ['edit/:id'],
    load: apiForm,
  },
  {
    id: 'analytics',
    roles: ANY_ROLE,
    desktop: 'apis/:id',
    mobile: ['details/:id'],
    load: analytics,
  },
  {
    // One own API's plans, requests and subscribers (issue #27), a screen of its own for the phone.
    id: 'apiPlans',
    roles: ANY_ROLE,
    desktop: 'apis/:id/plans',
    mobile: ['plans/:id'],
    load: lazyPage(() => import('../plans/components/PlansEditorPage'), 'PlansEditorPage'),
  },
  {
    id: 'developer',
    roles: ANY_ROLE,
    desktop: 'developer',
    mobile: ['developer-center'],
    bottomNav: both(2),
    load: developer,
  },
  {
    id: 'pendingreview',
    roles: ANY_ROLE,
    desktop: 'pendingreview',
    mobile: ['pending-review'],
    bottomNav: both(3),
    load: myReviews,
  },
  {
    id: 'mybug',
    roles: ANY_ROLE,
    desktop: 'mybug',
    mobile: ['bug-center'],
    load: lazyPage(() => import('../admin-feedback/BugCenterPage'), 'BugCenterPage'),
  },
  {
    id: 'notifications',
    roles: ANY_ROLE,
    desktop: 'notifications',
    mobile: ['notifications'],
    bottomNav: both(4),
    load: notifications,
  },
  {
    id: 'apikeys',
    roles: ANY_ROLE,
    desktop: 'apikeys',
    mobile: ['user/info'],
    load: apiKeys,
  },
  {
    // The caller's subscriptions and usage (plans and quotas, issue #27).
    id: 'subscriptions',
    roles: ANY_ROLE,
    desktop: 'subscriptions',
    mobile: ['subscriptions'],
    load: usage,
  },
  {
    // The platform's live figures and activity: administrators' (a creator's menu shows only what it may open).
    id: 'controlCenter',
    roles: ADMIN_ONLY,
    desktop: 'control-center',
    mobile: ['control-center'],
    bottomNav: { ADMIN: 0 },
    load: controlCenter,
  },
  {
    id: 'apiAdd',
    roles: ADMIN_ONLY,
    desktop: 'apiAdd',
    mobile: ['add-interface'],
    load: apiAdd,
  },
  {
    id: 'apireview',
    roles: ADMIN_ONLY,
    desktop: 'apireview',
    mobile: ['api-review'],
    load: apiReview,
  },
  { id: 'interfacealert', roles: ADMIN_ONLY, desktop: 'interfacealert', load: alerts },
  {
    id: 'policymanagement',
    roles: ADMIN_ONLY,
    desktop: 'policymanagement',
    load: policies,
  },
  { id: 'logmanagement', roles: ADMIN_ONLY, desktop: 'logmanagement', load: logs },
  {
    id: 'subscriptionmanagement',
    roles: ADMIN_ONLY,
    desktop: 'subscriptionmanagement',
    mobile: ['subscription-management'],
    load: subscriptionAdmin,
  },
  {
    id: 'usermanagement',
    roles: ADMIN_ONLY,
    desktop: 'usermanagement',
    mobile: ['user-management'],
    load: lazyPage(() => import('../admin-users/UserManagementPage'), 'UserManagementPage'),
  },
  {
    id: 'roleManagement',
    roles: ADMIN_ONLY,
    desktop: 'roleManagement',
    mobile: ['role-management'],
    load: lazyPage(() => import('../admin-security/RoleManagementPage'), 'RoleManagementPage'),
  },
  {
    id: 'problemfeedback',
    roles: ADMIN_ONLY,
    desktop: 'problemfeedback',
    mobile: ['feedback'],
    load: lazyPage(() => import('../admin-feedback/ProblemFeedbackPage'), 'ProblemFeedbackPage'),
  },
  {
    id: 'categorymanagement',
    roles: ADMIN_ONLY,
    desktop: 'categorymanagement',
    load: lazyPage(() => import('../admin-categories/CategoryManagementPage'), 'CategoryManagementPage'),
  },
  {
    id: 'informationsecurity',
    roles: ADMIN_ONLY,
    desktop: 'informationsecurity',
    load: lazyPage(() => import('../admin-security/InformationSecurityPage'), 'InformationSecurityPage'),
  },
  {
    // API requests visitors submit (features/tender): one screen for the tab and the mobile route.
    id: 'tenderRequest',
    roles: ADMIN_ONLY,
    desktop: 'tenderRequest',
    mobile: ['tender-request'],
    load: lazyPage(() => import('../tender/TenderAdminPage'), 'TenderAdminPage'),
  },
  {
    // Catalogue search: what visitors search for, zero-result queries, synonyms (features/search).
    id: 'searchInsights',
    roles: ADMIN_ONLY,
    desktop: 'searchInsights',
    mobile: ['search-insights'],
    load: lazyPage(() => import('../search/SearchAdminPage'), 'SearchAdminPage'),
  },
  {
    // Alert channels and their delivery log (features/status): administrators all, creators their own.
    id: 'alertChannels',
    roles: ANY_ROLE,
    desktop: 'alertchannels',
    mobile: ['alert-channels'],
    load: lazyPage(() => import('../status/AlertChannelsPage'), 'AlertChannelsPage'),
  },
  {
    id: 'blog',
    roles: ADMIN_ONLY,
    desktop: 'blog',
    mobile: ['blog'],
    load: lazyPage(() => import('../admin-blog/BlogAdminPage'), 'BlogAdminPage'),
  },
  {
    id: 'createBlog',
    roles: ADMIN_ONLY,
    desktop: 'blog/createBlog',
    mobile: ['blog/createBlog'],
    menu: false,
    load: lazyPage(() => import('../admin-blog/BlogEditorPage'), 'BlogEditorPage'),
  },
  {
    id: 'article',
    roles: ADMIN_ONLY,
    desktop: 'article/:id',
    mobile: ['article/:id'],
    load: lazyPage(() => import('../admin-blog/ArticleAdminPage'), 'ArticleAdminPage'),
  },
  {
    id: 'articleEdit',
    roles: ADMIN_ONLY,
    desktop: 'doc/article/edit/:articleId/:language',
    mobile: ['doc/article/edit/:articleId/:language'],
    load: lazyPage(() => import('../admin-blog/ArticleEditPage'), 'ArticleEditPage'),
  },
  {
    id: 'support',
    roles: ADMIN_ONLY,
    mobile: ['support'],
    load: lazyPage(() => import('../admin-security/SupportPage'), 'SupportPage'),
  },
  {
    id: 'repository',
    roles: ADMIN_ONLY,
    mobile: ['repository'],
    // The commit list of /api/repositories/cc/status, the same view as the public /repository page.
    load: lazyPage(() => import('../../pages/repository/RepositoryPage'), 'RepositoryPage'),
  },
];

/** The menu's groups, by task, in their order; a menu with one group shows no headings. */
export const MENU_GROUPS = ['work', 'review', 'operations', 'content', 'people'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

const GROUP_OF: Record<string, MenuGroup> = {
  apimanagement: 'review',
  apiAdd: 'review',
  apireview: 'review',
  controlCenter: 'operations',
  interfacealert: 'operations',
  policymanagement: 'operations',
  logmanagement: 'operations',
  informationsecurity: 'operations',
  problemfeedback: 'operations',
  searchInsights: 'operations',
  subscriptionmanagement: 'people',
  support: 'operations',
  blog: 'content',
  article: 'content',
  categorymanagement: 'content',
  tenderRequest: 'content',
  repository: 'content',
  usermanagement: 'people',
  roleManagement: 'people',
};

/** The group an entry is listed under (a creator's own pages are "my work"). */
export const menuGroup = (entry: ConsoleEntry): MenuGroup => GROUP_OF[entry.id] ?? 'work';

export const mayOpen = (entry: ConsoleEntry, role: ConsoleRole): boolean => entry.roles.includes(role);

const hasParam = (path: string | undefined) => !!path && path.includes(':');

/** Listed in the side menu / “more” drawer. */
export const inMenu = (entry: ConsoleEntry, area: 'desktop' | 'mobile'): boolean => {
  const path = area === 'desktop' ? entry.desktop : entry.mobile?.[0];
  return !!path && (entry.menu ?? !hasParam(path));
};

export const entryById = (id: string): ConsoleEntry | undefined => CONSOLE.find((e) => e.id === id);

/** The desktop home tab of a role: the first desktop page it may open (pinned, not closable). */
export function homeEntry(role: ConsoleRole): ConsoleEntry {
  return CONSOLE.find((e) => e.desktop && !hasParam(e.desktop) && mayOpen(e, role))!;
}

/** Fills `:param` segments of a registry path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(String(params[k] ?? '')));
}

/** Where a page lives in the other area (≤ 768 px offers the mobile twin, and back). */
export function twinPath(
  entry: ConsoleEntry,
  area: 'desktop' | 'mobile',
  params: Record<string, string | undefined>,
): string | null {
  const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  if (area === 'desktop') return entry.mobile ? `/admin/mobile/${fillPath(entry.mobile[0]!, clean)}` : null;
  return entry.desktop ? `/dashboard/${fillPath(entry.desktop, clean)}` : null;
}

const bottomRank = (e: ConsoleEntry, role: ConsoleRole) => e.bottomNav?.[role];

/** The mobile bottom bar of a role: at most four pages, the rest under “more”. */
export function bottomNavEntries(role: ConsoleRole): ConsoleEntry[] {
  return CONSOLE.filter((e) => e.mobile && mayOpen(e, role) && bottomRank(e, role) !== undefined)
    .sort((a, b) => bottomRank(a, role)! - bottomRank(b, role)!)
    .slice(0, 4);
}

/** Where `/admin/mobile` leads a role: its first bottom-bar page. */
export function mobileHome(role: ConsoleRole): ConsoleEntry {
  return bottomNavEntries(role)[0] ?? CONSOLE.find((e) => e.mobile && mayOpen(e, role))!;
}
