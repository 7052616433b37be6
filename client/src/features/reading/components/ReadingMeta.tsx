import { HStack, Text, type StackProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuClock, LuEye } from 'react-icons/lu';
import { dateLocale } from '../../../i18n/localized';
import '../i18n';

export interface ReadingMetaProps extends StackProps {
  /** Who wrote it, as shown (a name, or "by …"). */
  author: string;
  /** When it was published (ISO); nothing shown without one. */
  date?: string | null;
  /** Reading time in minutes, when the piece has one. */
  minutes?: number;
  views: number;
  viewsTestId?: string;
}

/** The muted line under a title: author, date, reading time and views. */
export function ReadingMeta({ author, date, minutes, views, viewsTestId, ...rest }: ReadingMetaProps) {
  const { t, i18n } = useTranslation();
  return (
    <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap" {...rest}>
      <Text>{author}</Text>
      {date && <Text>{new Date(date).toLocaleDateString(dateLocale(i18n.language))}</Text>}
      {minutes !== undefined && (
        <HStack gap="1">
          <LuClock aria-hidden="true" />
          <Text>{t('reading.minutes', { count: minutes })}</Text>
        </HStack>
      )}
      <HStack gap="1">
        <LuEye aria-hidden="true" />
        <Text fontVariantNumeric="tabular-nums" data-testid={viewsTestId}>
          {t('reading.views', { count: views })}
        </Text>
      </HStack>
    </HStack>
  );
}
