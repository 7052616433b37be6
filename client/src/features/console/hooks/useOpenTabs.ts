import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { entryById, homeEntry, mayOpen, type ConsoleEntry, type ConsoleRole } from '../registry';

/** localStorage key of an account's open desktop tabs (they survive a reload; each account has its own). */
export const tabsKey = (account: string | null) => `consoleTabs.${account ?? ''}`;

export interface OpenTab {
  /** The tab's route, e.g. `/dashboard/apis/12`: one tab per path. */
  path: string;
  /** Registry id of its page. */
  id: string;
  /** A title the page gave itself (e.g. the API's name), else the page's label. */
  title?: string;
}

function readStored(key: string): OpenTab[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (t): t is OpenTab =>
        !!t &&
        typeof t === 'object' &&
        typeof (t as OpenTab).path === 'string' &&
        typeof (t as OpenTab).id === 'string',
    );
  } catch {
    return [];
  }
}

const writeStored = (key: string, tabs: OpenTab[]) => {
  try {
    localStorage.setItem(key, JSON.stringify(tabs));
  } catch {
    // Private mode or a full storage: the tabs just do not survive a reload.
  }
};

/**
 * The desktop console's tabs: the role's home tab (pinned) first, then every page opened, in order.
 * The current route is always a tab (so back/forward and typed addresses reopen what they show);
 * closing the active tab moves to its right neighbour, else its left one.
 */
export function useOpenTabs(role: ConsoleRole, current: { entry: ConsoleEntry | null; path: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const key = tabsKey(useSession().account);
  const home = homeEntry(role);
  const homePath = `/dashboard/${home.desktop!}`;
  const withCurrent = (list: OpenTab[]): OpenTab[] =>
    current.entry && current.path !== homePath && !list.some((t) => t.path === current.path)
      ? [...list, { path: current.path, id: current.entry.id }]
      : list;
  const [state, setState] = useState(() => ({ seen: current.path, tabs: withCurrent(readStored(key)) }));
  // Arriving at a page (a link, back/forward, a typed address) opens its tab; adjusting state while
  // rendering avoids a flash without it. Only on arrival: a tab closed while still shown stays closed.
  if (state.seen !== current.path) setState({ seen: current.path, tabs: withCurrent(state.tabs) });
  const stored = state.tabs;
  const setStored = useCallback((update: (prev: OpenTab[]) => OpenTab[]) => {
    setState((s) => {
      const tabs = update(s.tabs);
      return tabs === s.tabs ? s : { ...s, tabs };
    });
  }, []);

  const tabs: OpenTab[] = [
    { path: homePath, id: home.id, title: stored.find((t) => t.path === homePath)?.title },
    ...stored.filter((t) => {
      const e = entryById(t.id);
      // A page the role may not open keeps its tab while shown (it holds the no-permission page).
      return !!e && t.path !== homePath && (mayOpen(e, role) || t.path === current.path);
    }),
  ];

  useEffect(() => {
    writeStored(
      key,
      stored.filter((t) => {
        const e = entryById(t.id);
        return !!e && mayOpen(e, role);
      }),
    );
  }, [key, stored, role]);
  // Another browser tab of the console changes the same list.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setStored(() => readStored(key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, setStored]);

  const close = (path: string) => {
    if (path === homePath) return;
    const i = tabs.findIndex((t) => t.path === path);
    const rest = tabs.filter((t) => t.path !== path);
    setStored((prev) => prev.filter((t) => t.path !== path));
    if (path === pathname) navigate((rest[Math.min(i, rest.length - 1)] ?? rest[0])?.path ?? homePath);
  };

  /** Closes the tab of `path` and goes to `to` (which opens its tab, as any arrival does). */
  const closeTo = useCallback(
    (path: string, to: string) => {
      if (path !== homePath) setStored((prev) => prev.filter((t) => t.path !== path));
      navigate(to);
    },
    [homePath, navigate, setStored],
  );

  /** A page names its tab (e.g. with the API's name); kept with the tab across reloads. */
  const setTitle = useCallback(
    (path: string, id: string, title: string) => {
      setStored((prev) =>
        !prev.some((t) => t.path === path)
          ? path === homePath
            ? [...prev, { path, id, title }]
            : prev
          : prev.some((t) => t.path === path && t.title !== title)
            ? prev.map((t) => (t.path === path ? { ...t, title } : t))
            : prev,
      );
    },
    [homePath, setStored],
  );

  return { tabs, homePath, close, closeTo, setTitle };
}
