import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { consoleIcon } from '../icons';
import { CONSOLE, inMenu, mayOpen, type ConsoleRole } from '../registry';

/** The console's page list for a role (desktop side menu, mobile “more” drawer): only what it may open. */
export function ConsoleMenu({
  role,
  area,
  onNavigate,
}: {
  role: ConsoleRole;
  area: 'desktop' | 'mobile';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const entries = CONSOLE.filter((e) => inMenu(e, area) && mayOpen(e, role));
  const base = area === 'desktop' ? '/dashboard/' : '/admin/mobile/';
  return (
    <Box as="nav" aria-label={t('console.menu')} data-testid={`console-menu-${area}`}>
      <Stack as="ul" gap="0.5" listStyleType="none">
        {entries.map((e) => {
          const Icon = consoleIcon(e.id);
          return (
            <li key={e.id}>
              <Link
                asChild
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                minH={area === 'mobile' ? '11' : '9'}
                borderRadius="md"
                color="fg.muted"
                fontSize="sm"
                _hover={{ bg: 'bg.muted', textDecoration: 'none', color: 'fg' }}
                _currentPage={{ bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' }}
                onClick={onNavigate}
              >
                <NavLink to={base + (area === 'desktop' ? e.desktop! : e.mobile![0]!)} end={false}>
                  <Icon aria-hidden />
                  <Text as="span" truncate>
                    {t(`console.pages.${e.id}`)}
                  </Text>
                </NavLink>
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
