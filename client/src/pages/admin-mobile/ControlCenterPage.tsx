import { Button, Container, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActivityLog } from '../../features/monitor/components/ActivityLog';
import { MonitorCentre } from '../../features/monitor/components/MonitorCentre';

const QUICK_ACTIONS = ['addApi', 'systemStatus', 'userManagement', 'settings'] as const;

/** SPEC §2.9 mobile control center: figures, live monitor with history, activity log, quick actions. */
export function ControlCenterPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="3xl" py="5">
      <Stack gap="5">
        <Heading size="lg">{t('pages.mobile.controlCenter')}</Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
          {QUICK_ACTIONS.map((a) => (
            // SPEC §2.9: the quick actions are only logged.
            <Button key={a} size="sm" variant="outline" onClick={() => console.info('quick action', a)}>
              {t(`controlCenter.actions.${a}`)}
            </Button>
          ))}
        </SimpleGrid>
        <MonitorCentre />
        <ActivityLog />
      </Stack>
    </Container>
  );
}
