import { Box, Drawer, Flex, IconButton, Portal, CloseButton } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';
import { Outlet, useLocation } from 'react-router-dom';
import '../i18n';
import { useConsoleEntry } from '../hooks/useConsoleEntry';
import { ConsoleTitleContext } from '../hooks/useConsoleTitle';
import { ConsoleLeaveContext } from '../hooks/useLeavePage';
import { useOpenTabs } from '../hooks/useOpenTabs';
import { mayOpen, type ConsoleRole } from '../registry';
import { AreaSwitch } from './AreaSwitch';
import { RoleGate } from './RoleGate';
import { ConsoleMenu } from './ConsoleMenu';
import { ConsoleTabs } from './ConsoleTabs';
import { NoPermission } from './NoPermission';

/** Height of the sticky site header (its buttons and padding): the console's sticky parts sit below it. */
export const HEADER_H = 'calc(3.5rem + 1px)';

/** SPEC §2.3 `/dashboard`: side menu, closable tabs and the page of the active tab. */
export function DesktopConsole() {
  return <RoleGate>{(role) => <DesktopFrame role={role} />}</RoleGate>;
}

function DesktopFrame({ role }: { role: ConsoleRole }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { entry } = useConsoleEntry();
  const { tabs, homePath, close, closeTo, setTitle } = useOpenTabs(role, { entry, path: pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const nameTab = useCallback(
    (title: string) => entry && setTitle(pathname, entry.id, title),
    [entry, pathname, setTitle],
  );
  const leave = useCallback((to: string) => closeTo(pathname, to), [closeTo, pathname]);
  const page =
    entry && !mayOpen(entry, role) ? <NoPermission entry={entry} homePath={homePath} /> : <Outlet />;
  const menuButton = (
    <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton hideFrom="md" variant="ghost" size="sm" aria-label={t('console.openMenu')} ml="2">
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('console.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <ConsoleMenu role={role} area="desktop" onNavigate={() => setMenuOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
  return (
    <Flex align="stretch" minH={`calc(100vh - ${HEADER_H})`} data-testid="desktop-console">
      <Box as="aside" hideBelow="md" w="56" flexShrink={0} borderRightWidth="1px" bg="bg.panel">
        <Box position="sticky" top={HEADER_H} maxH={`calc(100vh - ${HEADER_H})`} overflowY="auto" p="3">
          <ConsoleMenu role={role} area="desktop" />
        </Box>
      </Box>
      <Box flex="1" minW="0">
        <AreaSwitch area="desktop" />
        {entry ? (
          <ConsoleTabs tabs={tabs} active={pathname} homePath={homePath} onClose={close} leading={menuButton}>
            <Box px={{ base: '3', md: '6' }} pb="8">
              <ConsoleTitleContext.Provider value={nameTab}>
                <ConsoleLeaveContext.Provider value={leave}>{page}</ConsoleLeaveContext.Provider>
              </ConsoleTitleContext.Provider>
            </Box>
          </ConsoleTabs>
        ) : null}
        {!entry && <Outlet />}
      </Box>
    </Flex>
  );
}
