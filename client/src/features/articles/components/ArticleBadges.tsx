import { Badge, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An article's category and whether it is original or a reprint, then any further badges. */
export function ArticleBadges({
  category,
  isOriginal,
  children,
}: {
  category: string;
  isOriginal: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="blue" data-testid="article-category">
        {category}
      </Badge>
      <Badge colorPalette={isOriginal ? 'green' : 'gray'} variant="subtle" data-testid="article-original">
        {isOriginal ? t('reading.original') : t('reading.reprint')}
      </Badge>
      {children}
    </HStack>
  );
}
