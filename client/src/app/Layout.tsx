import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useMatches } from 'react-router-dom';
import type { RouteHandle } from './router';
import { Footer } from '../features/layout/components/Footer';
import { Header } from '../features/layout/components/Header';
import { StartupReport } from '../features/device/components/StartupReport';

export function Layout() {
  // The console shells fill the screen (the mobile one has its own bottom bar): no site footer there.
  const inConsole = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.consoleArea);
  return (
    <Flex direction="column" minH="100vh">
      <StartupReport />
      <Header />
      <Box as="main" flex="1" minW="0">
        <Outlet />
      </Box>
      {!inConsole && <Footer />}
    </Flex>
  );
}
