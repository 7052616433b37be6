import { createContext, useContext, useEffect } from 'react';

/** Set by the shells: a page names itself (the desktop tab, the mobile title bar). */
export const ConsoleTitleContext = createContext<((title: string) => void) | null>(null);

/** Gives the current console page a title of its own, e.g. the API's name; nothing outside the shells. */
export function useConsoleTitle(title: string | null | undefined): void {
  const set = useContext(ConsoleTitleContext);
  useEffect(() => {
    if (set && title) set(title);
  }, [set, title]);
}
