import { Box } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { BlockSkeleton } from '../../../shared/components/BlockStates';

/**
 * Renders its children (and so fetches their code and data) only when the place they take comes near
 * the viewport; until then a placeholder of about their height keeps the page from jumping.
 */
export function BelowTheFold({ children, minH = '64' }: { children: ReactNode; minH?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  const placeholder = (
    <Box minH={minH} aria-busy="true" data-testid="below-the-fold">
      <BlockSkeleton lines={3} />
    </Box>
  );
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
