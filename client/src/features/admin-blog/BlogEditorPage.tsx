import { BLOG_LIMITS } from '@api-market/rules';
import { Alert, Button, Field, Grid, HStack, Input, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { toaster } from '../../app/toaster';
import { serverMessage } from '../../shared/admin/server-message';
import { useConsolePath } from '../console';
import { RichTextEditor } from '../admin-editor';
import { BlockError, BlockSkeleton } from '../../shared/components/BlockStates';
import { splitTags, TAG_PATTERN, TAGS_MAX } from './components/TagsField';
import { useCreateBlogPost, useEditedBlogPost, useUpdateBlogPost } from './hooks/useBlogAdmin';
import './i18n';
import { useMe } from '../accounts';
import { CoverPicker } from './components/CoverPicker';

const { titleMax: TITLE_MAX, summaryMax: SUMMARY_MAX, authorMax: AUTHOR_MAX } = BLOG_LIMITS;

interface PostValues {
  title: string;
  summary: string;
  content: string;
  titleEn: string;
  summaryEn: string;
  contentEn: string;
  tags: string;
  authorName: string;
  cover: string;
}

const EMPTY: PostValues = { title: '', summary: '', content: '', titleEn: '', summaryEn: '', contentEn: '', tags: '', authorName: '', cover: '' };
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/** /admin/mobile/blog/createBlog (and `?id=` to edit): a post in zh and optionally en, rich text, draft or published. */
export function BlogEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useConsolePath();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const [lang, setLang] = useState('zh');
  const existing = useEditedBlogPost(id);
  const [create, creating] = useCreateBlogPost();
  const [update, updating] = useUpdateBlogPost();
  const { register, control, handleSubmit, reset, formState, setError, getValues, setValue } = useForm<PostValues>({
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const post = existing.data?.adminBlogPost;
  // A new post is written by whoever is signed in: the author field starts with their name.
  const me = useMe({ skip: id !== null }).data?.me;
  useEffect(() => {
    if (id === null && me && !getValues('authorName')) setValue('authorName', me.username);
  }, [id, me, getValues, setValue]);
  useEffect(() => {
    if (post) {
      reset({
        title: post.title,
        summary: post.summary,
        content: post.content,
        titleEn: post.titleEn ?? '',
        summaryEn: post.summaryEn,
        contentEn: post.contentEn ?? '',
        tags: post.tags.join(', '),
        authorName: post.authorName,
        cover: post.cover,
      });
    }
  }, [post, reset]);

  if (id !== null && existing.error) return <BlockError title={t('adminBlog.editor.loadFailed')} onRetry={() => void existing.refetch()} />;
  if (id !== null && !post) return <BlockSkeleton lines={8} h="10" />;

  const save = (status: 'draft' | 'published') =>
    handleSubmit(async (v) => {
      // The English pair rule, as the server applies it.
      if (Boolean(v.titleEn.trim()) !== hasText(v.contentEn)) {
        setError('titleEn', { message: t('adminBlog.editor.enPair') });
        setLang('en');
        return;
      }
      const input = {
        title: v.title.trim(),
        summary: v.summary.trim() || null,
        content: v.content,
        titleEn: v.titleEn.trim() || null,
        summaryEn: v.summaryEn.trim() || null,
        contentEn: hasText(v.contentEn) ? v.contentEn : null,
        tags: splitTags(v.tags),
        authorName: v.authorName.trim(),
        status,
        cover: v.cover,
      };
      try {
        const saved = id
          ? (await update({ variables: { id, input }, refetchQueries: ['AdminBlogPosts'] })).data?.updateBlogPost
          : (await create({ variables: { input }, refetchQueries: ['AdminBlogPosts'] })).data?.createBlogPost;
        toaster.create({
          type: 'success',
          title: t(saved?.status === 'published' ? 'adminBlog.editor.publishedToast' : 'adminBlog.editor.saved'),
        });
        void navigate(path('blog'));
      } catch (e) {
        toaster.create({ type: 'error', title: t('adminBlog.failed', { message: serverMessage(e) }) });
      }
    });
  const busy = creating.loading || updating.loading;
  const required = (key: string) => (v: string) => v.trim() !== '' || t(key);
  const titleRule = { validate: { required: required('adminBlog.editor.titleRequired'), max: (v: string) => [...v.trim()].length <= TITLE_MAX || t('adminBlog.editor.titleTooLong', { max: TITLE_MAX }) } };

  return (
    <form aria-label={t('adminBlog.editor.form')} noValidate onSubmit={(e) => void save('published')(e)}>
      <Stack gap="4" py="2" maxW="4xl">
        <Text fontWeight="semibold" fontSize="lg">
          {t(id ? 'adminBlog.editor.editTitle' : 'adminBlog.editor.newTitle')}
        </Text>
        <Tabs.Root value={lang} onValueChange={(e) => setLang(e.value)} variant="enclosed" size="sm" lazyMount={false}>
          <Tabs.List aria-label={t('adminBlog.editor.languages')}>
            <Tabs.Trigger value="zh">{t('adminBlog.editor.zh')}</Tabs.Trigger>
            <Tabs.Trigger value="en">{t('adminBlog.editor.en')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="zh">
            <Stack gap="3">
              <Field.Root required invalid={!!errors.title}>
                <Field.Label>
                  {t('adminBlog.editor.title')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input {...register('title', titleRule)} />
                <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('adminBlog.editor.summary')}</Field.Label>
                <Textarea rows={2} maxLength={SUMMARY_MAX} {...register('summary')} />
              </Field.Root>
              <Field.Root required invalid={!!errors.content}>
                <Field.Label>
                  {t('adminBlog.editor.content')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Controller
                  name="content"
                  control={control}
                  rules={{ validate: (v) => hasText(v) || t('adminBlog.editor.contentRequired') }}
                  render={({ field }) => (
                    <RichTextEditor label={t('adminBlog.editor.content')} value={field.value} onChange={field.onChange} invalid={!!errors.content} />
                  )}
                />
                <Field.ErrorText>{errors.content?.message}</Field.ErrorText>
              </Field.Root>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="en">
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {t('adminBlog.editor.enHint')}
              </Text>
              <Field.Root invalid={!!errors.titleEn}>
                <Field.Label>{t('adminBlog.editor.titleEn')}</Field.Label>
                <Input maxLength={TITLE_MAX} {...register('titleEn')} />
                <Field.ErrorText>{errors.titleEn?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('adminBlog.editor.summaryEn')}</Field.Label>
                <Textarea rows={2} maxLength={SUMMARY_MAX} {...register('summaryEn')} />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('adminBlog.editor.contentEn')}</Field.Label>
                <Controller
                  name="contentEn"
                  control={control}
                  render={({ field }) => (
                    <RichTextEditor label={t('adminBlog.editor.contentEn')} value={field.value} onChange={field.onChange} />
                  )}
                />
              </Field.Root>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
          <Field.Root invalid={!!errors.tags}>
            <Field.Label>{t('adminBlog.editor.tags')}</Field.Label>
            <Input
              {...register('tags', {
                validate: (v) => {
                  const tags = splitTags(v);
                  if (tags.length > TAGS_MAX) return t('adminBlog.editor.tooManyTags');
                  const bad = tags.find((tag) => !TAG_PATTERN.test(tag));
                  return bad === undefined || t('adminBlog.editor.badTag', { tag: bad.slice(0, 24) });
                },
              })}
            />
            <Field.ErrorText>{errors.tags?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.authorName}>
            <Field.Label>
              {t('adminBlog.editor.author')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input maxLength={AUTHOR_MAX} {...register('authorName', { validate: required('adminBlog.editor.authorRequired') })} />
            <Field.ErrorText>{errors.authorName?.message}</Field.ErrorText>
          </Field.Root>
        </Grid>
        <Controller name="cover" control={control} render={({ field }) => <CoverPicker value={field.value} onChange={field.onChange} />} />
        {Object.keys(errors).length > 0 && (errors.title || errors.content) && lang === 'en' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errors.title?.message ?? errors.content?.message}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" loading={busy}>
            {t('adminBlog.editor.publish')}
          </Button>
          <Button variant="outline" loading={busy} onClick={() => void save('draft')()}>
            {t('adminBlog.editor.saveDraft')}
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={path('blog')}>{t('adminBlog.editor.back')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
