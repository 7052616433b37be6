import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './RequireAuth';
import { RouteLoading } from './RouteLoading';
import { RouteError } from './RouteError';

/** `handle.page` names the page (an i18n key under `pages.`) for placeholders and titles. */
export interface RouteHandle {
  page: string;
}

const placeholder = lazyPage(() => import('../pages/placeholder/PlaceholderPage'), 'PlaceholderPage');

/** A page a later issue builds: an honest placeholder that names it (never the 404 page). */
const todo = (path: string, page: string): RouteObject => ({ path, lazy: placeholder, handle: { page } });

const apiDetail = lazyPage(() => import('../pages/api-detail/ApiDetailPage'), 'ApiDetailPage');

/** SPEC §2.2: open to visitors (the §2.1 list plus everything §1/§6 let visitors do). */
const publicRoutes: RouteObject[] = [
  {
    path: 'home',
    lazy: lazyPage(() => import('../pages/home/HomePage'), 'HomePage'),
    handle: { page: 'home' },
  },
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
  todo('about', 'about'),
  todo('doc/blog', 'blog'),
  todo('doc/blog/blog-detail/:id', 'blogDetail'),
  todo('doc/article/:articleId/:language', 'article'),
  todo('article', 'articles'),
  todo('api-market', 'apiMarket'),
  todo('tools', 'tools'),
  todo('ertools', 'ertools'),
  todo('dsChatBot', 'dsChatBot'),
  todo('ditails', 'ditails'),
  todo('test', 'test'),
  todo('developerTalk', 'developerTalk'),
  todo('english', 'english'),
  todo('problem', 'problem'),
  todo('empic', 'empic'),
  todo('creator/:id', 'creator'),
  todo('privacy', 'privacy'),
  // SPEC §2.1 names the privacy page /PrivacyPolicy among the open paths; §2.2 registers it as /privacy.
  { path: 'PrivacyPolicy', element: <Navigate to="/privacy" replace /> },
  todo('terms', 'terms'),
  todo('cookie-policy', 'cookiePolicy'),
  todo('help', 'help'),
  todo('community', 'community'),
  todo('security', 'security'),
  todo('service-error', 'serviceError'),
  todo('devtools', 'devtools'),
  todo('docs/rest-api', 'docsRest'),
  todo('docs/websocket', 'docsWebsocket'),
  todo('docs/sdk', 'docsSdk'),
  todo('feedback-workspace', 'feedbackWorkspace'),
  todo('repository', 'repository'),
];

/** SPEC §2.3 desktop dashboard (tabs come with the console issue). */
const dashboardRoutes: RouteObject = {
  path: 'dashboard',
  children: [
    { index: true, element: <Navigate to="apimanagement" replace /> },
    todo('apimanagement', 'dashboard.apimanagement'),
    todo('apiAdd', 'dashboard.apiAdd'),
    todo('logmanagement', 'dashboard.logmanagement'),
    todo('usermanagement', 'dashboard.usermanagement'),
    todo('apireview', 'dashboard.apireview'),
    todo('pendingreview', 'dashboard.pendingreview'),
    todo('interfacealert', 'dashboard.interfacealert'),
    todo('problemfeedback', 'dashboard.problemfeedback'),
    todo('policymanagement', 'dashboard.policymanagement'),
    todo('mybug', 'dashboard.mybug'),
    todo('categorymanagement', 'dashboard.categorymanagement'),
    todo('informationsecurity', 'dashboard.informationsecurity'),
  ],
};

/** SPEC §2.4 mobile admin. */
const mobileAdminRoutes: RouteObject = {
  path: 'admin/mobile',
  children: [
    { index: true, element: <Navigate to="control-center" replace /> },
    {
      path: 'control-center',
      lazy: lazyPage(() => import('../pages/admin-mobile/ControlCenterPage'), 'ControlCenterPage'),
      handle: { page: 'mobile.controlCenter' },
    },
    todo('add-interface', 'mobile.addInterface'),
    todo('api-review', 'mobile.apiReview'),
    todo('tender-request', 'mobile.tenderRequest'),
    todo('my-api', 'mobile.myApi'),
    todo('developer-center', 'mobile.developerCenter'),
    todo('article/:id', 'mobile.article'),
    todo('integratedApi/create', 'mobile.integratedApiCreate'),
    todo('user/info', 'mobile.userInfo'),
    todo('doc/article/edit/:articleId/:language', 'mobile.articleEdit'),
    todo('blog', 'mobile.blog'),
    todo('blog/createBlog', 'mobile.createBlog'),
    todo('support', 'mobile.support'),
    todo('bug-center', 'mobile.bugCenter'),
    todo('repository', 'mobile.repository'),
    todo('create', 'mobile.create'),
    todo('details/:id', 'mobile.details'),
    todo('feedback', 'mobile.feedback'),
    todo('user-management', 'mobile.userManagement'),
    todo('role-management', 'mobile.roleManagement'),
  ],
};

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
          { index: true, element: <Navigate to="/home" replace /> },
          ...publicRoutes,
          {
            // Token required (README "Route guard"); the rest is open to visitors.
            element: <RequireAuth />,
            children: [
              dashboardRoutes,
              mobileAdminRoutes,
              {
                path: 'announcement-detail',
                lazy: lazyPage(
                  () => import('../pages/announcement-detail/AnnouncementDetailPage'),
                  'AnnouncementDetailPage',
                ),
                handle: { page: 'announcementDetail' },
              },
            ],
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

export const router = createHashRouter(routes);
