import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../../app/router';
import { entryById, fillPath } from '../registry';

/**
 * The path of a console page in the area the user is in (desktop tabs or the mobile area), so a page
 * shared by both links to its siblings without leaving the area. Falls back to the other area when
 * the page has no path in this one.
 */
export function useConsolePath(): (id: string, params?: Record<string, string | number>) => string {
  const area = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.consoleArea)
    .find(Boolean);
  return (id, params = {}) => {
    const entry = entryById(id);
    const desktop = entry?.desktop && `/dashboard/${fillPath(entry.desktop, params)}`;
    const mobile = entry?.mobile && `/admin/mobile/${fillPath(entry.mobile[0]!, params)}`;
    return (area === 'desktop' ? (desktop ?? mobile) : (mobile ?? desktop)) ?? '/dashboard';
  };
}
