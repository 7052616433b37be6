import { Box, Button, Card, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCopy, LuDownload } from 'react-icons/lu';
import '../../api-detail/i18n';
import { useCopy } from '../../../shared/hooks/useCopy';
import '../i18n';

// The same picker and emoji set the comment box uses (loaded with this page, not before).
const EmojiPanel = lazy(async () => ({
  default: (await import('../../api-detail/components/comments/EmojiPanel')).EmojiPanel,
}));

const SIZES = [64, 128, 256] as const;

/** U+1F600 U+FE0F … for each code point. */
export const codePoints = (s: string) =>
  [...s].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

/** Draws the emoji with the system's emoji font into a transparent PNG. */
function emojiPng(emoji: string, size: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.font = `${Math.round(size * 0.8)}px "Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(emoji, size / 2, size / 2 + size * 0.05);
  return canvas.toDataURL('image/png');
}

/** /empic: the comment box's emoji set as a resource: pick one, copy it or its code points, or save it as a picture. */
export function EmojiStudio() {
  const { t } = useTranslation();
  const [emoji, setEmoji] = useState('😀');
  const { copy } = useCopy();
  const save = (size: number) => {
    const a = document.createElement('a');
    a.href = emojiPng(emoji, size);
    a.download = `emoji-${codePoints(emoji).replace(/U\+| /g, '').toLowerCase()}-${size}.png`;
    a.click();
  };
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('tools.pages.empic.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.emoji.subtitle')}</Text>
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }} gap="6">
        <Box minW="0">
          <Suspense fallback={<Skeleton h="80" borderRadius="md" />}>
            <EmojiPanel onPick={setEmoji} />
          </Suspense>
        </Box>
        <Card.Root variant="outline" data-testid="emoji-selected">
          <Card.Body alignItems="center" gap="4">
            <Text
              fontSize="7xl"
              lineHeight="1"
              aria-label={t('tools.emoji.selected')}
              data-testid="emoji-glyph"
            >
              {emoji}
            </Text>
            <Text fontFamily="mono" fontSize="sm" color="fg.muted" data-testid="emoji-code">
              {codePoints(emoji)}
            </Text>
            <HStack gap="2" wrap="wrap" justify="center">
              <Button size="sm" variant="outline" onClick={() => void copy(emoji)} data-testid="emoji-copy">
                <LuCopy /> {t('tools.emoji.copyEmoji')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void copy(codePoints(emoji))}>
                <LuCopy /> {t('tools.emoji.copyCode')}
              </Button>
            </HStack>
            <Stack gap="2" w="full">
              <Text fontSize="sm" fontWeight="medium">
                {t('tools.emoji.asPicture')}
              </Text>
              <HStack gap="2" wrap="wrap">
                {SIZES.map((s) => (
                  <Button key={s} size="sm" variant="outline" onClick={() => save(s)}>
                    <LuDownload /> {s}×{s}
                  </Button>
                ))}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {t('tools.emoji.fontNote')}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Container>
  );
}
