import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMegaphone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useAnnouncements } from '../hooks/useContent';
import { localized } from '../../../i18n/localized';

const TABS = ['all', 'system', 'update', 'activity'] as const;
const typeColor: Record<string, string> = { system: 'blue', update: 'green', activity: 'orange' };

/** SPEC §2.5: announcements with filter tabs; each opens its detail page. */
export function Announcements() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const { data, loading, error, refetch } = useAnnouncements(tab === 'all' ? null : tab, 5);
  const items = data?.announcements.items;
  return (
    <Card.Root variant="outline" h="full" data-testid="announcements">
      <Card.Header>
        <HStack gap="2">
          <LuMegaphone aria-hidden="true" />
          <Heading size="md">{t('announcements.title')}</Heading>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {/* Plain toggle buttons: Chakra Tabs would add its state machine to the home page bundle. */}
        <HStack gap="1" role="group" aria-label={t('announcements.filter')} overflowX="auto">
          {TABS.map((k) => (
            <Button
              key={k}
              size="xs"
              variant={tab === k ? 'solid' : 'ghost'}
              aria-pressed={tab === k}
              data-testid={`announcement-tab-${k}`}
              onClick={() => setTab(k)}
            >
              {t(`announcements.tabs.${k}`)}
            </Button>
          ))}
        </HStack>
        {error ? (
          <BlockError title={t('announcements.error')} onRetry={() => void refetch()} />
        ) : loading && !items ? (
          <BlockSkeleton lines={3} h="10" />
        ) : !items || items.length === 0 ? (
          <BlockEmpty title={t('announcements.empty')} />
        ) : (
          <Stack gap="1" as="ul" listStyleType="none">
            {items.map((a) => (
              <Box as="li" key={a.id}>
                <RouterLink to={`/announcement-detail?id=${a.id}`} data-testid="announcement-item">
                  <Box px="2" py="2" borderRadius="md" _hover={{ bg: 'bg.muted' }}>
                    <HStack gap="2" justify="space-between">
                      <HStack gap="2" minW="0">
                        <Badge colorPalette={typeColor[a.type] ?? 'gray'} flexShrink={0}>
                          {t(`announcements.tabs.${a.type}`, { defaultValue: a.type })}
                        </Badge>
                        <Text fontWeight="medium" lineClamp={1}>
                          {localized(i18n.language, a.title, a.titleEn)}
                        </Text>
                      </HStack>
                      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                        {a.publishedAt.slice(0, 10)}
                      </Text>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                      {localized(i18n.language, a.summary, a.summaryEn)}
                    </Text>
                  </Box>
                </RouterLink>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
