import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { consoleIcon } from '../icons';
import {
  CONSOLE,
  inMenu,
  MENU_GROUPS,
  mayOpen,
  menuGroup,
  type ConsoleEntry,
  type ConsoleRole,
} from '../registry';

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
  const groups = MENU_GROUPS.map((g) => ({
    id: g,
    entries: entries.filter((e) => menuGroup(e) === g),
  })).filter((g) => g.entries.length > 0);
  const item = (e: ConsoleEntry) => {
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
  };
  return (
    <Box as="nav" aria-label={t('console.menu')} data-testid={`console-menu-${area}`}>
      {groups.length < 2 ? (
        <Stack as="ul" gap="0.5" listStyleType="none">
          {entries.map(item)}
        </Stack>
      ) : (
        <Stack gap="3">
          {groups.map((g) => (
            <Box
              key={g.id}
              role="group"
              aria-labelledby={`console-group-${area}-${g.id}`}
              data-testid="console-menu-group"
            >
              <Text
                id={`console-group-${area}-${g.id}`}
                px="3"
                mb="1"
                fontSize="xs"
                fontWeight="semibold"
                color="fg.muted"
                textTransform="uppercase"
                letterSpacing="wide"
              >
                {t(`console.groups.${g.id}`)}
              </Text>
              <Stack as="ul" gap="0.5" listStyleType="none">
                {g.entries.map(item)}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
