import { Badge, Box, Card, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PopularApisQuery } from '../../../gql/graphql';

export type ApiCardData = PopularApisQuery['apis']['items'][number];

const statusColor: Record<number, string> = { 1: 'green', 0: 'red', 2: 'gray', 3: 'orange' };

export function ApiCard({ api }: { api: ApiCardData }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const statusKey = [0, 1, 2, 3].includes(api.status) ? String(api.status) : 'unknown';
  return (
    <Card.Root data-testid="api-card" size="sm" variant="outline" h="full">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold" lineClamp={1}>
            {en && api.nameEn ? api.nameEn : api.name}
          </Text>
          <HStack gap="1" flexShrink={0}>
            {api.isNew && <Badge colorPalette="purple">{t('api.new')}</Badge>}
            {api.isOriginal && <Badge colorPalette="blue">{t('api.original')}</Badge>}
          </HStack>
        </HStack>
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          {en && api.descriptionEn ? api.descriptionEn : api.description}
        </Text>
        <Box flex="1" />
        <HStack justify="space-between" fontSize="xs" color="fg.muted">
          <Badge colorPalette={statusColor[api.status] ?? 'gray'} variant="subtle">
            {t(`api.status.${statusKey}`)}
          </Badge>
          <Text>★ {api.stars}</Text>
          <Text>{t('api.updated', { date: api.updatedAt.slice(0, 10) })}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
