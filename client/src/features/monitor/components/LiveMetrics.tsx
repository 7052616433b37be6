import { useSubscription } from '@apollo/client/react';
import { Alert, Card, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SystemMetricsSubscription } from '../graphql/monitor';

/** The live CPU and memory figures pushed every 2 s over graphql-ws. */
export function LiveMetrics() {
  const { t } = useTranslation();
  const { data, error } = useSubscription(SystemMetricsSubscription);
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('watch.error')}</Alert.Title>
      </Alert.Root>
    );
  }
  const m = data?.systemMetrics;
  if (!m) return <Text color="fg.muted">{t('watch.waiting')}</Text>;
  const fmt = (n: number | null | undefined, unit: string) => (n == null ? t('watch.unavailable') : `${n}${unit}`);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Card.Root>
        <Card.Body>
          <Stat.Root>
            <Stat.Label>{t('watch.cpu')}</Stat.Label>
            <Stat.ValueText data-testid="cpu-usage">{fmt(m.cpu.usage, '%')}</Stat.ValueText>
            <Stat.HelpText>
              {m.cpu.model} · {t('watch.cores', { count: m.cpu.coreCount })}
            </Stat.HelpText>
          </Stat.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Stat.Root>
            <Stat.Label>{t('watch.memory')}</Stat.Label>
            <Stat.ValueText data-testid="memory-usage">{fmt(m.memory.usage, '%')}</Stat.ValueText>
            <Stat.HelpText data-testid="memory-detail">
              {m.memory.used} / {m.memory.total} GB
            </Stat.HelpText>
          </Stat.Root>
        </Card.Body>
      </Card.Root>
      <Text fontSize="xs" color="fg.muted" data-testid="sample-time">
        {t('watch.live')} · {new Date(m.timestamp).toLocaleTimeString()}
      </Text>
    </SimpleGrid>
  );
}
