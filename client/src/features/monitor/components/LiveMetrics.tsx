import { Alert, Card, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { SystemMetricsSubscription as Sample } from '../../../gql/graphql';
import { dateLocale } from '../../../i18n/localized';
import { useSystemMetrics } from '../hooks/useMonitor';
import '../i18n';

type Metrics = Sample['systemMetrics'];

function Figure({
  label,
  value,
  help,
  testId,
}: {
  label: string;
  value: string;
  help?: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText data-testid={testId}>{value}</Stat.ValueText>
          {help && (
            <Stat.HelpText as="dd" data-testid={testId ? `${testId}-help` : undefined} wordBreak="break-word">
              {help}
            </Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The live figures pushed every 2 s over graphql-ws; values the host cannot give show "—". */
export function LiveMetrics({ onSample }: { onSample?: (m: Metrics) => void }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useSystemMetrics(onSample);
  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('watch.error')}</Alert.Title>
      </Alert.Root>
    );
  }
  const m = data?.systemMetrics;
  if (!m) return <Text color="fg.muted">{t('watch.waiting')}</Text>;
  const fmt = (n: number | null | undefined, unit: string) =>
    n == null ? t('watch.unavailable') : `${n}${unit}`;
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <Figure
          label={t('watch.cpu')}
          value={fmt(m.cpu.usage, '%')}
          help={`${m.cpu.model} · ${t('watch.cores', { count: m.cpu.coreCount })}`}
          testId="cpu-usage"
        />
        <Figure
          label={t('watch.temperature')}
          value={fmt(m.cpu.temperature, ' °C')}
          help={m.cpu.temperature == null ? t('watch.noSensor') : undefined}
          testId="cpu-temperature"
        />
        <Figure
          label={t('watch.memory')}
          value={fmt(m.memory.usage, '%')}
          // The total in its own card, not floating below the row.
          help={
            <span data-testid="memory-detail">
              {m.memory.used} / {m.memory.total} GB
            </span>
          }
          testId="memory-usage"
        />
        <Figure
          label={t('watch.network')}
          // Non-breaking spaces: the unit never wraps onto a line of its own.
          value={`↑\u00a0${fmt(m.network.uploadSpeed, '')} ↓\u00a0${fmt(m.network.downloadSpeed, '')}\u00a0MB/s`}
          help={t('watch.totals', { up: m.network.totalUpload, down: m.network.totalDownload })}
          testId="network-speed"
        />
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" mt="2">
        <span data-testid="sample-time">
          {t('watch.live')} · {new Date(m.timestamp).toLocaleTimeString(dateLocale(i18n.language))}
        </span>
      </Text>
    </>
  );
}
