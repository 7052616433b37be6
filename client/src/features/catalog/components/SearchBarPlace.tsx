import { Flex, Skeleton } from '@chakra-ui/react';
import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../../../shared/hooks/useNearViewport';

/**
 * The search bar's place while its code loads (ApiSearchBar, a chunk of its own): the same boxes as the
 * bar (category selector, keyword box, button; stacked under 480 px) and as index.html's static first
 * screen draws there (client/first-screen-shell.ts `fs-catsearch`), so nothing moves when it arrives.
 */
export function SearchBarPlace() {
  return (
    <Flex gap="2" direction={{ base: 'column', sm: 'row' }} aria-busy="true" data-testid="api-search-place">
      <Skeleton h="9" w={{ base: 'full', sm: '48' }} flexShrink={0} borderRadius="md" />
      <Skeleton h="9" flex={{ base: 'none', sm: '1' }} borderRadius="md" />
      <Skeleton h="9" w={{ base: 'full', sm: '20' }} flexShrink={0} borderRadius="md" />
    </Flex>
  );
}

/**
 * The search bar (its code a chunk of its own) once its place comes into the viewport: not fetched with
 * the first screen's load (on a phone the bar is below it), its place kept until then.
 */
export function SearchBarWhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // When it shows (no margin, unlike the blocks below: 600 px reached the bar from a phone's first
  // screen, so its ~37 KB of code came with the first load).
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? <Suspense fallback={<SearchBarPlace />}>{children}</Suspense> : <SearchBarPlace />}</div>;
}
