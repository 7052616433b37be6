import { createHashRouter, replace, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { CHUNK_TIMEOUT_MS, lazyPage, withTimeout } from './lazy-page';
import { RequireAuth } from './RequireAuth';
import { RouteLoading } from './RouteLoading';
import { RouteError } from './RouteError';
// The landing page ('/' leads here) is part of the entry: its first screen renders as soon as the entry
// has run, with no lazy chunk to fetch first (its below-the-fold blocks stay lazy).
import { HomePage } from '../pages/home/HomePage';

/** `handle.page` names the page (an i18n key under `pages.`) for placeholders and titles. */
export interface RouteHandle {
  page: string;
  /** A full i18n key naming the page, when it is not under `pages.` (console pages). */
  title?: string;
  /** The console registry entry a route shows (features/console/registry.ts). */
  consoleId?: string;
  /** The console shell a route opens: no site footer inside it. */
  consoleArea?: 'desktop' | 'mobile';
}

const apiDetail = lazyPage(() => import('../pages/api-detail/ApiDetailPage'), 'ApiDetailPage');

/** SPEC §2.2: open to visitors (the §2.1 list plus everything §1/§6 let visitors do). */
const publicRoutes: RouteObject[] = [
  { path: 'home', Component: HomePage, handle: { page: 'home' } },
  {
    path: 'watch',
    lazy: lazyPage(() => import('../pages/watch/WatchPage'), 'WatchPage'),
    handle: { page: 'watch' },
  },
  {
    path: 'login',
    lazy: lazyPage(() => import('../pages/login/LoginPage'), 'LoginPage'),
    handle: { page: 'login' },
  },
  { path: 'api/Details/:id', lazy: apiDetail, handle: { page: 'apiDetail' } },
  { path: 'api/details/:id', lazy: apiDetail, handle: { page: 'apiDetail' } },
  {
    path: 'about',
    lazy: lazyPage(() => import('../pages/info/AboutPage'), 'AboutPage'),
    handle: { page: 'about' },
  },
  {
    path: 'doc/blog',
    lazy: lazyPage(() => import('../pages/blog/BlogListPage'), 'BlogListPage'),
    handle: { page: 'blog' },
  },
  {
    path: 'doc/blog/blog-detail/:id',
    lazy: lazyPage(() => import('../pages/blog/BlogDetailPage'), 'BlogDetailPage'),
    handle: { page: 'blogDetail' },
  },
  {
    path: 'doc/article/:articleId/:language',
    lazy: lazyPage(() => import('../pages/articles/ArticlePage'), 'ArticlePage'),
    handle: { page: 'article' },
  },
  {
    path: 'article',
    lazy: lazyPage(() => import('../pages/articles/ArticleListPage'), 'ArticleListPage'),
    handle: { page: 'articles' },
  },
  {
    path: 'api-market',
    lazy: lazyPage(() => import('../pages/market/ApiMarketPage'), 'ApiMarketPage'),
    handle: { page: 'apiMarket' },
  },
  {
    path: 'tools',
    lazy: lazyPage(() => import('../pages/tools/ToolsPage'), 'ToolsPage'),
    handle: { page: 'tools' },
  },
  {
    path: 'ertools',
    lazy: lazyPage(() => import('../pages/tools/ErToolsPage'), 'ErToolsPage'),
    handle: { page: 'ertools' },
  },
  {
    path: 'dsChatBot',
    lazy: lazyPage(() => import('../pages/assistant/DsChatBotPage'), 'DsChatBotPage'),
    handle: { page: 'dsChatBot' },
  },
  // SPEC §2.2 spells it /ditails: the catalogue of details is the API market.
  // Aliases redirect before anything renders (a loader's `replace`): one navigation, no empty page between.
  { path: 'ditails', loader: () => replace('/api-market') },
  {
    path: 'test',
    lazy: lazyPage(() => import('../pages/tools/TestPage'), 'TestPage'),
    handle: { page: 'test' },
  },
  {
    path: 'developerTalk',
    lazy: lazyPage(() => import('../pages/talk/DeveloperTalkPage'), 'DeveloperTalkPage'),
    handle: { page: 'developerTalk' },
  },
  {
    path: 'english',
    lazy: lazyPage(() => import('../pages/info/EnglishPage'), 'EnglishPage'),
    handle: { page: 'english' },
  },
  {
    path: 'problem',
    lazy: lazyPage(() => import('../pages/problem/ProblemPage'), 'ProblemPage'),
    handle: { page: 'problem' },
  },
  {
    path: 'empic',
    lazy: lazyPage(() => import('../pages/tools/EmpicPage'), 'EmpicPage'),
    handle: { page: 'empic' },
  },
  {
    path: 'creator/:id',
    lazy: lazyPage(() => import('../pages/creator/CreatorProfilePage'), 'CreatorProfilePage'),
    handle: { page: 'creator' },
  },
  {
    path: 'privacy',
    lazy: lazyPage(() => import('../pages/info/PrivacyPage'), 'PrivacyPage'),
    handle: { page: 'privacy' },
  },
  // SPEC §2.1 names the privacy page /PrivacyPolicy among the open paths; §2.2 registers it as /privacy.
  { path: 'PrivacyPolicy', loader: () => replace('/privacy') },
  {
    path: 'terms',
    lazy: lazyPage(() => import('../pages/info/TermsPage'), 'TermsPage'),
    handle: { page: 'terms' },
  },
  {
    path: 'cookie-policy',
    lazy: lazyPage(() => import('../pages/info/CookiePolicyPage'), 'CookiePolicyPage'),
    handle: { page: 'cookiePolicy' },
  },
  {
    path: 'help',
    lazy: lazyPage(() => import('../pages/info/HelpPage'), 'HelpPage'),
    handle: { page: 'help' },
  },
  {
    path: 'community',
    lazy: lazyPage(() => import('../pages/info/CommunityPage'), 'CommunityPage'),
    handle: { page: 'community' },
  },
  {
    path: 'security',
    lazy: lazyPage(() => import('../pages/info/SecurityPage'), 'SecurityPage'),
    handle: { page: 'security' },
  },
  {
    path: 'service-error',
    lazy: lazyPage(() => import('../pages/info/ServiceErrorPage'), 'ServiceErrorPage'),
    handle: { page: 'serviceError' },
  },
  {
    path: 'devtools',
    lazy: lazyPage(() => import('../pages/tools/DevToolsPage'), 'DevToolsPage'),
    handle: { page: 'devtools' },
  },
  {
    path: 'docs/rest-api',
    lazy: lazyPage(() => import('../pages/docs/RestApiDocsPage'), 'RestApiDocsPage'),
    handle: { page: 'docsRest' },
  },
  {
    path: 'docs/websocket',
    lazy: lazyPage(() => import('../pages/docs/WebsocketDocsPage'), 'WebsocketDocsPage'),
    handle: { page: 'docsWebsocket' },
  },
  {
    path: 'docs/sdk',
    lazy: lazyPage(() => import('../pages/docs/SdkDocsPage'), 'SdkDocsPage'),
    handle: { page: 'docsSdk' },
  },
  {
    path: 'docs/agents',
    lazy: lazyPage(() => import('../pages/docs/AgentsDocsPage'), 'AgentsDocsPage'),
    handle: { page: 'docsAgents' },
  },
  {
    // SPEC §2.2 gives it an auth flag: the page shows visitors the summary and a sign-in prompt
    // (features/content AnnouncementDetail) rather than sending them to /login.
    path: 'announcement-detail',
    lazy: lazyPage(() => import('../pages/announcement-detail/AnnouncementDetailPage'), 'AnnouncementDetailPage'),
    handle: { page: 'announcementDetail' },
  },
  {
    path: 'feedback-workspace',
    lazy: lazyPage(() => import('../features/admin-feedback/FeedbackWorkspacePage'), 'FeedbackWorkspacePage'),
    handle: { page: 'feedbackWorkspace' },
  },
  {
    path: 'repository',
    lazy: lazyPage(() => import('../pages/repository/RepositoryPage'), 'RepositoryPage'),
    handle: { page: 'repository' },
  },
  {
    // Requests for APIs the market lacks (需求征集), issue #17 tender-request.
    path: 'api-requests',
    lazy: lazyPage(() => import('../features/tender/TenderPage'), 'TenderPage'),
    handle: { page: 'apiRequests' },
  },
  {
    // The public status page and one API's status (issue #31).
    path: 'status',
    lazy: lazyPage(() => import('../features/status/StatusPage'), 'StatusPage'),
    handle: { page: 'status' },
  },
  {
    path: 'status/:apiId',
    lazy: lazyPage(() => import('../features/status/ApiStatusPage'), 'ApiStatusPage'),
    handle: { page: 'apiStatus' },
  },
];

const SIGNED_IN = 'signed-in';
let consolePatched = false;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: [
      {
        // Page errors (a chunk that failed or timed out) render inside the layout, header kept.
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => replace('/home') },
          ...publicRoutes,
          {
            // Token required (README "Route guard"); the rest is open to visitors. Its children, the
            // console's routes (features/console/routes.tsx, every registry entry), are added on the
            // first navigation into the console (`patchRoutesOnNavigation` below), not on the first route.
            id: SIGNED_IN,
            element: <RequireAuth />,
          },
          {
            path: '*',
            lazy: lazyPage(() => import('../pages/not-found/NotFoundPage'), 'NotFoundPage'),
            handle: { page: 'notFound' },
          },
        ],
      },
    ],
  },
];

/** The console's paths (features/console/routes.tsx): a navigation to one of them adds its routes. */
const CONSOLE_PATH = /^\/(dashboard|admin\/mobile)(\/|$)/i; // React Router matches paths case-insensitively

export const router = createHashRouter(routes, {
  // React Router asks for routes when a path matches none (or only the catch-all `*`): the console's
  // route table and registry are fetched then, once, with its shell's chunk right after.
  async patchRoutesOnNavigation({ path, patch, signal }) {
    if (!CONSOLE_PATH.test(path) || consolePatched) return;
    const { dashboardRoutes, mobileAdminRoutes } = await withTimeout(
      import('../features/console/routes'),
      CHUNK_TIMEOUT_MS,
    );
    // A navigation interrupted meanwhile (a second click, Back): React Router ignores its patch, so the
    // routes are not added yet and the next navigation into the console must add them.
    if (consolePatched || signal.aborted) return;
    consolePatched = true;
    patch(SIGNED_IN, [dashboardRoutes, mobileAdminRoutes]);
  },
});
