import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../features/layout/components/Footer';
import { Header } from '../features/layout/components/Header';
import { StartupReport } from '../features/device/components/StartupReport';

export function Layout() {
  return (
    <Flex direction="column" minH="100vh">
      <StartupReport />
      <Header />
      <Box as="main" flex="1" minW="0">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
