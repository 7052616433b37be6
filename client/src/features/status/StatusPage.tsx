import { Box, Card, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatTime } from '../../shared/admin/format';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../shared/components/BlockStates';
import { IncidentList } from './components/IncidentList';
import { nameIn, pct, STATE_PALETTE } from './components/labels';
import { StateBadge } from './components/StateBadge';
import { UptimeBars } from './components/UptimeBars';
import { UptimeFigures } from './components/UptimeFigures';
import { MaintenanceList } from './components/MaintenanceList';
import { useStatusPage } from './hooks/useStatus';
import './i18n';

/**
 * `/status` (public): the platform's state and uptime, every public API with its 90 daily bars, ongoing
 * and recent incidents, and maintenance. Refreshed every minute (the verdicts are per minute).
 */
export function StatusPage() {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useStatusPage();
  const page = data?.statusPage;
  if (error && !page)
    return (
      <Container maxW="5xl" py="8">
        <BlockError title={t('status.loadFailed')} onRetry={() => void refetch()} />
      </Container>
    );
  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('status.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('status.intro')}
          </Text>
        </Stack>
        {!page ? (
          <BlockSkeleton lines={5} h="16" />
        ) : (
          <>
            <Card.Root variant="subtle" colorPalette={STATE_PALETTE[page.state]} bg="colorPalette.subtle" data-testid="status-overall">
              <Card.Body>
                <Flex gap="3" justify="space-between" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
                  <Heading as="h2" size="lg" color="colorPalette.fg">
                    {t(`status.overall.${page.state}`)}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                    {t('status.updatedAt', { time: formatTime(page.generatedAt) })}
                  </Text>
                </Flex>
              </Card.Body>
            </Card.Root>
            <Stack gap="2" as="section" aria-labelledby="status-platform">
              <Heading as="h2" size="md" id="status-platform">
                {t('status.platformUptime')}
              </Heading>
              <UptimeFigures uptime={page.uptime} />
            </Stack>
            {page.openIncidents.length > 0 && (
              <Stack gap="2" as="section" aria-labelledby="status-open">
                <Heading as="h2" size="md" id="status-open">
                  {t('status.openIncidents')}
                </Heading>
                <IncidentList incidents={page.openIncidents} label={t('status.openIncidents')} />
              </Stack>
            )}
            {page.maintenance.length > 0 && <MaintenanceList items={page.maintenance} />}
            <Stack gap="3" as="section" aria-labelledby="status-apis">
              <Heading as="h2" size="md" id="status-apis">
                {t('status.apis')}
              </Heading>
              {page.apis.length === 0 ? (
                <BlockEmpty title={t('status.empty')} />
              ) : (
                <Stack as="ul" listStyleType="none" gap="3" aria-label={t('status.apiList')}>
                  {page.apis.map((api) => {
                    const name = nameIn(i18n.language, api.name, api.nameEn);
                    return (
                      <Box as="li" key={api.apiId} borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg="bg.panel" data-testid="status-api">
                        <Flex gap="2" justify="space-between" align="center" mb="3" wrap="wrap">
                          <Link asChild fontWeight="semibold" minW="0">
                            <RouterLink to={`/status/${api.apiId}`} aria-label={t('status.viewDetail', { name })}>
                              {name}
                            </RouterLink>
                          </Link>
                          <Flex gap="3" align="center" fontSize="sm" fontVariantNumeric="tabular-nums">
                            <Text color="fg.muted">{pct(api.uptime.d90) ?? t('status.noData')}</Text>
                            <StateBadge state={api.state} />
                          </Flex>
                        </Flex>
                        <UptimeBars days={api.days} name={name} uptime90={api.uptime.d90} />
                      </Box>
                    );
                  })}
                </Stack>
              )}
            </Stack>
            <Stack gap="2" as="section" aria-labelledby="status-recent">
              <Heading as="h2" size="md" id="status-recent">
                {t('status.recentIncidents')}
              </Heading>
              {page.recentIncidents.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  {t('status.noIncidents')}
                </Text>
              ) : (
                <IncidentList incidents={page.recentIncidents} label={t('status.recentIncidents')} />
              )}
            </Stack>
            <Text fontSize="xs" color="fg.muted">
              {t('status.hysteresis')}
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
