import { Container, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LiveMetrics } from '../../features/monitor/components/LiveMetrics';

export function WatchPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py="6">
      <Heading size="lg" mb="4">
        {t('watch.title')}
      </Heading>
      <LiveMetrics />
    </Container>
  );
}
