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

/**
 * On a lazy main route (market, an API's page, login, the console) index.html draws the route's first
 * screen itself and asks for its code and first data (build/route-preload.ts): React's first render
 * waits, up to the same 2 s, until the router has the route's code and that answer has come, so it
 * replaces index.html's screen with the whole page (its data seeded into Apollo's cache, route-data.ts)
 * rather than with an empty frame or skeletons.
 */
function routeReady(): Promise<unknown> {
  const sent = window.__routeData;
  const initialized = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const answered = sent?.answer.then(
    (result) => {
      sent.settled = result;
    },
    () => undefined,
  );
  return Promise.race([
    Promise.all([initialized, answered]),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), FIRST_SCREEN_WAIT_MS)),
  ]);
}

// The stored language's labels are in place before the first render (no flash of keys).
void Promise.all([i18nReady, firstScreen(), routeReady()]).then(([, answered]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers firstScreen={answered}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
