import { Box, Card, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHeart, LuMessageCircle } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { localized } from '../../../i18n/localized';
import { useNow } from '../../../shared/hooks/useNow';
import { relativeTime } from '../../../shared/lib/relative-time';
import '../../../shared/i18n';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { Pager } from '../../reading';
import { useDeveloperTalk } from '../hooks/useDeveloperTalk';
import '../i18n';

const PAGE_SIZE = 20;

/** /developerTalk: the latest comments across the public APIs, each linking to its API's discussion. */
export function DeveloperTalk() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, loading, error, refetch } = useDeveloperTalk((page - 1) * PAGE_SIZE, PAGE_SIZE);
  const pages = Math.ceil((data?.developerTalk.total ?? 0) / PAGE_SIZE);
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('talk.title')}
        </Heading>
        <Text color="fg.muted">{t('talk.subtitle')}</Text>
      </Stack>
      {error ? (
        <BlockError title={t('talk.error')} onRetry={() => void refetch().catch(() => undefined)} />
      ) : loading && !data ? (
        <BlockSkeleton lines={5} h="20" />
      ) : !data?.developerTalk.items.length ? (
        <Stack align="center" gap="3">
          <BlockEmpty title={t('talk.empty')} testId="talk-empty" />
          <Link asChild color="blue.fg">
            <RouterLink to="/api-market">{t('talk.goMarket')}</RouterLink>
          </Link>
        </Stack>
      ) : (
        <Stack gap="3">
          {data.developerTalk.items.map((c) => (
            <Card.Root key={c.id} variant="outline" size="sm" as="article" data-testid="talk-item">
              <Card.Body gap="2">
                <HStack gap="3" align="start">
                  <Box
                    aria-hidden="true"
                    flexShrink={0}
                    w="9"
                    h="9"
                    borderRadius="full"
                    bg="blue.subtle"
                    color="blue.fg"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    fontWeight="semibold"
                  >
                    {[...c.nickname][0] ?? '?'}
                  </Box>
                  <Stack gap="1" minW="0" flex="1">
                    <HStack gap="2" wrap="wrap" fontSize="sm">
                      <Text fontWeight="semibold">{c.nickname}</Text>
                      <Text color="fg.muted">{t('talk.on')}</Text>
                      <Link asChild color="blue.fg" fontWeight="medium">
                        <RouterLink to={`/api/details/${c.apiId}`}>
                          {localized(i18n.language, c.apiName, c.apiNameEn)}
                        </RouterLink>
                      </Link>
                      <Text color="fg.muted" fontSize="xs">
                        {relativeTime(c.createTime, t, now)}
                      </Text>
                    </HStack>
                    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" lineHeight="1.7">
                      {c.content}
                    </Text>
                    <HStack gap="4" color="fg.muted" fontSize="xs">
                      <HStack gap="1">
                        <LuHeart aria-hidden="true" />
                        <Text>{t('talk.likes', { count: c.likeCount })}</Text>
                      </HStack>
                      <HStack gap="1">
                        <LuMessageCircle aria-hidden="true" />
                        <Text>{t('talk.replies', { count: c.repliesCount })}</Text>
                      </HStack>
                    </HStack>
                  </Stack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
          <Box pt="2">
            <Pager page={page} pages={pages} onPage={(p) => setParams({ page: String(p) })} />
          </Box>
        </Stack>
      )}
    </Container>
  );
}
