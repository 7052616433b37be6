import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { LuActivity, LuFilePlus, LuSettings, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useConsolePath } from '../../features/console/hooks/useConsolePath';
import { useConsoleRole } from '../../features/console/hooks/useConsoleRole';
import type { ConsoleRole } from '../../features/console/registry';
import { ActivityLog } from '../../features/monitor/components/ActivityLog';
import { MonitorCentre } from '../../features/monitor/components/MonitorCentre';
import '../../features/monitor/i18n';

/**
 * SPEC §2.9 quick actions (the SPEC only logs them; ours go there): add an API (the admin form), the
 * system status (the public monitor centre), user management, and the account settings (API keys).
 */
const QUICK_ACTIONS: ReadonlyArray<{ key: string; icon: IconType; page?: Record<ConsoleRole, string | null> }> = [
  // A creator adds an API through the creator's form.
  { key: 'addApi', icon: LuFilePlus, page: { ADMIN: 'apiAdd', USER: 'apiCreate' } },
  { key: 'systemStatus', icon: LuActivity },
  { key: 'userManagement', icon: LuUsers, page: { ADMIN: 'usermanagement', USER: null } },
  { key: 'settings', icon: LuSettings, page: { ADMIN: 'apikeys', USER: 'apikeys' } },
];

/** SPEC §2.9 control center: figures, live monitor with history, activity log, quick actions. */
export function ControlCenterPage() {
  const { t } = useTranslation();
  const path = useConsolePath();
  const { role } = useConsoleRole();
  const actions = QUICK_ACTIONS.flatMap(({ key, icon, page }) => {
    if (!page) return [{ key, icon, to: '/watch' }];
    const id = role ? page[role] : null;
    return id ? [{ key, icon, to: path(id) }] : [];
  });
  return (
    // Inside the console, whose title bar (mobile) or tab (desktop) names the page.
    <Stack gap="5" pb="5">
      <SimpleGrid as="nav" aria-label={t('controlCenter.quickActions')} columns={{ base: 2, md: 4 }} gap="2">
        {actions.map(({ key, icon: Icon, to }) => (
          <Button key={key} asChild size="sm" variant="outline" minH="11">
            <RouterLink to={to}>
              <Icon />
              {t(`controlCenter.actions.${key}`)}
            </RouterLink>
          </Button>
        ))}
      </SimpleGrid>
      <MonitorCentre />
      <ActivityLog />
    </Stack>
  );
}
