import { Badge, Button } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCallHistoryQuery as HistoryData } from '../../../gql/graphql';
import { DataTable, Td, Th, Tr } from './DataTable';
import '../i18n';

/** Times are recorded to the microsecond: 0.08, 3.25, 42.1, 1250 (a built-in never shows as 0). */
export function formatMs(ms: number): string {
  if (ms >= 100) return String(Math.round(ms));
  if (ms >= 10) return ms.toFixed(1).replace(/\.0$/, '');
  return ms.toFixed(2).replace(/\.?0+$/, '') || '0';
}

type Row = HistoryData['apiCallHistory']['items'][number];

const SHOWN = 10;

/** The mock's calls (listed apart by the server, never paged) among the real ones, newest first. */
export function withMockCalls(items: Row[], mockCalls: Row[]): Row[] {
  return [...items, ...mockCalls].sort((a, b) => String(b.requestedAt).localeCompare(String(a.requestedAt)));
}

/** The recorded calls: response time, caller IP (masked for non-admins), result (模拟 for the mock's), time. */
export function HistoryTable({ items }: { items: Row[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const rows = all ? items : items.slice(0, SHOWN);
  return (
    <>
      <DataTable
        testId="history-table"
        head={
          <>
            <Th>{t('detail.history.responseTime')}</Th>
            <Th>{t('detail.history.requestIp')}</Th>
            <Th>{t('detail.history.requestResult')}</Th>
            <Th>{t('detail.history.requestTime')}</Th>
          </>
        }
      >
        {rows.map((r, i) => (
          <Tr key={`${r.requestedAt}-${i}`} data-testid="history-row">
            <Td whiteSpace="nowrap">{t('detail.tester.ms', { value: formatMs(r.responseTimeMs) })}</Td>
            <Td fontFamily="mono" fontSize="xs">
              {r.requestIp}
            </Td>
            <Td>
              <Badge colorPalette={r.success ? 'green' : 'red'}>
                {r.success ? t('detail.history.success') : t('detail.history.failure')} {r.status}
              </Badge>
              {r.mock && (
                <Badge colorPalette="purple" ml="1" data-testid="history-mock">
                  {t('detail.mock.badge')}
                </Badge>
              )}
            </Td>
            <Td whiteSpace="nowrap">{dayjs(r.requestedAt).format('YYYY-MM-DD HH:mm:ss')}</Td>
          </Tr>
        ))}
      </DataTable>
      {items.length > SHOWN && (
        <Button size="xs" variant="ghost" mt="2" onClick={() => setAll((a) => !a)}>
          {all ? t('detail.history.showLess') : t('detail.history.showMore')}
        </Button>
      )}
    </>
  );
}
