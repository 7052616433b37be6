import { useCallback, useSyncExternalStore } from 'react';
import { DARK_MODE_KEY } from './session';

const listeners = new Set<() => void>();

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** Dark mode as a class on <html> (Chakra's `_dark` condition), stored in localStorage `darkMode`. */
export function setDarkMode(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  localStorage.setItem(DARK_MODE_KEY, String(dark));
  listeners.forEach((l) => l());
}

export function useDarkMode(): [boolean, () => void] {
  const dark = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    isDark,
    () => false,
  );
  const toggle = useCallback(() => setDarkMode(!isDark()), []);
  return [dark, toggle];
}
