import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Card,
  Container,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEye } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { dateLocale, localized } from '../../../i18n/localized';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../layout/components/BlockStates';
import { Pager } from '../../reading';
import { ArticlesQuery } from '../graphql/articles';
import '../i18n';

const PAGE_SIZE = 10;

/** /article: every article, newest first, in the reader's language when it has one. */
export function ArticleList() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, loading, error, refetch } = useQuery(ArticlesQuery, {
    variables: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  });
  const en = i18n.language.startsWith('en');
  const pages = Math.ceil((data?.articles.total ?? 0) / PAGE_SIZE);
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('articles.title')}
        </Heading>
        <Text color="fg.muted">{t('articles.subtitle')}</Text>
      </Stack>
      {error ? (
        <BlockError title={t('articles.error')} onRetry={() => void refetch().catch(() => undefined)} />
      ) : loading && !data ? (
        <BlockSkeleton lines={4} h="24" />
      ) : !data?.articles.items.length ? (
        <BlockEmpty title={t('articles.empty')} testId="articles-empty" />
      ) : (
        <Stack gap="4">
          {data.articles.items.map((a) => {
            const language = en && a.hasEnglishVersion ? 'en' : 'zh';
            return (
              <LinkBox as="article" key={a.id} data-testid="article-item">
                <Card.Root
                  variant="outline"
                  _hover={{ borderColor: 'blue.muted' }}
                  transition="border-color 0.2s"
                >
                  <Card.Body gap="2">
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette="blue">{a.category}</Badge>
                      <Badge colorPalette={a.isOriginal ? 'green' : 'gray'} variant="subtle">
                        {a.isOriginal ? t('reading.original') : t('reading.reprint')}
                      </Badge>
                      {a.hasEnglishVersion && <Badge variant="outline">{t('articles.hasEnglish')}</Badge>}
                    </HStack>
                    <Heading as="h2" size="md">
                      <LinkOverlay asChild>
                        <RouterLink to={`/doc/article/${a.id}/${language}`}>
                          {localized(i18n.language, a.title, a.titleEn)}
                        </RouterLink>
                      </LinkOverlay>
                    </Heading>
                    <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
                      <Text>{t('reading.by', { name: a.authorName })}</Text>
                      <Text>{new Date(a.publishedDate).toLocaleDateString(dateLocale(i18n.language))}</Text>
                      <HStack gap="1">
                        <LuEye aria-hidden="true" />
                        <Text fontVariantNumeric="tabular-nums">
                          {t('reading.views', { count: a.views })}
                        </Text>
                      </HStack>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              </LinkBox>
            );
          })}
          <Box pt="2">
            <Pager page={page} pages={pages} onPage={(p) => setParams({ page: String(p) })} />
          </Box>
        </Stack>
      )}
    </Container>
  );
}
