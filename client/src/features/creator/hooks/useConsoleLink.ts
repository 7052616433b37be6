import { useCallback } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../../app/router';
import { entryById, fillPath } from '../../console';

/** Which console the page is shown in: the desktop tabs or the mobile area. */
export function useConsoleArea(): 'desktop' | 'mobile' {
  return (
    useMatches()
      .map((m) => (m.handle as RouteHandle | undefined)?.consoleArea)
      .find(Boolean) ?? 'desktop'
  );
}

/** A link to another console page in the same area (the same screens serve /dashboard and /admin/mobile). */
export function useConsoleLink(): (id: string, params?: Record<string, string | number>) => string {
  const area = useConsoleArea();
  return useCallback(
    (id, params = {}) => {
      const entry = entryById(id);
      const path = area === 'mobile' ? entry?.mobile?.[0] : entry?.desktop;
      if (!path) return area === 'mobile' ? '/admin/mobile' : '/dashboard';
      return area === 'mobile'
        ? `/admin/mobile/${fillPath(path, params)}`
        : `/dashboard/${fillPath(path, params)}`;
    },
    [area],
  );
}
