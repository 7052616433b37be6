import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { markToasterReady, TOAST_DURATION_MS } from './toaster';

const toastStore = createToaster({
  placement: 'top',
  // Below the sticky header (its height plus a gap): a toast never covers the main navigation.
  offsets: { top: '76px', right: '16px', bottom: '16px', left: '16px' },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

/** Lazily loaded (bundle budget): renders the toasts of `toastStore`. */
export function ToasterView() {
  useEffect(() => {
    // After the toaster's own effects have subscribed to the store.
    const timer = setTimeout(() => markToasterReady(toastStore), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description lineClamp={3}>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
