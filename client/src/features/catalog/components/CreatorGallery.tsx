import { Badge, Box, Card, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuStar } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { BlockEmpty, BlockError } from '../../../shared/components/BlockStates';
import { useCreators } from '../hooks/useCreators';
import { CreatorAvatar } from './CreatorAvatar';
import { localized } from '../../../i18n/localized';

/** SPEC §9: the gallery scrolls in 300 px steps. */
export const GALLERY_STEP_PX = 300;

export function CreatorGallery() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useCreators();
  const track = useRef<HTMLDivElement>(null);
  const scroll = (dir: 1 | -1) =>
    track.current?.scrollBy({ left: dir * GALLERY_STEP_PX, behavior: 'smooth' });
  const items = data?.creators.items;
  return (
    <Stack gap="3" as="section" aria-labelledby="creators-heading" data-testid="creator-gallery">
      <HStack justify="space-between">
        <Heading size="lg" id="creators-heading">
          {t('creators.title')}
        </Heading>
        <HStack gap="1">
          <IconButton
            size="xs"
            variant="outline"
            aria-label={t('creators.prev')}
            onClick={() => scroll(-1)}
            data-testid="creators-prev"
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            size="xs"
            variant="outline"
            aria-label={t('creators.next')}
            onClick={() => scroll(1)}
            data-testid="creators-next"
          >
            <LuChevronRight />
          </IconButton>
        </HStack>
      </HStack>
      {error ? (
        <BlockError title={t('creators.error')} onRetry={() => void refetch()} />
      ) : !loading && (!items || items.length === 0) ? (
        <BlockEmpty title={t('creators.empty')} />
      ) : (
        <Flex
          ref={track}
          gap="4"
          overflowX="auto"
          pb="2"
          data-testid="creator-track"
          aria-busy={loading}
        >
          {(items ?? []).map((c) => (
            <RouterLink key={c.id} to={`/creator/${c.id}`} data-testid="creator-card">
              <Card.Root
                w="56"
                flexShrink={0}
                variant="outline"
                _hover={{ shadow: 'md' }}
              >
                <Card.Body gap="2" alignItems="center" textAlign="center">
                  <CreatorAvatar
                    name={localized(i18n.language, c.name, c.nameEn)}
                    icon={c.icon}
                    size="16"
                    online={c.isOnline}
                  />
                  <HStack gap="1" justify="center" minW="0">
                    <Text fontWeight="semibold" lineClamp={1}>
                      {localized(i18n.language, c.name, c.nameEn)}
                    </Text>
                    {c.official && (
                      <Badge size="xs" colorPalette="blue" variant="solid">
                        {t('creators.official')}
                      </Badge>
                    )}
                    {c.vip && (
                      <Badge size="xs" colorPalette="yellow" variant="solid">
                        VIP
                      </Badge>
                    )}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {localized(i18n.language, c.title, c.titleEn)}
                  </Text>
                  <HStack fontSize="xs" color="fg.muted" gap="3">
                    <Text>{t('creators.apis', { count: c.apiCount })}</Text>
                    <HStack gap="1">
                      <LuStar aria-hidden="true" />
                      <Text>{c.starsReceived}</Text>
                    </HStack>
                    {c.responseRate !== null && <Text>{t('creators.response', { rate: c.responseRate })}</Text>}
                  </HStack>
                </Card.Body>
              </Card.Root>
            </RouterLink>
          ))}
          {loading &&
            !items &&
            Array.from({ length: 4 }, (_, i) => (
              <Box
                key={i}
                w="56"
                h="44"
                flexShrink={0}
                bg="bg.muted"
                borderRadius="md"
                data-testid="block-loading"
              />
            ))}
        </Flex>
      )}
    </Stack>
  );
}
