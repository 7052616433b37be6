import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pct } from './labels';
import '../i18n';

const WINDOWS = ['h24', 'd7', 'd30', 'd90'] as const;

/** Uptime over 24 h / 7 d / 30 d / 90 d as four figures (a description list). */
export function UptimeFigures({ uptime, p95 }: { uptime: Record<(typeof WINDOWS)[number], number | null>; p95?: number | null }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: p95 === undefined ? 4 : 5 }} gap="3">
      {WINDOWS.map((w) => (
        <Box key={w} borderWidth="1px" rounded="md" p="3" bg="bg.panel">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {t('status.uptimeOf', { window: t(`status.windows.${w}`) })}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={`uptime-${w}`}>
            {pct(uptime[w]) ?? t('status.noData')}
          </Text>
        </Box>
      ))}
      {p95 !== undefined && (
        <Box borderWidth="1px" rounded="md" p="3" bg="bg.panel">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {t('status.p95')}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {p95 === null ? t('status.noData') : t('status.ms', { value: p95 })}
          </Text>
        </Box>
      )}
    </SimpleGrid>
  );
}
