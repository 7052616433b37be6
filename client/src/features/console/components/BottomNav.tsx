import { Box, Button, CloseButton, Drawer, Flex, Link, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEllipsis, LuMonitor } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { consoleIcon } from '../icons';
import { bottomNavEntries, type ConsoleRole } from '../registry';
import { ConsoleMenu } from './ConsoleMenu';

const itemStyle = {
  flex: '1',
  minW: '0',
  px: '0',
  minH: '14',
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  fontSize: 'xs',
  color: 'fg.muted',
  _hover: { textDecoration: 'none', color: 'fg' },
};

/** The mobile area's bottom bar: the role's four main pages and “more” (every page it may open). */
export function BottomNav({ role }: { role: ConsoleRole }) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  return (
    <Box
      as="nav"
      aria-label={t('console.menu')}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
      data-testid="bottom-nav"
    >
      <Flex maxW="3xl" mx="auto">
        {bottomNavEntries(role).map((e) => {
          const Icon = consoleIcon(e.id);
          return (
            <Link
              key={e.id}
              asChild
              {...itemStyle}
              _currentPage={{ color: 'blue.fg', fontWeight: 'semibold' }}
            >
              <NavLink to={`/admin/mobile/${e.mobile![0]!}`}>
                <Icon size="20" aria-hidden />
                <Text as="span" truncate maxW="full">
                  {/* A bar's fifth of a phone holds about ten Latin letters: its own shorter label. */}
                  {t(`console.bar.${e.id}`, { defaultValue: t(`console.pages.${e.id}`) })}
                </Text>
              </NavLink>
            </Link>
          );
        })}
        <Drawer.Root open={more} onOpenChange={(e) => setMore(e.open)} placement="bottom">
          <Drawer.Trigger asChild>
            <Button variant="plain" h="auto" {...itemStyle} data-testid="bottom-nav-more">
              <LuEllipsis size="20" aria-hidden />
              <Text as="span">{t('console.more')}</Text>
            </Button>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxH="80vh" borderTopRadius="l3">
                <Drawer.Header>
                  <Drawer.Title>{t('console.mobileTitle')}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body pb="6">
                  <ConsoleMenu role={role} area="mobile" onNavigate={() => setMore(false)} />
                  <Link
                    asChild
                    mt="3"
                    minH="11"
                    px="3"
                    gap="3"
                    display="flex"
                    alignItems="center"
                    fontSize="sm"
                  >
                    <NavLink to="/dashboard" onClick={() => setMore(false)}>
                      <LuMonitor aria-hidden />
                      {t('console.toDesktop')}
                    </NavLink>
                  </Link>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="md" aria-label={t('nav.close')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </Flex>
    </Box>
  );
}
