import { Badge, Box, Card, Code, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../i18n/localized';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../shared/components/BlockStates';
import { useSecurityPosture } from './hooks/useSecurity';
import './i18n';
import '../../shared/admin/i18n';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Heading as="h2" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="1.5" fontSize="sm">
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The informationsecurity tab: the rules the gateway enforces (read from it) and what it refused. */
export function InformationSecurityPage() {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useSecurityPosture();
  if (error && !data) return <BlockError title={t('adminCommon.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <BlockSkeleton lines={6} h="12" />;
  const p = data.securityPosture;
  return (
    <Stack gap="4" py="2">
      <Text fontSize="sm" color="fg.muted">
        {t('adminSecurity.intro', { since: new Date(p.since as string).toLocaleString(dateLocale(i18n.language)) })}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Panel title={t('adminSecurity.upstream')}>
          <Text>{t('adminSecurity.ports', { ports: p.upstreamPorts.join(', ') })}</Text>
          <Text>
            {t('adminSecurity.allowList')}:{' '}
            {p.upstreamAllowList.length ? (
              p.upstreamAllowList.map((h) => (
                <Code key={h} mr="1" data-testid="allow-list-entry">
                  {h}
                </Code>
              ))
            ) : (
              <Text as="span" color="fg.muted">
                {t('adminSecurity.allowListEmpty')}
              </Text>
            )}
          </Text>
          <Text>
            {t('adminSecurity.timeout', { ms: p.upstreamTimeoutMs, mb: +(p.upstreamMaxBytes / 1024 / 1024).toFixed(1) })}
          </Text>
        </Panel>
        <Panel title={t('adminSecurity.auth')}>
          <Text>{t('adminSecurity.tokenTtl', { hours: +(p.tokenTtlSeconds / 3600).toFixed(1) })}</Text>
          <Text data-testid="login-throttle">
            {t('adminSecurity.login', { count: p.loginMaxAttempts, minutes: Math.round(p.loginWindowSeconds / 60) })}
          </Text>
          <Text>{t('adminSecurity.registrations', { count: p.registrationsPerHour })}</Text>
          <Text>
            {t('adminSecurity.graphql', { cost: p.graphqlMaxCost, depth: p.graphqlMaxDepth, aliases: p.graphqlMaxAliases })}
          </Text>
        </Panel>
      </SimpleGrid>
      <Panel title={t('adminSecurity.limits')}>
        <Stack as="ul" listStyleType="none" gap="1">
          {p.rateLimits.map((l) => (
            <Box as="li" key={l.key} display="flex" justifyContent="space-between" gap="3" data-testid="rate-limit">
              <Text>{t(`adminSecurity.keys.${l.key}`, { defaultValue: l.key })}</Text>
              <Text fontVariantNumeric="tabular-nums" flexShrink={0}>
                {t('adminSecurity.limit', { points: l.points, seconds: l.seconds })}
              </Text>
            </Box>
          ))}
        </Stack>
        <Text color="fg.muted" fontSize="xs">
          {t(p.sharedCounters ? 'adminSecurity.shared' : 'adminSecurity.local')}
        </Text>
      </Panel>
      <Panel title={t('adminSecurity.refusals')}>
        <Text>{t('adminSecurity.refusedOpenCalls', { count: p.refusedOpenCalls })}</Text>
        {p.refusals.length === 0 ? (
          <BlockEmpty title={t('adminSecurity.refusalsEmpty')} />
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={t('adminSecurity.refusals')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('adminSecurity.route')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('adminSecurity.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('adminSecurity.count')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {p.refusals.map((r) => (
                  <Table.Row key={`${r.method} ${r.route} ${r.status}`} data-testid="refusal">
                    <Table.Cell>
                      <Code fontSize="xs" wordBreak="break-all">
                        {r.method} {r.route}
                      </Code>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={r.status === 429 ? 'orange' : 'red'}>{r.status}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {r.count}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Panel>
    </Stack>
  );
}
