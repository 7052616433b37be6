import { BrandMark } from './BrandMark';
import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu, LuMoon, LuSun, LuX } from 'react-icons/lu';
import { NavLink, useLocation } from 'react-router-dom';
import { useDarkMode } from '../../../app/color-mode';
import { setLanguage } from '../../../i18n';
import { useSession } from '../../../app/session';

// Signed-in accounts only: the bell (and its live subscription) loads when someone is signed in.
const NotificationBell = lazy(() =>
  import('../../creator/components/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

const links = [
  { to: '/home', key: 'nav.home' },
  { to: '/api-market', key: 'nav.market' },
  { to: '/watch', key: 'nav.watch' },
  { to: '/docs/rest-api', key: 'nav.docs' },
  { to: '/problem', key: 'nav.feedback' },
] as const;

/**
 * Site header: navigation (a toggled menu at ≤768 px), zh/en and dark mode toggles, sign-in. The
 * account menu comes from the app shell (app/Layout.tsx names accounts' component), so the first
 * route does not reach the accounts feature's public index and the documents it re-exports.
 */
export function Header({ accountMenu }: { accountMenu: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [dark, toggleDark] = useDarkMode();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  const { token } = useSession();
  // Following a link closes the mobile menu.
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  // Escape in the open mobile menu (or on its button) closes it and gives the focus back to the button;
  // an Escape meant for a popup of the account menu (rendered in a portal, outside) is left to it.
  const toggle = useRef<HTMLButtonElement>(null);
  const mobileNav = useRef<HTMLDivElement>(null);
  const escape = (e: KeyboardEvent) => {
    const inside = e.target instanceof Node && (mobileNav.current?.contains(e.target) || toggle.current === e.target);
    if (!open || e.key !== 'Escape' || !inside) return;
    setOpen(false);
    toggle.current?.focus();
  };

  const navItems = links.map((l) => (
    <Link
      key={l.to}
      asChild
      fontWeight="medium"
      _currentPage={{ color: 'colorPalette.fg' }}
      colorPalette="blue"
    >
      <NavLink to={l.to}>{t(l.key)}</NavLink>
    </Link>
  ));
  // One account menu, in the header on wide screens and in the opened menu on narrow ones (§9: ≤ 768 px).
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky" onKeyDown={escape}>
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="3">
          <Link asChild _hover={{ textDecoration: 'none' }}>
            <NavLink to="/home">
              <HStack gap="2">
                <BrandMark size="7" />
                <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap" data-testid="brand">
                  {t('app.name')}
                </Text>
              </HStack>
            </NavLink>
          </Link>
          <HStack as="nav" gap="5" hideBelow="md" aria-label={t('nav.label')} data-testid="desktop-nav">
            {navItems}
          </HStack>
          <HStack gap="2">
            <Button
              size="xs"
              variant="outline"
              data-testid="lang-toggle"
              // Its label is in the other language (“中文” on an English page): said in that language (WCAG 3.1.2).
              lang={i18n.language === 'en' ? 'zh-CN' : 'en'}
              onClick={() => void setLanguage(i18n.language === 'en' ? 'zh' : 'en')}
            >
              {t('lang.switch')}
            </Button>
            <IconButton
              size="xs"
              variant="outline"
              onClick={toggleDark}
              aria-pressed={dark}
              aria-label={dark ? t('theme.light') : t('theme.dark')}
              data-testid="dark-toggle"
            >
              {dark ? <LuSun /> : <LuMoon />}
            </IconButton>
            {token && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
            {desktop && accountMenu}
            <IconButton
              size="xs"
              variant="ghost"
              hideFrom="md"
              aria-label={open ? t('nav.close') : t('nav.open')}
              aria-expanded={open}
              data-testid="menu-toggle"
              ref={toggle}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <LuX /> : <LuMenu />}
            </IconButton>
          </HStack>
        </Flex>
        {open && (
          <Stack as="nav" ref={mobileNav} hideFrom="md" pt="3" gap="3" aria-label={t('nav.label')} data-testid="mobile-nav">
            {navItems}
            {!desktop && (
              <Box>
                {accountMenu}
              </Box>
            )}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
