import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminArticleListQuery as Data } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { columnsFor, DataTable } from '../../admin-common/components/DataTable';
import { Pager } from '../../admin-common/components/Pager';
import { useConsolePath } from '../../admin-common/useConsolePath';
import { AdminArticleListQuery } from '../graphql/articles';
import '../i18n';

type Row = Data['articles']['items'][number];
const col = columnsFor<Row>();
const PAGE_SIZE = 10;

/** The documentation articles, each leading to its management page; and “write an article”. */
export function ArticleAdminList() {
  const { t, i18n } = useTranslation();
  const path = useConsolePath();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminArticleListQuery, {
    variables: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const articles = (data ?? previousData)?.articles;
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('title', {
          header: () => t('adminBlog.title'),
          cell: ({ row: { original: a } }) => {
            const title = localized(i18n.language, a.title, a.titleEn);
            return (
              <Link asChild colorPalette="blue" aria-label={t('adminBlog.open', { title })}>
                <RouterLink to={path('article', { id: a.id })}>{title}</RouterLink>
              </Link>
            );
          },
        }),
        col.accessor('category', { header: () => t('adminBlog.category') }),
        col.accessor('hasEnglishVersion', {
          header: () => t('adminBlog.english'),
          cell: (c) => t(c.getValue() ? 'adminBlog.yes' : 'adminBlog.no'),
        }),
        col.accessor('views', { header: () => t('adminBlog.views') }),
        col.accessor('publishedDate', { header: () => t('adminBlog.publishedDate') }),
      ]),
    [t, i18n.language, path],
  );
  return (
    <Stack as="section" gap="3" aria-labelledby="article-admin-title" mt="4">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="semibold" id="article-admin-title">
          {t('adminBlog.articles')}
        </Text>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={path('articleEdit', { articleId: 'new', language: 'zh' })}>
            <LuPlus /> {t('adminBlog.writeArticle')}
          </RouterLink>
        </Button>
      </HStack>
      <DataTable
        label={t('adminBlog.articles')}
        columns={columns}
        rows={articles?.items}
        rowId={(a) => String(a.id)}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={t('adminBlog.articleEmpty')}
        testId="article-table"
      />
      {articles && articles.total > 0 && <Pager page={page} pageSize={PAGE_SIZE} total={articles.total} onPage={setPage} />}
    </Stack>
  );
}
