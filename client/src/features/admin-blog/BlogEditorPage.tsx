import { BLOG_LIMITS } from '@api-market/rules';
import { Alert, Button, Field, Grid, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useConsolePath } from '../console';
import { BlockError, BlockSkeleton } from '../../shared/components/BlockStates';
import { splitTags, TAG_PATTERN, TAGS_MAX } from './components/TagsField';
import { useEditedBlogPost, useSaveBlogPost } from './hooks/useBlogAdmin';
import './i18n';
import { useMe } from '../accounts';
import { CoverPicker } from './components/CoverPicker';
import { EMPTY, hasText, type PostValues } from './components/post-form';
import { ChineseFields, EnglishFields } from './components/PostLanguageFields';

const { titleMax: TITLE_MAX, authorMax: AUTHOR_MAX } = BLOG_LIMITS;

/** /admin/mobile/blog/createBlog (and `?id=` to edit): a post in zh and optionally en, rich text, draft or published. */
export function BlogEditorPage() {
  const { t } = useTranslation();
  const path = useConsolePath();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const [lang, setLang] = useState('zh');
  const existing = useEditedBlogPost(id);
  const { savePost, busy } = useSaveBlogPost(id);
  const form = useForm<PostValues>({ defaultValues: EMPTY });
  const { register, control, handleSubmit, reset, formState, setError, getValues, setValue } = form;
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
      await savePost(input);
    });
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
            <ChineseFields form={form} titleRule={titleRule} />
          </Tabs.Content>
          <Tabs.Content value="en">
            <EnglishFields form={form} />
          </Tabs.Content>
        </Tabs.Root>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
          <Field.Root invalid={!!errors.tags}>
            <Field.Label>{t('adminBlog.editor.tags', { max: TAGS_MAX })}</Field.Label>
            <Input
              {...register('tags', {
                validate: (v) => {
                  const tags = splitTags(v);
                  if (tags.length > TAGS_MAX) return t('adminBlog.editor.tooManyTags', { max: TAGS_MAX });
                  const bad = tags.find((tag) => !TAG_PATTERN.test(tag));
                  return bad === undefined || t('adminBlog.editor.badTag', { tag: bad.slice(0, BLOG_LIMITS.tagMax), max: BLOG_LIMITS.tagMax });
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
          <Alert.Root status="error" role="alert">
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
