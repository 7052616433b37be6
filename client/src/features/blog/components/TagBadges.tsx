import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { tagLabel } from './TagLabel';

/** A post's tags, each in the reader's language when known. */
export function TagBadges({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1.5" wrap="wrap">
      {tags.map((tg) => (
        <Badge key={tg} colorPalette="purple" variant="subtle">
          {tagLabel(t, tg)}
        </Badge>
      ))}
    </HStack>
  );
}
