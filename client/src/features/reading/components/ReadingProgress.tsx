import { Box } from '@chakra-ui/react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** How much of the article has scrolled past, as a thin bar under the header. */
export function ReadingProgress({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const [pct, setPct] = useState(0);
  useEffect(() => {
    const update = () => {
      const el = target.current;
      if (!el) return;
      const rect = el.getBoundingClientRect();
      const total = rect.height - window.innerHeight;
      const read = total <= 0 ? (rect.bottom <= window.innerHeight ? 1 : 0) : -rect.top / total;
      setPct(Math.round(Math.min(1, Math.max(0, read)) * 100));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [target]);
  return (
    <Box
      position="fixed"
      top="0"
      insetX="0"
      h="3px"
      zIndex="banner"
      role="progressbar"
      aria-label={t('reading.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      data-testid="reading-progress"
    >
      <Box h="full" w={`${pct}%`} bg="blue.solid" transition="width 0.1s linear" />
    </Box>
  );
}
