import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Where the focus goes when a dialog closes (Ark's `finalFocusEl`): what had it when the dialog opened.
 * A dialog opened from a menu item (a row's “…” actions) opens while the menu closes: Ark gave the focus
 * back to the hidden menu, so it fell to <body> and a keyboard user started again at the top of the
 * page. There the menu's button takes it (the menu is labelled by its trigger). `null` keeps Ark's own
 * choice (the dialog's trigger) when the element is gone.
 */
export function useReturnFocus(open: boolean): () => HTMLElement | null {
  const from = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    const menu = active instanceof HTMLElement ? active.closest('[role=menu]') : null;
    const trigger = menu?.getAttribute('aria-labelledby');
    from.current = trigger
      ? document.getElementById(trigger)
      : active instanceof HTMLElement && active !== document.body
        ? active
        : null;
  }, [open]);
  return useCallback(() => (from.current?.isConnected ? from.current : null), []);
}
