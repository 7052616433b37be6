import { Button, Link, NativeSelect, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { toaster } from '../../../app/toaster';
import { serverMessage } from '../../../shared/admin/server-message';
import { TimeCell } from '../../../shared/admin/components/TimeCell';
import { BlockEmpty, BlockError } from '../../../shared/components/BlockStates';
import { useSearchAnalytics, useTurnSearchIntoRequest } from '../hooks/useSearchAdmin';
import { TopQueriesTable } from './TopQueriesTable';

const PERIODS = [7, 30, 90];

/** Top queries with click-through, and the queries that found nothing (one click turns one into an API request). */
export function SearchAnalyticsPanel() {
  const { t } = useTranslation();
  const [days, setDays] = useState(7);
  const { data, error, refetch } = useSearchAnalytics(days);
  const [turn, turning] = useTurnSearchIntoRequest();
  const a = data?.searchAnalytics;
  const toRequest = (query: string) =>
    turn({ variables: { query } }).then(
      (r) => {
        toaster.create({
          type: 'success',
          title: t('searchAdmin.requested', { id: r.data?.turnSearchIntoRequest }),
        });
        void refetch();
      },
      (e: unknown) =>
        toaster.create({
          type: 'error',
          title: t('searchAdmin.requestFailed', { message: serverMessage(e) }),
        }),
    );
  if (error) return <BlockError title={t('searchAdmin.error')} onRetry={() => void refetch()} />;
  return (
    <Stack gap="5">
      <NativeSelect.Root size="sm" w="48">
        <NativeSelect.Field
          aria-label={t('searchAdmin.period')}
          value={days}
          onChange={(e) => setDays(Number(e.currentTarget.value))}
        >
          {PERIODS.map((d) => (
            <option key={d} value={d}>
              {t('searchAdmin.days', { count: d })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {(
          [
            ['searches', a?.searches],
            ['zero', a?.zeroResultSearches],
            ['clicks', a?.clicks],
          ] as const
        ).map(([key, value]) => (
          <Stat.Root key={key} borderWidth="1px" borderRadius="l2" p="4">
            <Stat.Label>{t(`searchAdmin.${key}`)}</Stat.Label>
            <Stat.ValueText fontVariantNumeric="tabular-nums">{value ?? '—'}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Text as="h2" fontWeight="semibold">
        {t('searchAdmin.zeroTitle')}
      </Text>
      {a && !a.zeroResultQueries.length ? (
        <BlockEmpty title={t('searchAdmin.noZero')} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" stickyHeader data-testid="zero-result-queries">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('searchAdmin.query')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('searchAdmin.count')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('searchAdmin.lastAt')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('searchAdmin.action')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {a?.zeroResultQueries.map((q) => (
                <Table.Row key={q.query}>
                  <Table.Cell>{q.query}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {q.searches}
                  </Table.Cell>
                  <Table.Cell>
                    <TimeCell value={q.lastAt} />
                  </Table.Cell>
                  <Table.Cell>
                    {q.tenderRequestId !== null && q.tenderRequestId !== undefined ? (
                      <Link asChild colorPalette="blue">
                        <NavLink to="/api-requests">
                          {t('searchAdmin.requestLink', { id: q.tenderRequestId })}
                        </NavLink>
                      </Link>
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={turning.loading}
                        onClick={() => void toRequest(q.query)}
                      >
                        {t('searchAdmin.toRequest')}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <TopQueriesTable queries={a?.topQueries} />
    </Stack>
  );
}
