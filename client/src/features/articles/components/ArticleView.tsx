import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ReadingPage } from '../../reading';
import { useArticle } from '../hooks/useArticles';
import '../i18n';
import { ArticleBadges } from './ArticleBadges';

const LANGUAGES = ['zh', 'en'] as const;

/** SPEC §2.10: one article in one language, with its contents, progress, like, share and back-to-top. */
export function ArticleView({ id, language }: { id: number; language: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && LANGUAGES.includes(language as 'zh');
  const query = useArticle(id, language, !valid);
  const a = query.data?.article;
  return (
    <ReadingPage
      back={{ to: '/article', label: t('articles.back') }}
      valid={valid}
      query={query}
      failure={(notFound) => {
        const englishMissing = valid && notFound && language === 'en';
        return {
          title: t('articles.loadError'),
          description: englishMissing
            ? t('articles.noEnglish')
            : notFound
              ? t('articles.notFound')
              : undefined,
          extra: englishMissing && (
            <Button size="sm" onClick={() => navigate(`/doc/article/${id}/zh`)}>
              {t('articles.readChinese')}
            </Button>
          ),
        };
      }}
      doc={
        a && {
          kind: 'article',
          testId: 'article',
          lang: a.language === 'en' ? 'en' : 'zh-CN',
          badges: <ArticleBadges category={a.category} isOriginal={a.isOriginal} />,
          title: a.title,
          meta: {
            author: t('reading.by', { name: a.authorName }),
            date: a.publishedDate,
            views: a.views,
            viewsTestId: 'article-views',
          },
          notice: a.hasEnglishVersion && (
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
          ),
          html: a.content,
          likeKey: `article:${a.id}`,
        }
      }
    />
  );
}
