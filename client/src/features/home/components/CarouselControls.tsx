import { Box, chakra, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPause, LuPlay } from 'react-icons/lu';

/**
 * The carousel's dots and its pause/play toggle (WCAG 2.2.2: slides that change by themselves can be
 * stopped). Each dot is a 24 px target (WCAG 2.5.8) around the 8 px mark it shows.
 */
export function CarouselControls({
  count,
  index,
  onPick,
  paused,
  onTogglePause,
}: {
  count: number;
  index: number;
  onPick: (i: number) => void;
  paused: boolean;
  onTogglePause: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <HStack position="absolute" bottom="1" left="50%" transform="translateX(-50%)" gap="0">
        {Array.from({ length: count }, (_, i) => (
          <Box
            as="button"
            key={i}
            h="6"
            minW="6"
            display="flex"
            alignItems="center"
            justifyContent="center"
            borderRadius="full"
            aria-label={t('home.goToSlide', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => onPick(i)}
          >
            <chakra.span
              display="block"
              w={i === index ? '6' : '2'}
              h="2"
              borderRadius="full"
              bg="white"
              opacity={i === index ? 1 : 0.5}
              transition="all 0.3s"
            />
          </Box>
        ))}
      </HStack>
      <IconButton
        aria-label={t(paused ? 'home.playSlides' : 'home.pauseSlides')}
        size="xs"
        variant="ghost"
        color="white"
        position="absolute"
        right="2"
        bottom="1"
        onClick={onTogglePause}
        data-testid="carousel-toggle"
      >
        {paused ? <LuPlay aria-hidden="true" /> : <LuPause aria-hidden="true" />}
      </IconButton>
    </>
  );
}
