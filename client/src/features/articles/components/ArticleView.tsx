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
import { LuArrowLeft, LuEye } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
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
import { ArticleQuery } from '../graphql/articles';
import '../i18n';

const LANGUAGES = ['zh', 'en'] as const;

/** SPEC §2.10: one article in one language, with its contents, progress, like, share and back-to-top. */
export function ArticleView({ id, language }: { id: number; language: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && LANGUAGES.includes(language as 'zh');
  const { data, loading, error, refetch } = useQuery(ArticleQuery, {
    variables: { id, language },
    skip: !valid,
  });
  const body = useRef<HTMLDivElement>(null);
  const a = data?.article;
  const prepared = useMemo(() => (a ? prepareHtml(a.content, 'article') : null), [a]);

  const back = (
    <Button asChild size="sm" variant="ghost" alignSelf="start">
      <RouterLink to="/article">
        <LuArrowLeft aria-hidden="true" /> {t('articles.back')}
      </RouterLink>
    </Button>
  );
  if (!valid || error) {
    const notFound =
      !valid ||
      (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND'));
    const englishMissing = valid && notFound && language === 'en';
    return (
      <Container maxW="4xl" py="6">
        {back}
        <PageError
          title={t('articles.loadError')}
          description={
            englishMissing ? t('articles.noEnglish') : notFound ? t('articles.notFound') : undefined
          }
          notFound={notFound}
          onRetry={() => void refetch().catch(() => undefined)}
          backTo="/article"
          backLabel={t('articles.back')}
          extra={
            englishMissing && (
              <Button size="sm" onClick={() => navigate(`/doc/article/${id}/zh`)}>
                {t('articles.readChinese')}
              </Button>
            )
          }
        />
      </Container>
    );
  }
  if (loading || !a || !prepared) {
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
          lang={a.language === 'en' ? 'en' : 'zh-CN'}
          data-testid="article"
        >
          {back}
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="blue" data-testid="article-category">
              {a.category}
            </Badge>
            <Badge
              colorPalette={a.isOriginal ? 'green' : 'gray'}
              variant="subtle"
              data-testid="article-original"
            >
              {a.isOriginal ? t('reading.original') : t('reading.reprint')}
            </Badge>
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="1.3" data-testid="article-title">
            {a.title}
          </Heading>
          <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
            <Text>{t('reading.by', { name: a.authorName })}</Text>
            <Text>{new Date(a.publishedDate).toLocaleDateString(dateLocale(i18n.language))}</Text>
            <HStack gap="1">
              <LuEye aria-hidden="true" />
              <Text fontVariantNumeric="tabular-nums" data-testid="article-views">
                {t('reading.views', { count: a.views })}
              </Text>
            </HStack>
          </HStack>
          {a.hasEnglishVersion && (
            <HStack
              gap="0"
              role="group"
              aria-label={t('reading.languageSwitch')}
              data-testid="article-language"
            >
              {LANGUAGES.map((l) => (
                <Button
                  key={l}
                  asChild
                  size="xs"
                  variant={l === a.language ? 'solid' : 'outline'}
                  borderRadius={l === 'zh' ? 'md 0 0 md' : '0 md md 0'}
                  aria-current={l === a.language ? 'page' : undefined}
                >
                  <RouterLink to={`/doc/article/${a.id}/${l}`} replace>
                    {l === 'zh' ? t('articles.chinese') : t('articles.english')}
                  </RouterLink>
                </Button>
              ))}
            </HStack>
          )}
          <Separator />
          <RichHtml html={prepared.html} data-testid="article-content" />
          <Separator />
          <ShareBar likeKey={`article:${a.id}`} />
        </Stack>
        <Box hideBelow="lg">
          <TableOfContents headings={prepared.headings} />
        </Box>
      </Grid>
      <BackToTop />
    </Container>
  );
}
