import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminArticleListQuery as Data } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { AdminListPage } from '../../../shared/admin/components/AdminListPage';
import { columnsFor } from '../../../shared/admin/components/DataTable';
import { useAdminList } from '../../../shared/admin/hooks/useAdminList';
import { useConsolePath } from '../../console';
import { AdminArticleListQuery } from '../graphql/articles';
import '../i18n';

type Row = Data['articles']['items'][number];
const col = columnsFor<Row>();

/** The documentation articles, each leading to its management page; and “write an article”. */
export function ArticleAdminList() {
  const { t, i18n } = useTranslation();
  const path = useConsolePath();
  const list = useAdminList({
    query: AdminArticleListQuery,
    initialFilters: null,
    variables: (_, { offset, limit }) => ({ offset, limit }),
    select: (d) => d.articles,
  });
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
        col.accessor('category', {
          header: () => t('adminBlog.category'),
          cell: ({ row: { original: a } }) => localized(i18n.language, a.category, a.categoryEn),
        }),
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
    <AdminListPage
      list={list}
      as="section"
      aria-labelledby="article-admin-title"
      mt="4"
      gap="3"
      toolbar={
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
      }
      label={t('adminBlog.articles')}
      columns={columns}
      rowId={(a) => String(a.id)}
      loadFailed={t('adminBlog.articlesLoadFailed')}
      empty={t('adminBlog.articleEmpty')}
      tableTestId="article-table"
    />
  );
}
