import { Badge, Box, Button, Card, Circle, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuClock, LuFlame } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { localized } from '../../../i18n/localized';
import '../i18n';
import { cardStatusKey, type ApiCardData } from './api-format';
import { API_STATUS_PALETTE } from '../../../app/api-status';
import { ApiFigures } from './ApiFigures';
import { ApiIcon } from './ApiIcon';
import { ApiTypeIcon } from './ApiTypeIcon';
import { StarButton } from './StarButton';

interface Props {
  api: ApiCardData;
  onDetails: (api: ApiCardData) => void;
  /** grid: a card; list: a wide row (the market's list view). */
  layout?: 'grid' | 'list';
}

/** A catalogue card (SPEC §2.5): icon, name, provider, description, badges, 7-day figures, star, call/details. */
export function ApiCard({ api, onDetails, layout = 'grid' }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // A status that agrees with the figures beside it (#34.10).
  const status = cardStatusKey(api.status, api.weekly.successRate);
  const list = layout === 'list';
  const category = api.category ? localized(lang, api.category.name, api.category.nameEn) : t('card.uncategorised');
  return (
    <Card.Root data-testid="api-card" size="sm" variant="outline" h="full" _hover={{ borderColor: 'border.emphasized' }}>
      <Card.Body gap="3">
        <Flex gap={list ? '5' : '3'} direction={list ? { base: 'column', md: 'row' } : 'column'} h="full">
          <Stack gap="3" flex="1" minW="0">
            <HStack gap="3" align="start">
              <ApiIcon imageUrl={api.imageUrl} categorySlug={api.category?.slug} size={list ? '12' : '11'} />
              <Stack gap="0.5" minW="0" flex="1">
                <RouterLink to={`/api/Details/${api.id}`}>
                  <Text fontWeight="semibold" lineClamp={1} data-testid="api-name" _hover={{ color: 'blue.fg' }}>
                    {localized(lang, api.name, api.nameEn)}
                  </Text>
                </RouterLink>
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {api.provider ? `${category} · ${t('card.by', { name: api.provider })}` : category}
                </Text>
              </Stack>
              <StarButton apiId={api.id} stars={api.stars} />
            </HStack>
            <Text color="fg.muted" fontSize="sm" lineClamp={2} minH={list ? undefined : '10'}>
              {localized(lang, api.description, api.descriptionEn)}
            </Text>
            <HStack gap="1.5" wrap="wrap">
              <Badge variant="outline" colorPalette="blue" fontFamily="mono" data-testid="api-method">
                {api.requestMethod}
              </Badge>
              <ApiTypeIcon icon={api.icon} />
              {api.isNew && (
                <Badge colorPalette="purple" variant="solid" data-testid="badge-new">
                  {t('api.new')}
                </Badge>
              )}
              {api.isOriginal && (
                <Badge colorPalette="blue" variant="subtle" data-testid="badge-original">
                  {t('api.original')}
                </Badge>
              )}
              {api.isPrototype && (
                <Badge colorPalette="purple" variant="outline" data-testid="badge-prototype" title={t('card.prototypeHint')}>
                  {t('card.prototype')}
                </Badge>
              )}
              {api.hot && (
                <Badge colorPalette="red" variant="subtle" data-testid="badge-hot">
                  <LuFlame aria-hidden="true" /> {t('card.hot')}
                </Badge>
              )}
              <HStack
                gap="1"
                ms="auto"
                fontSize="xs"
                color="fg.muted"
                title={t('api.updated', { date: api.updatedAt.slice(0, 10) })}
                role="group"
                aria-label={t('api.updated', { date: api.updatedAt.slice(0, 10) })}
                data-testid="api-updated"
              >
                <LuClock aria-hidden="true" />
                <Text fontVariantNumeric="tabular-nums">{api.updatedAt.slice(0, 10)}</Text>
              </HStack>
            </HStack>
          </Stack>
          <Stack gap="3" w={list ? { base: 'full', md: '72' } : 'full'} flexShrink={0} mt={list ? undefined : 'auto'}>
            <Box borderTopWidth={list ? { base: '1px', md: '0' } : '1px'} pt={list ? { base: '3', md: '0' } : '3'}>
              <ApiFigures weekly={api.weekly} />
            </Box>
            <HStack justify="space-between" gap="2" wrap="wrap">
              <HStack gap="1.5" fontSize="xs" color="fg.muted" minW="0">
                <Circle size="2" bg={`${API_STATUS_PALETTE[status]}.solid`} aria-hidden="true" />
                <Text data-testid="api-status">{t(`rules.apiStatus.${status}`)}</Text>
              </HStack>
              <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => onDetails(api)} data-testid="api-details">
                  {t('api.details')}
                </Button>
                <Button size="xs" colorPalette="blue" asChild data-testid="api-call">
                  <RouterLink to={`/api/Details/${api.id}`}>{t('api.call')}</RouterLink>
                </Button>
              </HStack>
            </HStack>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
