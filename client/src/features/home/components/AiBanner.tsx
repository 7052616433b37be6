import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSparkles } from 'react-icons/lu';

/** A scrolling banner announcing the API assistant of /dsChatBot (SPEC §1; open since issue #32). */
export function AiBanner() {
  const { t } = useTranslation();
  const item = (
    <HStack gap="2" px="8" flexShrink={0}>
      <LuSparkles aria-hidden="true" />
      <Text whiteSpace="nowrap">{t('home.aiBanner')}</Text>
    </HStack>
  );
  return (
    <Box
      overflow="hidden"
      bg="purple.subtle"
      color="purple.fg"
      py="2"
      fontSize="sm"
      role="marquee"
      aria-label={t('home.aiBanner')}
      data-testid="ai-banner"
    >
      {/* Two copies scrolled by half their width make a seamless loop. */}
      <HStack gap="0" w="max-content" animation="marquee 30s linear infinite" aria-hidden="true">
        {item}
        {item}
        {item}
        {item}
      </HStack>
    </Box>
  );
}
