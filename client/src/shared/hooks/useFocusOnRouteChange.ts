import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Whether the focus is where the visitor is typing or working, which a new page must not take away. */
function keep(active: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body) return false;
  if (main.contains(active)) return true; // the new page placed it (autofocus), or it is still on screen
  if (active.closest('[role=dialog], [role=alertdialog], [role=menu], [role=listbox]')) return true;
  return active.matches('input, textarea, select, [contenteditable=""], [contenteditable=true]');
}

/**
 * When the page changes (a new path, not only a new query), the focus goes to the main content — unless
 * the new page has placed it itself or the visitor is typing in a field. Otherwise a keyboard or screen
 * reader user is left on a link of the old page, or on nothing at all (<body>) when that link has gone
 * (a card, the closing mobile menu), and has to Tab through the whole header again.
 */
export function useFocusOnRouteChange(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    const el = main.current;
    if (el && !keep(document.activeElement, el)) el.focus({ preventScroll: true });
  }, [pathname, main]);
}
