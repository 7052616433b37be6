import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPause, LuPlay, LuSparkles } from 'react-icons/lu';

/**
 * A scrolling banner announcing the API assistant of /dsChatBot (SPEC §1; open since issue #32).
 * WCAG 2.2.2 (Pause, Stop, Hide): the endless scroll stops while the pointer is on it or the keyboard
 * focus is inside it, and its toggle pauses it for good; under `prefers-reduced-motion: reduce` it does
 * not move at all (and the toggle, with nothing to pause, is not shown).
 */
export function AiBanner() {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const item = (
    <HStack gap="2" px="8" flexShrink={0}>
      <LuSparkles aria-hidden="true" />
      <Text whiteSpace="nowrap">{t('home.aiBanner')}</Text>
    </HStack>
  );
  const hold = { '& [data-marquee-track]': { animationPlayState: 'paused' } };
  return (
    <Box
      position="relative"
      overflow="hidden"
      bg="purple.subtle"
      color="purple.fg"
      py="2"
      fontSize="sm"
      role="marquee"
      aria-label={t('home.aiBanner')}
      data-testid="ai-banner"
      data-paused={paused || undefined}
      _hover={hold}
      _focusWithin={hold}
    >
      {/* Two copies scrolled by half their width make a seamless loop. */}
      <HStack
        gap="0"
        w="max-content"
        animation="marquee 30s linear infinite"
        animationPlayState={paused ? 'paused' : 'running'}
        _motionReduce={{ animation: 'none' }}
        aria-hidden="true"
        data-marquee-track=""
      >
        {item}
        {item}
        {item}
        {item}
      </HStack>
      {/* Inside the banner's own height (absolute): the first screen's shell draws the same box. */}
      <IconButton
        aria-label={t(paused ? 'home.playBanner' : 'home.pauseBanner')}
        size="2xs"
        minW="6"
        h="6"
        variant="subtle"
        colorPalette="purple"
        position="absolute"
        right="2"
        top="50%"
        transform="translateY(-50%)"
        _motionReduce={{ display: 'none' }}
        onClick={() => setPaused((p) => !p)}
        data-testid="ai-banner-toggle"
      >
        {paused ? <LuPlay aria-hidden="true" /> : <LuPause aria-hidden="true" />}
      </IconButton>
    </Box>
  );
}
