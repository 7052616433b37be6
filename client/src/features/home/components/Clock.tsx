import { HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuClock } from 'react-icons/lu';
import { dateLocale } from '../../../i18n/localized';

/** SPEC §9: refreshed every second. */
export function Clock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const locale = dateLocale(i18n.language);
  return (
    <HStack gap="2" color="fg.muted" fontSize="sm" data-testid="clock">
      <LuClock aria-hidden="true" />
      <Text fontVariantNumeric="tabular-nums">
        {now.toLocaleDateString(locale)} {now.toLocaleTimeString(locale, { hour12: false })}
      </Text>
    </HStack>
  );
}
