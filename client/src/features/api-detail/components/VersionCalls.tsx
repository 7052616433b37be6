import { Badge, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiCallHistoryQuery as HistoryData } from '../../../gql/graphql';
import { DataTable, Td, Th, Tr } from './DataTable';
import { formatMs } from './HistoryTable';
import '../i18n';

type Row = HistoryData['apiCallStats']['versions'][number];

/**
 * Each version's calls over the chosen period (issue #30): calls, the share that failed, p50/p95 — so a
 * creator sees who still calls v1. Shown when the API has more than one version; the one on screen is marked.
 */
export function VersionCalls({ versions, current }: { versions: Row[]; current: string | null }) {
  const { t } = useTranslation();
  if (versions.length < 2) return null;
  const ms = (v: number | null | undefined) => (v == null ? t('detail.history.noValue') : t('detail.tester.ms', { value: formatMs(v) }));
  return (
    <Box mb="4">
      <DataTable
        testId="version-calls"
        caption={t('detail.history.byVersion')}
        head={
          <>
            <Th scope="col">{t('detail.history.version')}</Th>
            <Th scope="col">{t('detail.history.calls')}</Th>
            <Th scope="col">{t('detail.history.errorShare')}</Th>
            <Th scope="col">{t('detail.history.versionP50')}</Th>
            <Th scope="col">{t('detail.history.versionP95')}</Th>
          </>
        }
      >
        {versions.map((v) => (
          <Tr key={v.version} data-testid="version-calls-row" aria-current={v.version === current ? 'true' : undefined}>
            <Td as="th" scope="row" fontWeight={v.version === current ? 'semibold' : 'normal'} textAlign="start">
              {v.version}
              {v.version === current && (
                <Badge ml="2" size="sm" colorPalette="blue">
                  {t('detail.history.shownVersion')}
                </Badge>
              )}
            </Td>
            <Td>{v.calls}</Td>
            <Td>{v.errorShare == null ? t('detail.history.noValue') : `${(v.errorShare * 100).toFixed(1).replace(/\.0$/, '')}%`}</Td>
            <Td whiteSpace="nowrap">{ms(v.p50Ms)}</Td>
            <Td whiteSpace="nowrap">{ms(v.p95Ms)}</Td>
          </Tr>
        ))}
      </DataTable>
    </Box>
  );
}
