import { Container, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MonitorCentre } from '../../features/monitor/components/MonitorCentre';
import '../../features/monitor/i18n';

export function WatchPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py="6">
      <Heading size="lg" mb="4">
        {t('watch.title')}
      </Heading>
      <MonitorCentre />
    </Container>
  );
}
