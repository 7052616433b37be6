import type { CreateToasterReturn } from '@chakra-ui/react';

/** SPEC §9: toasts vanish after 3 s. */
export const TOAST_DURATION_MS = 3000;

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

/**
 * The toast store lives in ToasterView's module (with the view and the toast state machine), fetched
 * with the first toast: a page that never raises one does not load it. Until then toasts queue here.
 */
let store: CreateToasterReturn | undefined;
let wanted = false;
const queued: ToastOptions[] = [];
const wantedListeners = new Set<() => void>();

/** For Providers (useSyncExternalStore): true once a toast has been asked for, so ToasterView is fetched. */
export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return wanted;
}

/** Called by ToasterView once it listens to its store: toasts raised before then are shown now, not lost. */
export function markToasterReady(ready: CreateToasterReturn): void {
  store = ready;
  for (const options of queued.splice(0)) ready.create(options);
}

/** What the app calls: `toaster.create({...})`, `toaster.isVisible(id)`. */
export const toaster = {
  create(options: ToastOptions): void {
    if (store) {
      store.create(options);
      return;
    }
    queued.push(options);
    if (!wanted) {
      wanted = true;
      wantedListeners.forEach((l) => l());
    }
  },
  isVisible(id: string): boolean {
    return (store?.isVisible(id) ?? false) || queued.some((o) => o.id === id);
  },
};
