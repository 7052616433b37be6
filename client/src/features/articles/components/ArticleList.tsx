import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../i18n/localized';
import { PagedList, ReadingCard, ReadingMeta, usePaging } from '../../reading';
import { useArticles } from '../hooks/useArticles';
import '../i18n';
import { ArticleBadges } from './ArticleBadges';

const PAGE_SIZE = 10;

/** /article: every article, newest first, in the reader's language when it has one. */
export function ArticleList() {
  const { t, i18n } = useTranslation();
  const paging = usePaging(PAGE_SIZE);
  const query = useArticles(paging.window);
  const en = i18n.language.startsWith('en');
  return (
    <PagedList
      maxW="4xl"
      title={t('articles.title')}
      subtitle={t('articles.subtitle')}
      items={query.data?.articles.items}
      query={query}
      errorTitle={t('articles.error')}
      empty={{ title: t('articles.empty'), testId: 'articles-empty' }}
      skeleton={{ lines: 4, h: '24' }}
      paging={paging}
      total={query.data?.articles.total}
      render={(a) => (
        <ReadingCard
          testId="article-item"
          to={`/doc/article/${a.id}/${en && a.hasEnglishVersion ? 'en' : 'zh'}`}
          title={localized(i18n.language, a.title, a.titleEn)}
          badges={
            <ArticleBadges
              category={localized(i18n.language, a.category, a.categoryEn)}
              isOriginal={a.isOriginal}
            >
              {a.hasEnglishVersion && <Badge variant="outline">{t('articles.hasEnglish')}</Badge>}
            </ArticleBadges>
          }
        >
          <ReadingMeta
            author={t('reading.by', { name: a.authorName })}
            date={a.publishedDate}
            views={a.views}
          />
        </ReadingCard>
      )}
    />
  );
}
