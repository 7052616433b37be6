import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowUp } from 'react-icons/lu';
import '../i18n';

/** Appears once the reader has scrolled a screen down. */
export function BackToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > 400);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <IconButton
      aria-label={t('reading.backToTop')}
      data-testid="back-to-top"
      position="fixed"
      bottom={{ base: '4', md: '8' }}
      right={{ base: '4', md: '8' }}
      zIndex="sticky"
      borderRadius="full"
      size="md"
      shadow="md"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <LuArrowUp />
    </IconButton>
  );
}
