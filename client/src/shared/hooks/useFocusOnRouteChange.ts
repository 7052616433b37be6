import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Whether the focus is where the visitor is typing or working, which a new page must not take away. */
function keep(active: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body || active === main) return false;
  if (main.contains(active)) return true; // the new page placed it (autofocus), or it is still on screen
  if (active.closest('[role=dialog], [role=alertdialog], [role=menu], [role=listbox]')) return true;
  return active.matches('input, textarea, select, [contenteditable=""], [contenteditable=true]');
}

/** Focuses the page's <h1> (a script-only stop: tabIndex -1), if it has one; whether it did. */
function focusHeading(main: HTMLElement): boolean {
  const h1 = main.querySelector<HTMLElement>('h1');
  if (!h1) return false;
  if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
  h1.focus({ preventScroll: true });
  return document.activeElement === h1;
}

/**
 * When the page changes (a new path, not only a new query), the focus goes to the new page's <h1>, so a
 * screen reader starts by reading its title, or to the main content when it has none — unless the new
 * page has placed it itself or the visitor is typing in a field. Otherwise a keyboard or screen reader
 * user is left on a link of the old page, or on nothing at all (<body>) when that link has gone (a card,
 * the closing mobile menu), and has to Tab through the whole header again. A heading that comes with the
 * page's data takes the focus from <main> when it comes, as long as the focus is still on <main>.
 */
export function useFocusOnRouteChange(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    const el = main.current;
    if (!el || keep(document.activeElement, el) || focusHeading(el)) return;
    el.focus({ preventScroll: true });
    const later = new MutationObserver(() => {
      if (document.activeElement !== el || focusHeading(el)) later.disconnect();
    });
    later.observe(el, { childList: true, subtree: true });
    // Once the visitor has moved on (even back to <main> by the skip link), a late heading takes nothing.
    const stop = () => later.disconnect();
    el.addEventListener('blur', stop, { once: true });
    return () => {
      stop();
      el.removeEventListener('blur', stop);
    };
  }, [pathname, main]);
}
