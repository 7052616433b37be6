import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import type { RouteHandle } from '../../app/router';
import { CONSOLE, type ConsoleEntry } from './registry';

const desktopShell = lazyPage(() => import('./components/DesktopConsole'), 'DesktopConsole');
const mobileShell = lazyPage(() => import('./components/MobileConsole'), 'MobileConsole');
const consoleIndex = lazyPage(() => import('./components/ConsoleIndex'), 'ConsoleIndex');

const handle = (e: ConsoleEntry): RouteHandle => ({
  page: e.id,
  title: `console.pages.${e.id}`,
  consoleId: e.id,
});

/** SPEC §2.3 desktop dashboard: every registry entry with a desktop path is a tab route. */
export const dashboardRoutes: RouteObject = {
  path: 'dashboard',
  lazy: desktopShell,
  handle: { page: 'console', title: 'console.title', consoleArea: 'desktop' } satisfies RouteHandle,
  children: [
    { index: true, lazy: consoleIndex },
    ...CONSOLE.filter((e) => e.desktop).map((e) => ({ path: e.desktop, lazy: e.load, handle: handle(e) })),
  ],
};

/** SPEC §2.4 mobile admin: the same pages (same components and operations) under a bottom bar. */
export const mobileAdminRoutes: RouteObject = {
  path: 'admin/mobile',
  lazy: mobileShell,
  handle: { page: 'console', title: 'console.mobileTitle', consoleArea: 'mobile' } satisfies RouteHandle,
  children: [
    { index: true, lazy: consoleIndex },
    ...CONSOLE.flatMap((e) => (e.mobile ?? []).map((path) => ({ path, lazy: e.load, handle: handle(e) }))),
  ],
};
