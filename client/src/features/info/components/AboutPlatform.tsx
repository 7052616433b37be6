import {
  Button,
  Card,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { dateLocale } from '../../../i18n/localized';
import { BlockError } from '../../../shared/components/BlockStates';
import { usePlatformStatistics } from '../hooks/usePlatformStatistics';
import '../i18n';
import { InfoHeader } from './InfoHeader';

/** The platform's measured figures; availability is left out until a call has been recorded. */
function Figures() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = usePlatformStatistics();
  if (error)
    return (
      <BlockError title={t('info.about.statsError')} onRetry={() => void refetch().catch(() => undefined)} />
    );
  const s = data?.apiStatistics;
  const fmt = (n: number) => n.toLocaleString(dateLocale(i18n.language));
  const items: Array<[string, string]> = s
    ? [
        ['apis', fmt(s.apis)],
        ['developers', fmt(s.developers)],
        ['calls', fmt(s.totalCalls)],
        ...(s.availability === null
          ? []
          : [['availability', `${s.availability.toFixed(1)}%`] as [string, string]]),
      ]
    : [];
  return (
    <SimpleGrid columns={{ base: 2, md: items.length || 4 }} gap="4" data-testid="about-stats">
      {loading || !s
        ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h="20" borderRadius="md" />)
        : items.map(([key, value]) => (
            <Card.Root key={key} variant="outline">
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{t(`info.about.stats.${key}`)}</Stat.Label>
                  <Stat.ValueText fontVariantNumeric="tabular-nums">{value}</Stat.ValueText>
                </Stat.Root>
              </Card.Body>
            </Card.Root>
          ))}
    </SimpleGrid>
  );
}

/** /about: what the platform is for, its real figures and its principles. */
export function AboutPlatform() {
  const { t } = useTranslation();
  const what = t('info.about.what', { returnObjects: true }) as Array<{ title: string; body: string }>;
  const principles = t('info.about.principles', { returnObjects: true }) as string[];
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <InfoHeader title={t('info.about.title')} subtitle={t('info.about.subtitle')} />
      <Figures />
      <Heading as="h2" size="lg" mt="10" mb="4">
        {t('info.about.whatTitle')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {what.map((w) => (
          <Card.Root key={w.title} variant="subtle">
            <Card.Body gap="2">
              <Heading as="h3" size="sm">
                {w.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted" lineHeight="1.7">
                {w.body}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Heading as="h2" size="lg" mt="10" mb="3">
        {t('info.about.principlesTitle')}
      </Heading>
      <Stack as="ul" gap="2" ps="5" listStyleType="disc" mb="8">
        {principles.map((p) => (
          <Text as="li" key={p} lineHeight="1.8">
            {p}
          </Text>
        ))}
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to="/api-market">{t('info.about.links.market')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/help">{t('info.about.links.help')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/security">{t('info.about.links.security')}</RouterLink>
        </Button>
      </HStack>
    </Container>
  );
}
