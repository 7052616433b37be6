import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatusMaintenanceFragment } from '../../../gql/graphql';
import { formatTime } from '../../../shared/admin/format';
import { nameIn } from './labels';
import '../i18n';

/** Maintenance windows, active ones marked. */
export function MaintenanceList({ items }: { items: StatusMaintenanceFragment[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="2" as="section" aria-labelledby="status-maintenance">
      <Heading as="h2" size="md" id="status-maintenance">
        {t('status.maintenance')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {items.map((m) => (
          <Stack as="li" key={m.id} gap="1" borderWidth="1px" rounded="md" p="3" bg="bg.panel">
            <Stack direction="row" gap="2" align="center" wrap="wrap">
              {m.active && (
                <Badge colorPalette="blue" variant="subtle">
                  {t('status.maintenanceActive')}
                </Badge>
              )}
              <Text fontWeight="semibold">
                {nameIn(i18n.language, m.apiName, m.apiNameEn)} · {nameIn(i18n.language, m.title, m.titleEn)}
              </Text>
            </Stack>
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              {t('status.maintenanceWindow', { from: formatTime(m.startsAt), to: formatTime(m.endsAt) })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
