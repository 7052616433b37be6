import { Box, Heading, Table, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { ApiAnalyticsQuery } from '../../../gql/graphql';

type Caller = ApiAnalyticsQuery['apiTopCallers'][number];

/** The API's most frequent callers: address, calls, failures, last call. */
export function TopCallers({ callers }: { callers: Caller[] }) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel" minW="0">
      <Heading as="h3" size="sm" mb="2">
        {t('creator.analytics.topCallers')}
      </Heading>
      {callers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('creator.analytics.noCallers')}
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root
            size="sm"
            aria-label={t('creator.analytics.callersTable')}
            data-testid="top-callers"
          >
            <Table.Header>
              <Table.Row>
                {(['caller', 'calls', 'failed', 'lastCall'] as const).map((c) => (
                  <Table.ColumnHeader key={c} whiteSpace="nowrap">
                    {t(`creator.analytics.${c}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {callers.map((c) => (
                <Table.Row key={c.requestIp}>
                  <Table.Cell fontFamily="mono">{c.requestIp}</Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{c.calls}</Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{c.failed}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {dayjs(c.lastCallAt).format(
                      dayjs(c.lastCallAt).isSame(dayjs(), 'day') ? 'HH:mm' : 'MM-DD',
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
