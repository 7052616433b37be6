import { createToaster } from '@chakra-ui/react';

/** SPEC §9: toasts vanish after 3 s. */
export const TOAST_DURATION_MS = 3000;

/** The toast store; its view (ToasterView, with the toast state machine) loads with the first toast. */
export const toastStore = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

type ToastOptions = Parameters<typeof toastStore.create>[0];

let ready = false;
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

/** Called by ToasterView once it listens: toasts raised before then are shown now, not lost. */
export function markToasterReady(): void {
  ready = true;
  for (const options of queued.splice(0)) toastStore.create(options);
}

/** What the app calls: `toaster.create({...})`, `toaster.isVisible(id)`. */
export const toaster = {
  create(options: ToastOptions): void {
    if (ready) {
      toastStore.create(options);
      return;
    }
    queued.push(options);
    if (!wanted) {
      wanted = true;
      wantedListeners.forEach((l) => l());
    }
  },
  isVisible(id: string): boolean {
    return toastStore.isVisible(id) || queued.some((o) => o.id === id);
  },
};
