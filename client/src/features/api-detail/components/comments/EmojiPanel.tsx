import EmojiPicker, { Categories, EmojiStyle, Theme } from 'emoji-picker-react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../../../../app/color-mode';
import '../../i18n';

/**
 * The emoji picker (loaded on first open): smileys and gestures, hearts (with the other symbols),
 * animals and food. Native glyphs: no image is fetched from a CDN.
 */
export function EmojiPanel({ onPick }: { onPick(emoji: string): void }) {
  const { t } = useTranslation();
  const [dark] = useDarkMode();
  return (
    <EmojiPicker
      onEmojiClick={(e) => onPick(e.emoji)}
      emojiStyle={EmojiStyle.NATIVE}
      theme={dark ? Theme.DARK : Theme.LIGHT}
      categories={[
        { category: Categories.SMILEYS_PEOPLE, name: t('detail.comments.cat.smileys') },
        { category: Categories.SYMBOLS, name: t('detail.comments.cat.hearts') },
        { category: Categories.ANIMALS_NATURE, name: t('detail.comments.cat.animals') },
        { category: Categories.FOOD_DRINK, name: t('detail.comments.cat.food') },
      ]}
      searchDisabled
      skinTonesDisabled
      previewConfig={{ showPreview: false }}
      width="100%"
      height={320}
      lazyLoadEmojis
    />
  );
}
