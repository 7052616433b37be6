import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { serverMessage } from '../../shared/admin/server-message';
import { useConsolePath } from '../console';
import { BlockError, BlockSkeleton } from '../../shared/components/BlockStates';
import { useAdminArticle, useDeleteArticle, useRemoveArticleEnglish } from './hooks/useArticleAdmin';
import './i18n';

/** /admin/mobile/article/{id}: both versions of an article, with their edit, view and delete actions. */
export function ArticleAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useConsolePath();
  const id = Number(useParams().id);
  const { data, error, refetch } = useAdminArticle(id);
  const [removeEn, removingEn] = useRemoveArticleEnglish();
  const [remove, removing] = useDeleteArticle();
  const [confirm, setConfirm] = useState<'en' | 'all' | null>(null);
  const a = data?.adminArticle;
  if (error && !a) return <BlockError title={t('adminBlog.articleEditor.loadFailed')} onRetry={() => void refetch()} />;
  if (!a) return <BlockSkeleton lines={6} h="10" />;
  const fail = (e: unknown) => toaster.create({ type: 'error', title: t('adminBlog.failed', { message: serverMessage(e) }) });
  const version = (lang: 'zh' | 'en') => {
    const title = lang === 'zh' ? a.title : a.titleEn;
    const html = lang === 'zh' ? a.content : a.contentEn;
    return (
      <Card.Root variant="outline" size="sm" key={lang} data-testid={`article-version-${lang}`}>
        <Card.Header>
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading as="h2" size="sm">
              {t(lang === 'zh' ? 'adminBlog.articleEditor.languageZh' : 'adminBlog.articleEditor.languageEn')}
              {title ? ` · ${title}` : ''}
            </Heading>
            <Badge variant="subtle">{lang === 'zh' ? a.category : a.categoryEn || '—'}</Badge>
          </HStack>
        </Card.Header>
        <Card.Body gap="3">
          {html ? (
            // Sanitised on the server; DOMPurify again before it meets the DOM.
            <Box fontSize="sm" lineClamp={6} overflowWrap="anywhere" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('adminBlog.noEnglish')}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button asChild size="sm">
              <RouterLink to={path('articleEdit', { articleId: a.id, language: lang })}>
                {t(lang === 'zh' ? 'adminBlog.editZh' : html ? 'adminBlog.editEn' : 'adminBlog.addEn')}
              </RouterLink>
            </Button>
            {html && (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`/doc/article/${a.id}/${lang}`}>{t(lang === 'zh' ? 'adminBlog.viewZh' : 'adminBlog.viewEn')}</RouterLink>
              </Button>
            )}
            {lang === 'en' && html && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm('en')}>
                {t('adminBlog.removeEn')}
              </Button>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>
    );
  };
  return (
    <Stack gap="4" py="2" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="md">
          {a.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('adminBlog.author')}: {a.authorName} · {t('adminBlog.publishedDate')}: {a.publishedDate} · {t('adminBlog.views')}: {a.views}
          {a.isOriginal && ` · ${t('adminBlog.original')}`}
        </Text>
      </Stack>
      {version('zh')}
      {version('en')}
      <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm('all')}>
        {t('adminBlog.deleteArticle')}
      </Button>
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm === 'en' ? 'adminBlog.removeEnTitle' : 'adminBlog.deleteArticleTitle', { title: a.title })}
        confirmLabel={t('adminBlog.deleteAction')}
        danger
        busy={removingEn.loading || removing.loading}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === 'en') {
            removeEn({ variables: { id: a.id } }).then(() => setConfirm(null), fail);
          } else {
            remove({ variables: { id: a.id }, refetchQueries: ['AdminArticleList'] }).then(() => {
              toaster.create({ type: 'success', title: t('adminBlog.deleted') });
              void navigate(path('blog'));
            }, fail);
          }
        }}
      >
        <Text fontSize="sm">{t(confirm === 'en' ? 'adminBlog.removeEnBody' : 'adminBlog.deleteArticleBody')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
