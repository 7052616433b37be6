import { Badge, Box, Grid, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { FeedbackItemFragment } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { columnsFor } from '../../../shared/admin/components/DataTable';
import { TimeCell } from '../../../shared/admin/components/TimeCell';
import { levelKey, STATUS, statusOf } from './labels';
import { StatusControl } from './StatusControl';
import '../i18n';

const col = columnsFor<FeedbackItemFragment>();

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text color="fg.muted">{label}</Text>
      <Box minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/** The report table's columns: what, source, status, details, times and — for administrators — the status change. */
export function useFeedbackColumns(canChange: boolean) {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      col.columns([
        col.accessor('summary', {
          header: () => t('adminFeedback.summary'),
          cell: ({ row: { original: item } }) => (
            <Stack gap="1" minW={{ md: '14rem' }} maxW={{ md: 'md' }}>
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {item.summary}
              </Text>
              <Text
                fontSize="sm"
                color="fg.muted"
                whiteSpace="pre-wrap"
                overflowWrap="anywhere"
                lineClamp={4}
              >
                {item.description}
              </Text>
            </Stack>
          ),
        }),
        col.accessor('kind', {
          header: () => t('adminFeedback.kind'),
          cell: (c) => (
            <Badge variant="outline">
              {t(c.getValue() === 'admin' ? 'adminFeedback.kindAdmin' : 'adminFeedback.kindPublic')}
            </Badge>
          ),
        }),
        col.accessor('status', {
          header: () => t('adminFeedback.status'),
          cell: (c) => {
            const status = STATUS[statusOf(c.getValue())];
            return (
              <Badge colorPalette={status.color} data-testid="feedback-status">
                {t(status.key)}
              </Badge>
            );
          },
        }),
        col.display({
          id: 'details',
          header: () => t('adminFeedback.details'),
          cell: ({ row: { original: item } }) => {
            const level = item.kind === 'admin' ? item.urgency : item.severity;
            return (
              <Grid templateColumns="max-content minmax(0, 1fr)" columnGap="3" rowGap="1" fontSize="xs">
                {item.problemType && (
                  <Fact label={t('adminFeedback.problemType')}>
                    {localized(i18n.language, item.problemType, item.problemTypeEn)}
                  </Fact>
                )}
                {level && (
                  <Fact label={t(item.kind === 'admin' ? 'adminFeedback.urgency' : 'adminFeedback.severity')}>
                    {t(levelKey(level))}
                  </Fact>
                )}
                {item.apiId && (
                  <Fact label={t('adminFeedback.api')}>
                    <Link asChild colorPalette="blue">
                      <RouterLink to={`/api/details/${item.apiId}`}>
                        {item.apiName ?? `#${item.apiId}`}
                      </RouterLink>
                    </Link>
                  </Fact>
                )}
                {item.assignee && <Fact label={t('adminFeedback.assignee')}>{item.assignee}</Fact>}
                {item.workspaceName && <Fact label={t('adminFeedback.workspace')}>{item.workspaceName}</Fact>}
                {item.contact && <Fact label={t('adminFeedback.contact')}>{item.contact}</Fact>}
                {item.note && <Fact label={t('adminFeedback.note')}>{item.note}</Fact>}
                {item.resolution && <Fact label={t('adminFeedback.resolution')}>{item.resolution}</Fact>}
              </Grid>
            );
          },
        }),
        col.accessor('createdAt', {
          header: () => t('adminFeedback.createdAt'),
          cell: (c) => <TimeCell value={c.getValue()} />,
        }),
        col.accessor('resolvedAt', {
          header: () => t('adminFeedback.resolvedAt'),
          cell: (c) => <TimeCell value={c.getValue()} />,
        }),
        ...(canChange
          ? [
              col.display({
                id: 'actions',
                header: () => t('adminCommon.actions'),
                cell: ({ row: { original: item } }) => (
                  <StatusControl id={item.id} status={item.status} summary={item.summary} />
                ),
              }),
            ]
          : []),
      ]),
    [t, i18n.language, canChange],
  );
}
