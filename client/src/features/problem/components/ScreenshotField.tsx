import { Box, Button, CloseButton, Field, HStack, Image, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImagePlus } from 'react-icons/lu';
import { SCREENSHOT_MAX_MB } from '../lib/feedback-form';

interface Props {
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** The optional screenshot: a picker, a preview and a remove button (checked on "next"). */
export function ScreenshotField({ file, error, onChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{t('problem.screenshot')}</Field.Label>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        aria-label={t('problem.screenshot')}
        data-testid="screenshot-input"
        onChange={(e) => {
          onChange(e.currentTarget.files?.[0] ?? null);
          e.currentTarget.value = '';
        }}
      />
      {file && preview ? (
        <HStack gap="3" borderWidth="1px" borderRadius="l2" p="2" w="full" data-testid="screenshot-preview">
          <Image src={preview} alt="" boxSize="14" objectFit="cover" borderRadius="md" />
          <Box flex="1" minW="0">
            <Text fontSize="sm" truncate>
              {file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {(file.size / 1024).toFixed(0)} KB
            </Text>
          </Box>
          <CloseButton size="sm" aria-label={t('problem.screenshotRemove')} onClick={() => onChange(null)} />
        </HStack>
      ) : (
        <Button variant="outline" size="sm" borderStyle="dashed" onClick={() => input.current?.click()}>
          <LuImagePlus aria-hidden="true" /> {t('problem.screenshotPick')}
        </Button>
      )}
      {error ? (
        <Field.ErrorText data-testid="error-screenshot">{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('problem.screenshotHint', { mb: SCREENSHOT_MAX_MB })}</Field.HelperText>
      )}
    </Field.Root>
  );
}
