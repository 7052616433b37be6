import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { RegisterOptions } from 'react-hook-form';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BLOG_LIMITS } from '@api-market/rules';
import { RichTextEditor } from '../../admin-editor';
import '../i18n';
import { hasText, type PostValues } from './post-form';

const { titleMax: TITLE_MAX, summaryMax: SUMMARY_MAX } = BLOG_LIMITS;

/** The post's Chinese title (required), summary and content (required). */
export function ChineseFields({
  form,
  titleRule,
}: {
  form: UseFormReturn<PostValues>;
  titleRule: RegisterOptions<PostValues, 'title'>;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
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
            <RichTextEditor
              label={t('adminBlog.editor.content')}
              value={field.value}
              onChange={field.onChange}
              invalid={!!errors.content}
            />
          )}
        />
        <Field.ErrorText>{errors.content?.message}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}

/** The optional English version: title and content go together (the server's pair rule). */
export function EnglishFields({ form }: { form: UseFormReturn<PostValues> }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
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
            <RichTextEditor
              label={t('adminBlog.editor.contentEn')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Field.Root>
    </Stack>
  );
}
