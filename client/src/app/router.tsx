// The declarative router (useRoutes under a HashRouter), not the data router: the app has no loaders
// or actions, and the data router's code weighs twice as much on the first route (bundle budget).
import { Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './RequireAuth';
import { RouteBoundary } from './RouteBoundary';
import { RouteLoading } from './RouteLoading';

/** `handle.page` names the page (an i18n key under `pages.`). */
export interface RouteHandle {
  page: string;
}

const PlaceholderPage = lazyPage(() => import('../pages/placeholder/PlaceholderPage'), 'PlaceholderPage');

/** A page a later issue builds: an honest placeholder that names it (never the 404 page). */
const todo = (path: string, page: string): RouteObject => ({
  path,
  element: <PlaceholderPage page={page} />,
  handle: { page },
});

const HomePage = lazyPage(() => import('../pages/home/HomePage'), 'HomePage');
const WatchPage = lazyPage(() => import('../pages/watch/WatchPage'), 'WatchPage');
const LoginPage = lazyPage(() => import('../pages/login/LoginPage'), 'LoginPage');
const ApiDetailPage = lazyPage(() => import('../pages/api-detail/ApiDetailPage'), 'ApiDetailPage');
const ControlCenterPage = lazyPage(
  () => import('../pages/admin-mobile/ControlCenterPage'),
  'ControlCenterPage',
);
const AnnouncementDetailPage = lazyPage(
  () => import('../pages/announcement-detail/AnnouncementDetailPage'),
  'AnnouncementDetailPage',
);
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'), 'NotFoundPage');

/** SPEC §2.2: open to visitors (the §2.1 list plus everything §1/§6 let visitors do). */
const publicRoutes: RouteObject[] = [
  { path: 'home', element: <HomePage />, handle: { page: 'home' } },
  { path: 'watch', element: <WatchPage />, handle: { page: 'watch' } },
  { path: 'login', element: <LoginPage />, handle: { page: 'login' } },
  { path: 'api/Details/:id', element: <ApiDetailPage />, handle: { page: 'apiDetail' } },
  { path: 'api/details/:id', element: <ApiDetailPage />, handle: { page: 'apiDetail' } },
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
    { path: 'control-center', element: <ControlCenterPage />, handle: { page: 'mobile.controlCenter' } },
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
            element: <AnnouncementDetailPage />,
            handle: { page: 'announcementDetail' },
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { page: 'notFound' } },
    ],
  },
];

/**
 * The app's routes. A fresh load shows RouteLoading until the first page chunk is in; later
 * navigations are transitions (HashRouter), so the current page stays until the next one is ready.
 * Errors of the layout itself land here; page errors in the layout's own boundary (header kept).
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <RouteBoundary>
      <Suspense fallback={<RouteLoading />}>{element}</Suspense>
    </RouteBoundary>
  );
}
