import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Heading } from '../lib/prepare-html';
import '../i18n';

/** The contents list (desktop): built from the headings, the one being read highlighted. */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string | null>(headings[0]?.id ?? null);
  useEffect(() => {
    const els = headings.map((h) => document.getElementById(h.id)).filter((e): e is HTMLElement => !!e);
    if (!els.length || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const top = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (top) setActive(top.target.id);
      },
      { rootMargin: '-80px 0px -60% 0px' },
    );
    els.forEach((e) => io.observe(e));
    return () => io.disconnect();
  }, [headings]);
  if (!headings.length) return null;
  return (
    <Box as="nav" aria-label={t('reading.contents')} data-testid="toc" position="sticky" top="24">
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        {t('reading.contents')}
      </Text>
      <Stack as="ol" gap="1" borderStartWidth="2px" listStyleType="none">
        {headings.map((h) => (
          <Box as="li" key={h.id} ps={h.level === 3 ? '6' : '3'}>
            <Link
              href={`#${h.id}`}
              fontSize="sm"
              color={active === h.id ? 'blue.fg' : 'fg.muted'}
              fontWeight={active === h.id ? 'semibold' : 'normal'}
              aria-current={active === h.id ? 'location' : undefined}
              data-testid="toc-link"
              onClick={(e) => {
                // Hash routing owns the URL hash: scroll instead of navigating.
                e.preventDefault();
                document.getElementById(h.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                setActive(h.id);
              }}
            >
              {h.text}
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
