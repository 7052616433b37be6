import { Button, Card, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePlatformStatistics } from '../hooks/useMonitor';
import { dateLocale } from '../../../i18n/localized';
import '../i18n';

/** The four platform figures (SPEC §2.9), computed by the gateway from real rows. */
export function StatCards() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = usePlatformStatistics();
  if (error) {
    return (
      <Card.Root>
        <Card.Body flexDirection="row" alignItems="center" gap="3">
          <Text color="fg.error">{t('watch.statsError')}</Text>
          <Button size="xs" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }
  const s = data?.apiStatistics;
  const number = (n: number) => n.toLocaleString(dateLocale(i18n.language));
  const cards = [
    { key: 'apis', label: t('watch.stats.apis'), value: s ? number(s.apis) : '' },
    { key: 'developers', label: t('watch.stats.developers'), value: s ? number(s.developers) : '' },
    { key: 'calls', label: t('watch.stats.calls'), value: s ? number(s.totalCalls) : '' },
    {
      key: 'availability',
      label: t('watch.stats.availability'),
      value: s ? (s.availability == null ? t('watch.unavailable') : `${s.availability}%`) : '',
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      {cards.map((c) => (
        <Card.Root key={c.key} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{c.label}</Stat.Label>
              {loading && !s ? (
                <Skeleton h="7" w="16" />
              ) : (
                <Stat.ValueText data-testid={`stat-${c.key}`}>{c.value}</Stat.ValueText>
              )}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
