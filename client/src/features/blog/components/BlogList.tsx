import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuClock, LuEye } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useUrlParams } from '../../../app/url-params';
import { dateLocale, localized } from '../../../i18n/localized';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../layout/components/BlockStates';
import { Pager } from '../../reading';
import { BlogPostsQuery } from '../graphql/blog';
import '../i18n';
import { tagLabel } from './TagLabel';

const PAGE_SIZE = 6;

/** /doc/blog: published posts newest first, filtered by tag and paged (both kept in the URL). */
export function BlogList() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useUrlParams();
  const tag = params.get('tag') || null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(BlogPostsQuery, {
    variables: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, tag },
  });
  const shown = data ?? previousData;
  const pages = Math.ceil((data?.blogPosts.total ?? 0) / PAGE_SIZE);
  const pick = (next: string | null) => setParams(() => new URLSearchParams(next ? { tag: next } : {}));
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('blog.title')}
        </Heading>
        <Text color="fg.muted">{t('blog.subtitle')}</Text>
      </Stack>
      {shown && (
        <Wrap gap="2" mb="6" role="group" aria-label={t('blog.tagFilter')} data-testid="blog-tags">
          <Button
            size="xs"
            variant={tag ? 'outline' : 'solid'}
            aria-pressed={!tag}
            onClick={() => pick(null)}
          >
            {t('blog.allTags')}
          </Button>
          {shown.blogTags.map((c) => (
            <Button
              key={c.tag}
              size="xs"
              variant={tag === c.tag ? 'solid' : 'outline'}
              aria-pressed={tag === c.tag}
              onClick={() => pick(c.tag)}
              data-testid="blog-tag"
            >
              {tagLabel(t, c.tag)}
              <Text
                as="span"
                color={tag === c.tag ? undefined : 'fg.muted'}
                fontVariantNumeric="tabular-nums"
              >
                {c.count}
              </Text>
            </Button>
          ))}
        </Wrap>
      )}
      {error ? (
        <BlockError title={t('blog.error')} onRetry={() => void refetch().catch(() => undefined)} />
      ) : loading && !shown ? (
        <BlockSkeleton lines={3} h="32" />
      ) : !shown?.blogPosts.items.length ? (
        <BlockEmpty title={tag ? t('blog.empty') : t('blog.emptyAll')} testId="blog-empty" />
      ) : (
        <Stack gap="4" opacity={loading ? 0.6 : 1} aria-busy={loading}>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {shown.blogPosts.items.map((p) => (
              <LinkBox as="article" key={p.id} data-testid="blog-item">
                <Card.Root variant="outline" h="full" _hover={{ borderColor: 'blue.muted' }}>
                  <Card.Body gap="3">
                    <HStack gap="1.5" wrap="wrap">
                      {p.tags.map((tg) => (
                        <Badge key={tg} colorPalette="purple" variant="subtle">
                          {tagLabel(t, tg)}
                        </Badge>
                      ))}
                    </HStack>
                    <Heading as="h2" size="md" lineHeight="1.4">
                      <LinkOverlay asChild>
                        <RouterLink to={`/doc/blog/blog-detail/${p.id}`}>
                          {localized(i18n.language, p.title, p.titleEn)}
                        </RouterLink>
                      </LinkOverlay>
                    </Heading>
                    <Text color="fg.muted" fontSize="sm" lineClamp={3}>
                      {localized(i18n.language, p.summary, p.titleEn ? p.summaryEn : null)}
                    </Text>
                    <HStack gap="3" color="fg.muted" fontSize="xs" wrap="wrap" mt="auto">
                      <Text>{p.authorName}</Text>
                      {p.publishedAt && (
                        <Text>{new Date(p.publishedAt).toLocaleDateString(dateLocale(i18n.language))}</Text>
                      )}
                      <HStack gap="1">
                        <LuClock aria-hidden="true" />
                        <Text>{t('reading.minutes', { count: p.readingMinutes })}</Text>
                      </HStack>
                      <HStack gap="1">
                        <LuEye aria-hidden="true" />
                        <Text fontVariantNumeric="tabular-nums">
                          {t('reading.views', { count: p.views })}
                        </Text>
                      </HStack>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              </LinkBox>
            ))}
          </Box>
          <Pager
            page={page}
            pages={pages}
            onPage={(p) =>
              setParams((latest) => {
                latest.set('page', String(p));
                return latest;
              })
            }
          />
        </Stack>
      )}
    </Container>
  );
}
