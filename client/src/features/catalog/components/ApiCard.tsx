import { Badge, Box, Button, Card, Center, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuStar } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { statusColor, statusKey, type ApiCardData } from './api-format';
import { ApiTypeIcon } from './ApiTypeIcon';
import { localized } from '../../../i18n/localized';

const TINTS = ['blue', 'purple', 'teal', 'orange', 'pink', 'cyan', 'green'];
const tint = (id: number) => TINTS[id % TINTS.length];

/** A catalogue card (SPEC §2.5): call → detail page, details → the modal (opened by the parent). */
export function ApiCard({ api, onDetails }: { api: ApiCardData; onDetails: (api: ApiCardData) => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const status = statusKey(api.status);
  const name = localized(i18n.language, api.name, api.nameEn);
  return (
    <Card.Root data-testid="api-card" size="sm" variant="outline" h="full" overflow="hidden">
      <Box h="28" bg="bg.muted" position="relative">
        {api.imageUrl ? (
          <Image src={api.imageUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          // No image supplied: a tinted panel with the API's initial instead of an empty box.
          <Center
            h="full"
            bgGradient="to-br"
            gradientFrom={`${tint(api.id)}.subtle`}
            gradientTo={`${tint(api.id)}.muted`}
            color={`${tint(api.id)}.fg`}
            fontSize="4xl"
            fontWeight="bold"
            aria-hidden="true"
          >
            {Array.from(name)[0]}
          </Center>
        )}
        <HStack gap="1" position="absolute" top="2" right="2">
          {api.isNew && (
            <Badge colorPalette="purple" variant="solid" data-testid="badge-new">
              {t('api.new')}
            </Badge>
          )}
          {api.isOriginal && (
            <Badge colorPalette="blue" variant="solid" data-testid="badge-original">
              {t('api.original')}
            </Badge>
          )}
        </HStack>
      </Box>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold" lineClamp={1} data-testid="api-name">
            {name}
          </Text>
          <ApiTypeIcon icon={api.icon} />
        </HStack>
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          {localized(i18n.language, api.description, api.descriptionEn)}
        </Text>
        <Box flex="1" />
        <HStack justify="space-between" fontSize="xs" color="fg.muted" wrap="wrap" gap="2">
          <Badge colorPalette={statusColor[status]} variant="subtle" data-testid="api-status">
            {t(`api.status.${status}`)}
          </Badge>
          <HStack gap="1" aria-label={t('api.stars')}>
            <LuStar aria-hidden="true" />
            <Text>{api.stars}</Text>
          </HStack>
          <Text>{t('api.updated', { date: api.updatedAt.slice(0, 10) })}</Text>
        </HStack>
      </Card.Body>
      <Card.Footer gap="2" justifyContent="flex-end">
        <Button size="xs" variant="outline" onClick={() => onDetails(api)} data-testid="api-details">
          {t('api.details')}
        </Button>
        <Button
          size="xs"
          colorPalette="blue"
          onClick={() => navigate(`/api/Details/${api.id}`)}
          data-testid="api-call"
        >
          {t('api.call')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
