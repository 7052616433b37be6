import { Badge, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuExternalLink, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminBlogPostsQuery as Data } from '../../gql/graphql';
import { dateLocale, localized } from '../../i18n/localized';
import { AdminListPage } from '../../shared/admin/components/AdminListPage';
import { columnsFor } from '../../shared/admin/components/DataTable';
import { useAdminList } from '../../shared/admin/hooks/useAdminList';
import { useConsolePath } from '../console';
import { ArticleAdminList } from './components/ArticleAdminList';
import { DeletePostDialog } from './components/DeletePostDialog';
import { AdminBlogPostsQuery } from './graphql/blog';
import './i18n';

type Row = Data['adminBlogPosts']['items'][number];
const col = columnsFor<Row>();

/** /admin/mobile/blog: every post (drafts included) with edit, view and delete; and the articles. */
export function BlogAdminPage() {
  const { t, i18n } = useTranslation();
  const path = useConsolePath();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const list = useAdminList({
    query: AdminBlogPostsQuery,
    initialFilters: null,
    variables: (_, { offset, limit }) => ({ offset, limit }),
    select: (d) => d.adminBlogPosts,
  });

  const columns = useMemo(() => {
    const title = (p: Row) => localized(i18n.language, p.title, p.titleEn);
    return col.columns([
      col.accessor('title', {
        header: () => t('adminBlog.title'),
        cell: ({ row: { original: p } }) => <Text fontWeight="medium">{title(p)}</Text>,
      }),
      col.accessor('status', {
        header: () => t('adminBlog.status'),
        cell: (c) => (
          <Badge colorPalette={c.getValue() === 'published' ? 'green' : 'blue'} data-testid="post-status">
            {t(c.getValue() === 'published' ? 'adminBlog.published' : 'adminBlog.draft')}
          </Badge>
        ),
      }),
      col.accessor('tags', {
        header: () => t('adminBlog.tags'),
        cell: (c) => c.getValue().join(', ') || '—',
      }),
      col.accessor('hasEnglishVersion', {
        header: () => t('adminBlog.english'),
        cell: (c) => t(c.getValue() ? 'adminBlog.yes' : 'adminBlog.no'),
      }),
      col.accessor('views', { header: () => t('adminBlog.views') }),
      col.accessor('updatedAt', {
        header: () => t('adminBlog.updatedAt'),
        cell: (c) => new Date(c.getValue() as string).toLocaleDateString(dateLocale(i18n.language)),
      }),
      col.display({
        id: 'actions',
        header: () => t('adminCommon.actions'),
        cell: ({ row: { original: p } }) => (
          <HStack gap="1">
            <IconButton
              asChild
              size="xs"
              variant="outline"
              aria-label={t('adminBlog.edit', { title: title(p) })}
            >
              <RouterLink to={`${path('createBlog')}?id=${p.id}`}>
                <LuPencil />
              </RouterLink>
            </IconButton>
            {p.status === 'published' && (
              <IconButton
                asChild
                size="xs"
                variant="outline"
                aria-label={t('adminBlog.view', { title: title(p) })}
              >
                <RouterLink to={`/doc/blog/blog-detail/${p.id}`}>
                  <LuExternalLink />
                </RouterLink>
              </IconButton>
            )}
            <IconButton
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('adminBlog.delete', { title: title(p) })}
              onClick={() => setDeleting(p)}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        ),
      }),
    ]);
  }, [t, i18n.language, path]);

  return (
    <>
      <AdminListPage
        list={list}
        py="2"
        toolbar={
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Text fontWeight="semibold">{t('adminBlog.posts')}</Text>
            <Button asChild size="sm">
              <RouterLink to={path('createBlog')}>
                <LuPlus /> {t('adminBlog.write')}
              </RouterLink>
            </Button>
          </HStack>
        }
        label={t('adminBlog.posts')}
        columns={columns}
        rowId={(p) => String(p.id)}
        loadFailed={t('adminBlog.loadFailed')}
        empty={t('adminBlog.empty')}
        tableTestId="blog-table"
      >
        <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
      </AdminListPage>
      <ArticleAdminList />
    </>
  );
}
