import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { FirstScreenResult } from './app/first-screen';
import { i18nReady } from './i18n';
import { Providers } from './app/providers';
import { router } from './app/router';

/**
 * How long the app waits for the first-screen request (index.html started it) before its first render.
 * Meanwhile index.html's static first screen is on view (first-screen-shell.ts); with the answer in
 * Apollo's cache, the first commit replaces it with the whole page at once, not with skeletons. A slower
 * answer still reaches the blocks when it comes (app/first-screen.ts).
 */
const FIRST_SCREEN_WAIT_MS = 2000;

function firstScreen(): Promise<FirstScreenResult | null | undefined> {
  const pending = window.__firstScreen;
  if (!pending) return Promise.resolve(undefined);
  return Promise.race([
    pending,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), FIRST_SCREEN_WAIT_MS)),
  ]);
}

// The stored language's labels are in place before the first render (no flash of keys).
void Promise.all([i18nReady, firstScreen()]).then(([, answered]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers firstScreen={answered}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
