import { Box, Container, Flex, Heading, IconButton } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft } from 'react-icons/lu';
import { Outlet, useNavigate } from 'react-router-dom';
import '../i18n';
import { useConsoleEntry } from '../hooks/useConsoleEntry';
import { ConsoleTitleContext } from '../hooks/useConsoleTitle';
import { mayOpen, mobileHome, type ConsoleRole } from '../registry';
import { AreaSwitch } from './AreaSwitch';
import { RoleGate } from './RoleGate';
import { BottomNav } from './BottomNav';
import { NoPermission } from './NoPermission';

/** SPEC §2.4 `/admin/mobile`: a phone layout — title bar, the page, and a bottom navigation bar. */
export function MobileConsole() {
  return <RoleGate>{(role) => <MobileFrame role={role} />}</RoleGate>;
}

function MobileFrame({ role }: { role: ConsoleRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { entry } = useConsoleEntry();
  const [named, setNamed] = useState<{ id: string; title: string } | null>(null);
  const homePath = `/admin/mobile/${mobileHome(role).mobile![0]!}`;
  const id = entry?.id;
  const nameTitle = useCallback(
    (s: string) => {
      if (id) setNamed((prev) => (prev?.id === id && prev.title === s ? prev : { id, title: s }));
    },
    [id],
  );
  const title = entry
    ? named?.id === entry.id
      ? named.title
      : t(`console.pages.${entry.id}`)
    : t('console.mobileTitle');
  return (
    <Box data-testid="mobile-console" pb="calc(4.5rem + env(safe-area-inset-bottom))">
      <AreaSwitch area="mobile" />
      <Container maxW="3xl" px="3">
        <Flex align="center" gap="1" py="2" minH="12">
          <IconButton
            variant="ghost"
            size="md"
            minW="11"
            h="11"
            aria-label={t('console.back')}
            onClick={() => navigate(-1)}
          >
            <LuChevronLeft />
          </IconButton>
          <Heading as="h1" size="md" truncate data-testid="mobile-title">
            {title}
          </Heading>
        </Flex>
        <ConsoleTitleContext.Provider value={nameTitle}>
          {entry && !mayOpen(entry, role) ? <NoPermission entry={entry} homePath={homePath} /> : <Outlet />}
        </ConsoleTitleContext.Provider>
      </Container>
      <BottomNav role={role} />
    </Box>
  );
}
