import { Box, Button, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { setLanguage } from '../i18n';
import { useDarkMode } from './color-mode';

export function Layout() {
  const { t, i18n } = useTranslation();
  const [dark, toggleDark] = useDarkMode();
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="bold" fontSize="lg">
              {t('app.name')}
            </Text>
            <HStack gap="4" as="nav">
              <Link asChild>
                <NavLink to="/home">{t('nav.home')}</NavLink>
              </Link>
              <Link asChild>
                <NavLink to="/watch">{t('nav.watch')}</NavLink>
              </Link>
              <Button size="xs" variant="outline" onClick={() => setLanguage(i18n.language === 'en' ? 'zh' : 'en')}>
                {t('lang.switch')}
              </Button>
              <Button size="xs" variant="outline" onClick={toggleDark} aria-pressed={dark}>
                {dark ? t('theme.light') : t('theme.dark')}
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
