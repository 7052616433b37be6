import { Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useReducedMotion } from '../../../shared/hooks/useReducedMotion';
import { CarouselControls } from './CarouselControls';

/**
 * SPEC §4/§9: three slides, advancing every 5 s and wrapping. WCAG 2.2.2: it holds still while the
 * pointer is on it or the keyboard focus is inside it, its toggle stops it, and under
 * `prefers-reduced-motion: reduce` it starts stopped (the toggle plays it).
 */
export const CAROUSEL_INTERVAL_MS = 5000;

const slides = [
  { key: 'discover', to: '/api-market', from: 'blue.600', via: 'purple.600' },
  { key: 'test', to: '/docs/rest-api', from: 'teal.700', via: 'blue.600' },
  { key: 'publish', to: '/login', from: 'orange.700', via: 'pink.600' },
] as const;

export function Carousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<boolean>();
  const still = useReducedMotion();
  const paused = choice ?? still;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = paused || hovered || focused;
  // Restarting the timer on every change keeps a manual pick on screen for a full interval.
  useEffect(() => {
    if (held) return;
    const id = setTimeout(() => setIndex((i) => (i + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(id);
  }, [index, held]);
  const go = (delta: number) => setIndex((i) => (i + delta + slides.length) % slides.length);

  return (
    <Box
      position="relative"
      overflow="hidden"
      borderRadius="xl"
      // Beside the notice and announcements (≥ lg) it stretches to their height: no blank area below it.
      h={{ base: '48', md: '64', lg: 'auto' }}
      minH={{ lg: '64' }}
      data-testid="carousel"
      data-index={index}
      data-paused={held || undefined}
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => setFocused(e.currentTarget.contains(e.relatedTarget))}
    >
      <HStack
        gap="0"
        h="full"
        w="300%"
        transform={`translateX(-${(index * 100) / slides.length}%)`}
        transition="transform 0.6s ease"
      >
        {slides.map((s, i) => (
          <Stack
            key={s.key}
            w={`${100 / slides.length}%`}
            h="full"
            justify="center"
            px={{ base: '12', md: '16' }}
            color="white"
            bgGradient="to-br"
            gradientFrom={s.from}
            gradientTo={s.via}
            aria-hidden={i !== index}
            aria-roledescription="slide"
          >
            <Heading size={{ base: 'lg', md: '2xl' }}>{t(`home.slides.${s.key}.title`)}</Heading>
            <Text fontSize={{ base: 'sm', md: 'md' }} opacity={0.9} lineClamp={2}>
              {t(`home.slides.${s.key}.body`)}
            </Text>
            <Box>
              <Button
                size="sm"
                variant="surface"
                tabIndex={i === index ? 0 : -1}
                onClick={() => navigate(s.to)}
              >
                {t(`home.slides.${s.key}.cta`)}
              </Button>
            </Box>
          </Stack>
        ))}
      </HStack>
      <IconButton
        aria-label={t('home.prevSlide')}
        size="xs"
        variant="ghost"
        color="white"
        position="absolute"
        left="2"
        top="50%"
        transform="translateY(-50%)"
        onClick={() => go(-1)}
      >
        <LuChevronLeft />
      </IconButton>
      <IconButton
        aria-label={t('home.nextSlide')}
        size="xs"
        variant="ghost"
        color="white"
        position="absolute"
        right="2"
        top="50%"
        transform="translateY(-50%)"
        onClick={() => go(1)}
      >
        <LuChevronRight />
      </IconButton>
      <CarouselControls
        count={slides.length}
        index={index}
        onPick={setIndex}
        paused={paused}
        onTogglePause={() => setChoice(!paused)}
      />
    </Box>
  );
}
