import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import type { RouteHandle } from './router';
import { AccountMenu } from '../features/accounts/components/AccountMenu';
import { Header } from '../features/layout/components/Header';
import { Footer } from '../features/layout/components/Footer';
import { MAIN_ID, SkipLink } from '../features/layout/components/SkipLink';
import { useFocusOnRouteChange } from '../shared/hooks/useFocusOnRouteChange';
import { useWhenIdle } from '../shared/hooks/useWhenIdle';

// Its two requests wait for idle time anyway: its code (and documents) too, not in the first route's file.
const StartupReport = lazy(async () => ({
  default: (await import('../features/device/components/StartupReport')).StartupReport,
}));

export function Layout() {
  // The console shells fill the screen (the mobile one has its own bottom bar): no site footer there.
  const inConsole = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.consoleArea);
  // While the next page's chunk loads, the page on screen is on its way out (assistive tools wait; so
  // do the browser tests). `data-location` is the path the page on screen was rendered for, so a test
  // knows when the address and the page agree.
  const loading = useNavigation().state !== 'idle';
  const { pathname, search } = useLocation();
  const idle = useWhenIdle();
  const main = useRef<HTMLElement>(null);
  useFocusOnRouteChange(main);
  return (
    <Flex direction="column" minH="100vh">
      {idle && (
        <Suspense fallback={null}>
          <StartupReport />
        </Suspense>
      )}
      <SkipLink />
      <Header accountMenu={<AccountMenu />} />
      {/* Focusable by script only (the skip link, a new page; its <h1> too): no ring around the whole page
          or its title. */}
      <Box
        as="main"
        ref={main}
        id={MAIN_ID}
        tabIndex={-1}
        outline="none"
        css={{ '& h1[tabindex="-1"]': { outline: 'none' } }}
        flex="1"
        minW="0"
        aria-busy={loading || undefined}
        data-location={pathname + search}
      >
        <Outlet />
      </Box>
      {!inConsole && <Footer />}
    </Flex>
  );
}
