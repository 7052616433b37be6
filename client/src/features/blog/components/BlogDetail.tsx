import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuClock, LuEye } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { dateLocale } from '../../../i18n/localized';
import { BlockSkeleton } from '../../layout/components/BlockStates';
import {
  BackToTop,
  PageError,
  prepareHtml,
  ReadingProgress,
  RichHtml,
  ShareBar,
  TableOfContents,
} from '../../reading';
import { BlogPostQuery } from '../graphql/blog';
import '../i18n';
import { tagLabel } from './TagLabel';

/** /doc/blog/blog-detail/:id — a post in the reader's language when it has one, else the Chinese original. */
export function BlogDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { data, loading, error, refetch } = useQuery(BlogPostQuery, { variables: { id }, skip: !valid });
  const body = useRef<HTMLDivElement>(null);
  const p = data?.blogPost;
  const english = i18n.language.startsWith('en') && !!p?.contentEn;
  const prepared = useMemo(
    () => (p ? prepareHtml(english ? (p.contentEn ?? '') : p.content, 'blog') : null),
    [p, english],
  );
  const back = (
    <Button asChild size="sm" variant="ghost" alignSelf="start">
      <RouterLink to="/doc/blog">
        <LuArrowLeft aria-hidden="true" /> {t('blog.back')}
      </RouterLink>
    </Button>
  );
  if (!valid || error) {
    const notFound =
      !valid ||
      (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND'));
    return (
      <Container maxW="4xl" py="6">
        {back}
        <PageError
          title={t('blog.loadError')}
          description={notFound ? t('blog.notFound') : undefined}
          notFound={notFound}
          onRetry={() => void refetch().catch(() => undefined)}
          backTo="/doc/blog"
          backLabel={t('blog.back')}
        />
      </Container>
    );
  }
  if (loading || !p || !prepared) {
    return (
      <Container maxW="6xl" py="6">
        <BlockSkeleton lines={8} />
      </Container>
    );
  }
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <ReadingProgress target={body} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 240px' }} gap="10">
        <Stack
          as="article"
          ref={body}
          gap="4"
          minW="0"
          lang={english ? 'en' : 'zh-CN'}
          data-testid="blog-post"
        >
          {back}
          <HStack gap="1.5" wrap="wrap">
            {p.tags.map((tg) => (
              <Badge key={tg} colorPalette="purple" variant="subtle">
                {tagLabel(t, tg)}
              </Badge>
            ))}
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="1.3" data-testid="blog-title">
            {english ? p.titleEn : p.title}
          </Heading>
          <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
            <Text>{t('reading.by', { name: p.authorName })}</Text>
            {p.publishedAt && (
              <Text>{new Date(p.publishedAt).toLocaleDateString(dateLocale(i18n.language))}</Text>
            )}
            <HStack gap="1">
              <LuClock aria-hidden="true" />
              <Text>{t('reading.minutes', { count: p.readingMinutes })}</Text>
            </HStack>
            <HStack gap="1">
              <LuEye aria-hidden="true" />
              <Text fontVariantNumeric="tabular-nums">{t('reading.views', { count: p.views })}</Text>
            </HStack>
          </HStack>
          {i18n.language.startsWith('en') && !p.contentEn && (
            <Text fontSize="sm" color="fg.muted" data-testid="blog-chinese-only">
              {t('blog.chineseOnly')}
            </Text>
          )}
          <Separator />
          <RichHtml html={prepared.html} data-testid="blog-content" />
          <Separator />
          <ShareBar likeKey={`blog:${p.id}`} />
        </Stack>
        <Box hideBelow="lg">
          <TableOfContents headings={prepared.headings} />
        </Box>
      </Grid>
      <BackToTop />
    </Container>
  );
}
