import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { localized } from '../../../i18n/localized';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { serverMessage } from '../../../shared/admin/server-message';
import { useDeleteBlogPost } from '../hooks/useBlogAdmin';
import '../i18n';

/** Confirms deleting a post; closes on success, stays open (with the server's reason) on failure. */
export function DeletePostDialog({
  post,
  onClose,
}: {
  post: { id: number; title: string; titleEn?: string | null } | null;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const [remove, removing] = useDeleteBlogPost();
  return (
    <ConfirmDialog
      open={post !== null}
      title={
        post ? t('adminBlog.deleteTitle', { title: localized(i18n.language, post.title, post.titleEn) }) : ''
      }
      confirmLabel={t('adminBlog.deleteAction')}
      danger
      busy={removing.loading}
      onClose={onClose}
      onConfirm={() => {
        if (!post) return;
        remove({ variables: { id: post.id }, refetchQueries: ['AdminBlogPosts'] }).then(
          () => {
            toaster.create({ type: 'success', title: t('adminBlog.deleted') });
            onClose();
          },
          (e: unknown) =>
            toaster.create({
              type: 'error',
              title: t('adminBlog.failed', { message: serverMessage(e) }),
            }),
        );
      }}
    >
      <Text fontSize="sm">{t('adminBlog.deleteBody')}</Text>
    </ConfirmDialog>
  );
}
