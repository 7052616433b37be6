import { COMMENT_LIMITS } from '@api-market/rules';
import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuImage, LuSmile } from 'react-icons/lu';
import { toaster } from '../../../../app/toaster';
import '../../i18n';

/** The composer's emoji and image buttons and its character counter (`length` of `COMMENT_LIMITS.contentMax`). */
export function ComposerTools({ emojiOpen, onEmoji, length }: { emojiOpen: boolean; onEmoji(): void; length: number }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('detail.comments.emoji')}
        aria-expanded={emojiOpen}
        onClick={onEmoji}
        data-testid="emoji-button"
      >
        <LuSmile />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('detail.comments.image')}
        onClick={() => toaster.create({ type: 'info', title: t('detail.comments.imageSoon') })}
        data-testid="image-button"
      >
        <LuImage />
      </IconButton>
      <Text
        fontSize="xs"
        color={length >= COMMENT_LIMITS.contentMax ? 'fg.error' : 'fg.muted'}
        data-testid="char-counter"
      >
        {t('detail.comments.counter', { count: length })}
      </Text>
    </HStack>
  );
}
