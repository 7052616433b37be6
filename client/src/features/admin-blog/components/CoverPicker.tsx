import { BLOG_COVER_MAX_BYTES, BLOG_COVER_PRESETS } from '@api-market/rules';
import { Box, Button, Field, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImageUp } from 'react-icons/lu';
import { toaster } from '../../../app/toaster';
import { serverMessage } from '../../../shared/admin/server-message';
import { BlogCover } from '../../blog';
import { useUploadBlogCover } from '../hooks/useBlogAdmin';

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * A post's cover (#34.10): none, one of the drawn covers (a radio group), or an image uploaded here — the
 * gateway checks it is one by its bytes (PNG, JPEG, GIF or WebP, at most 700 KB) and answers its value.
 */
export function CoverPicker({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useTranslation();
  const [upload, { loading }] = useUploadBlogCover();
  const file = useRef<HTMLInputElement>(null);
  const choices = ['', ...BLOG_COVER_PRESETS.map((p) => `preset:${p}`)];
  const pick = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > BLOG_COVER_MAX_BYTES) {
      toaster.create({ type: 'error', title: t('adminBlog.cover.tooLarge', { kb: BLOG_COVER_MAX_BYTES / 1024 }) });
      return;
    }
    try {
      const { data } = await upload({ variables: { data: await readBase64(f) } });
      if (data) onChange(data.uploadBlogCover);
    } catch (e) {
      toaster.create({ type: 'error', title: t('adminBlog.failed', { message: serverMessage(e) }) });
    } finally {
      if (file.current) file.current.value = '';
    }
  };
  return (
    <Field.Root>
      <Field.Label id="cover-label">{t('adminBlog.cover.label')}</Field.Label>
      <Stack gap="3" w="full">
        <Grid role="radiogroup" aria-labelledby="cover-label" templateColumns="repeat(auto-fill, minmax(6.5rem, 1fr))" gap="2">
          {choices.map((c) => (
            <Button
              key={c || 'none'}
              role="radio"
              aria-checked={value === c}
              variant={value === c ? 'solid' : 'outline'}
              // No colour fade between solid and outline: a label caught halfway lacks contrast.
              transition="none"
              h="auto"
              p="1.5"
              flexDirection="column"
              gap="1"
              onClick={() => onChange(c)}
              data-testid="cover-choice"
            >
              {c ? <BlogCover cover={c} h="10" /> : <Box h="10" w="full" borderWidth="1px" borderStyle="dashed" borderRadius="md" />}
              <Text fontSize="xs">{t(`adminBlog.cover.presets.${c ? c.slice('preset:'.length) : 'none'}`)}</Text>
            </Button>
          ))}
        </Grid>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" loading={loading} onClick={() => file.current?.click()} data-testid="cover-upload">
            <LuImageUp aria-hidden />
            {t('adminBlog.cover.upload')}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t('adminBlog.cover.uploadHint', { kb: BLOG_COVER_MAX_BYTES / 1024 })}
          </Text>
          <Input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            display="none"
            aria-label={t('adminBlog.cover.upload')}
            onChange={(e) => void pick(e.target.files?.[0])}
            data-testid="cover-file"
          />
        </HStack>
        {value.startsWith('upload:') && (
          <Box maxW="sm" data-testid="cover-preview">
            <BlogCover cover={value} h="32" />
          </Box>
        )}
      </Stack>
    </Field.Root>
  );
}
