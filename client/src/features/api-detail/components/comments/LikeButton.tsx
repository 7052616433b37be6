import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHeart } from 'react-icons/lu';
import '../../i18n';

export function LikeButton({ liked, count, onToggle }: { liked: boolean; count: number; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="ghost"
      color={liked ? 'red.fg' : 'fg.muted'}
      aria-pressed={liked}
      // The visible count is part of the name (WCAG 2.5.3 Label in Name: a voice user says what they see).
      aria-label={`${liked ? t('detail.comments.unlike') : t('detail.comments.like')} ${count}`}
      onClick={onToggle}
      data-testid="like-button"
    >
      <LuHeart fill={liked ? 'currentColor' : 'none'} />
      <span data-testid="like-count">{count}</span>
    </Button>
  );
}
