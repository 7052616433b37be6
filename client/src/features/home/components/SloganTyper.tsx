import { Box, chakra, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPause, LuPlay } from 'react-icons/lu';
import { useReducedMotion } from '../../../shared/hooks/useReducedMotion';
import type { SloganRotation } from '../hooks/useSloganRotation';

/**
 * SPEC §4/§9: type the slogan, hold it 2 s, shatter it over 1 s, then the next one. Under
 * `prefers-reduced-motion: reduce` nothing moves: each slogan is shown whole, without the blinking caret
 * or the shatter, for as long as a typed one would be on screen. WCAG 2.2.2: a labelled toggle stops the
 * rotation (the slogan on screen is then shown whole, no caret); under reduced motion it starts stopped,
 * as the carousel does, and the toggle plays it. The slogan's number and the visitor's choice live in
 * the Hero (`useSloganRotation`), so that they survive the remount a language switch causes.
 */
export const TYPE_STEP_MS = 90;
export const HOLD_MS = 2000;
export const SHATTER_MS = 1000;

type Phase = 'typing' | 'hold' | 'shatter';

// Fixed per-character scatter (render stays pure; same shards every time).
const shard = (i: number) => ({
  '--dx': `${((i * 37) % 80) - 40}px`,
  '--dy': `${((i * 53) % 70) - 20}px`,
  '--rot': `${((i * 71) % 120) - 60}deg`,
});

export function SloganTyper({ slogans, rotation }: { slogans: string[]; rotation: SloganRotation }) {
  const { index, setIndex, choice, setChoice } = rotation;
  const [shown, setShown] = useState(0);
  const [phase, setPhase] = useState<Phase>('typing');
  const slogan = slogans[index % slogans.length] ?? '';
  const chars = Array.from(slogan);
  const still = useReducedMotion();
  const paused = choice ?? still;
  const toggle = () => {
    // Played again, the slogan on screen (shown whole while paused) is held, then goes on as usual.
    if (paused) {
      setShown(chars.length);
      setPhase('hold');
    }
    setChoice(!paused);
  };

  useEffect(() => {
    if (paused) return;
    let timer: ReturnType<typeof setTimeout>;
    if (still) {
      timer = setTimeout(
        () => setIndex((i) => (i + 1) % Math.max(slogans.length, 1)),
        chars.length * TYPE_STEP_MS + HOLD_MS + SHATTER_MS,
      );
    } else if (phase === 'typing') {
      timer =
        shown < chars.length
          ? setTimeout(() => setShown((n) => n + 1), TYPE_STEP_MS)
          : setTimeout(() => setPhase('hold'), 0);
    } else if (phase === 'hold') {
      timer = setTimeout(() => setPhase('shatter'), HOLD_MS);
    } else {
      timer = setTimeout(() => {
        setIndex((i) => (i + 1) % Math.max(slogans.length, 1));
        setShown(0);
        setPhase('typing');
      }, SHATTER_MS);
    }
    return () => clearTimeout(timer);
  }, [paused, still, phase, shown, chars.length, slogans.length, setIndex]);
  const whole = still || paused;

  return (
    <Box
      as="p"
      fontSize={{ base: 'xl', md: '3xl' }}
      fontWeight="bold"
      minH={{ base: '16', md: '12' }}
      data-testid="slogan"
      data-phase={paused ? 'paused' : still ? 'still' : phase}
    >
      {/* First in the line, so it stays put while the letters come and go (a 24 px target, WCAG 2.5.8). */}
      <SloganToggle paused={paused} onToggle={toggle} />
      {/* Assistive tools read the whole slogan once (an aria-label on a paragraph is not allowed, and a
          live region would spell it out letter by letter); the typing is for the eyes only. */}
      <VisuallyHidden>{slogan}</VisuallyHidden>
      <span aria-hidden="true">
      {whole && slogan}
      {!whole && chars.slice(0, shown).map((c, i) => (
        <chakra.span
          key={`${index}-${i}`}
          display="inline-block"
          whiteSpace="pre"
          style={phase === 'shatter' ? (shard(i) as CSSProperties) : undefined}
          animation={phase === 'shatter' ? `shatter ${SHATTER_MS}ms ease-in forwards` : undefined}
        >
          {c}
        </chakra.span>
      ))}
      {!whole && phase !== 'shatter' && (
        <chakra.span animation="blink 1s step-end infinite">
          |
        </chakra.span>
      )}
      </span>
    </Box>
  );
}

function SloganToggle({ paused, onToggle }: { paused: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <IconButton
      aria-label={t(paused ? 'home.playSlogans' : 'home.pauseSlogans')}
      size="2xs"
      variant="ghost"
      color="fg.muted"
      verticalAlign="middle"
      me="2"
      onClick={onToggle}
      data-testid="slogan-toggle"
    >
      {/* No aria-hidden here: the slogan's drawn text is its one aria-hidden part. */}
      {paused ? <LuPlay /> : <LuPause />}
    </IconButton>
  );
}
