import { HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SearchAnalyticsQuery } from '../../../gql/graphql';
import { BlockEmpty } from '../../../shared/components/BlockStates';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The most searched queries with their results and click-through. */
export function TopQueriesTable({
  queries,
}: {
  queries: SearchAnalyticsQuery['searchAnalytics']['topQueries'] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text as="h2" fontWeight="semibold">
        {t('searchAdmin.top')}
      </Text>
      {queries && !queries.length ? (
        <BlockEmpty title={t('searchAdmin.noData')} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" stickyHeader data-testid="top-queries">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('searchAdmin.query')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('searchAdmin.count')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('searchAdmin.results')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('searchAdmin.ctr')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {queries?.map((q) => (
                <Table.Row key={q.query}>
                  <Table.Cell>{q.query}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {q.searches}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {q.results}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    <HStack justify="end" gap="1">
                      <Text>{pct(q.clickThrough)}</Text>
                      <Text color="fg.muted">({q.clicks})</Text>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}
