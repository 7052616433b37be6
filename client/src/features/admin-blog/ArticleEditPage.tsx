import { ARTICLE_LIMITS } from '@api-market/rules';
import { Button, Checkbox, Field, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useConsolePath } from '../console';
import { RichTextEditor } from '../admin-editor';
import { BlockError, BlockSkeleton } from '../../shared/components/BlockStates';
import { useEditedArticle, useSaveArticle } from './hooks/useArticleAdmin';
import './i18n';

/** The gateway's limits (article-admin.service.ts). */
const { titleMax: TITLE_MAX, categoryMax: CATEGORY_MAX, authorMax: AUTHOR_MAX } = ARTICLE_LIMITS;

interface Values {
  title: string;
  category: string;
  content: string;
  authorName: string;
  isOriginal: boolean;
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/** /admin/mobile/doc/article/edit/{articleId}/{language}: one language version (`new`/zh writes a new article). */
export function ArticleEditPage() {
  const { t } = useTranslation();
  const path = useConsolePath();
  const params = useParams();
  const isNew = params.articleId === 'new';
  const id = isNew ? null : Number(params.articleId);
  const language = params.language === 'en' ? 'en' : 'zh';
  const zh = language === 'zh';
  const existing = useEditedArticle(id);
  const { save, loading } = useSaveArticle(id, language);
  const { register, control, handleSubmit, reset, formState } = useForm<Values>({
    defaultValues: { title: '', category: '', content: '', authorName: '', isOriginal: true },
  });
  const { errors } = formState;
  const a = existing.data?.adminArticle;
  useEffect(() => {
    if (!a) return;
    reset({
      title: (zh ? a.title : a.titleEn) ?? '',
      category: zh ? a.category : a.categoryEn,
      content: (zh ? a.content : a.contentEn) ?? '',
      authorName: a.authorName,
      isOriginal: a.isOriginal,
    });
  }, [a, zh, reset]);

  if (isNew && !zh) return <BlockError title={t('adminBlog.articleEditor.zhFirst')} />;
  if (id !== null && existing.error) {
    return <BlockError title={t('adminBlog.articleEditor.loadFailed')} onRetry={() => void existing.refetch()} />;
  }
  if (id !== null && !a) return <BlockSkeleton lines={6} h="10" />;

  const rule = (key: string, max: number) => ({
    validate: {
      required: (v: string) => v.trim() !== '' || t(key),
      max: (v: string) => [...v.trim()].length <= max || t('adminBlog.articleEditor.tooLong', { max }),
    },
  });
  const submit = handleSubmit((v) =>
    save({
      title: v.title.trim(),
      category: v.category.trim(),
      content: v.content,
      ...(zh ? { authorName: v.authorName.trim(), isOriginal: v.isOriginal } : {}),
    }),
  );
  const langName = t(zh ? 'adminBlog.articleEditor.languageZh' : 'adminBlog.articleEditor.languageEn');
  return (
    <form aria-label={t('adminBlog.articleEditor.form')} noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="4" py="2" maxW="4xl">
        <Text fontWeight="semibold" fontSize="lg">
          {isNew ? t('adminBlog.articleEditor.newTitle') : t('adminBlog.articleEditor.editTitle', { language: langName })}
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
          <Field.Root required invalid={!!errors.title}>
            <Field.Label>
              {t('adminBlog.articleEditor.title')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('title', rule('adminBlog.articleEditor.titleRequired', TITLE_MAX))} />
            <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.category}>
            <Field.Label>
              {t('adminBlog.articleEditor.category')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('category', rule('adminBlog.articleEditor.categoryRequired', CATEGORY_MAX))} />
            <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
          </Field.Root>
        </Grid>
        {zh && (
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3" alignItems="end">
            <Field.Root required invalid={!!errors.authorName}>
              <Field.Label>
                {t('adminBlog.articleEditor.author')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('authorName', rule('adminBlog.articleEditor.authorRequired', AUTHOR_MAX))} />
              <Field.ErrorText>{errors.authorName?.message}</Field.ErrorText>
            </Field.Root>
            <Controller
              name="isOriginal"
              control={control}
              render={({ field }) => (
                <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} pb="2">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('adminBlog.articleEditor.original')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          </Grid>
        )}
        <Field.Root required invalid={!!errors.content}>
          <Field.Label>
            {t('adminBlog.articleEditor.content')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Controller
            name="content"
            control={control}
            rules={{ validate: (v) => hasText(v) || t('adminBlog.articleEditor.contentRequired') }}
            render={({ field }) => (
              <RichTextEditor label={t('adminBlog.articleEditor.content')} value={field.value} onChange={field.onChange} invalid={!!errors.content} />
            )}
          />
          <Field.ErrorText>{errors.content?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" loading={loading}>
            {t('adminBlog.articleEditor.save')}
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={id ? path('article', { id }) : path('blog')}>{t('adminBlog.editor.back')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
