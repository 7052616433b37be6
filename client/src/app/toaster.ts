import { createToaster } from '@chakra-ui/react';

/** SPEC §9: toasts vanish after 3 s. */
export const TOAST_DURATION_MS = 3000;

/** The toast store; its view (ToasterView, with the toast state machine) loads after the first paint. */
export const toastStore = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

type ToastOptions = Parameters<typeof toastStore.create>[0];

let ready = false;
const queued: ToastOptions[] = [];

/** Called by ToasterView once it listens: toasts raised before then are shown now, not lost. */
export function markToasterReady(): void {
  ready = true;
  for (const options of queued.splice(0)) toastStore.create(options);
}

/** What the app calls: `toaster.create({...})`, `toaster.isVisible(id)`. */
export const toaster = {
  create(options: ToastOptions): void {
    if (ready) toastStore.create(options);
    else queued.push(options);
  },
  isVisible(id: string): boolean {
    return toastStore.isVisible(id) || queued.some((o) => o.id === id);
  },
};
