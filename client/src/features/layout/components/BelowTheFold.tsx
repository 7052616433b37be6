import { Box } from '@chakra-ui/react';
import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../../../shared/hooks/useNearViewport';
import { BlockSkeleton } from '../../../shared/components/BlockStates';

/**
 * Renders its children (and so fetches their code and data) only when the place they take comes near
 * the viewport; until then a placeholder of about their height keeps the page from jumping.
 */
export function BelowTheFold({ children, minH = '64' }: { children: ReactNode; minH?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '600px 0px');
  const placeholder = (
    <Box minH={minH} aria-busy="true" data-testid="below-the-fold">
      <BlockSkeleton lines={3} />
    </Box>
  );
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
