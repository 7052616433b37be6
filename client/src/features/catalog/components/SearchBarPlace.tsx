import { Flex, Skeleton } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

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
 * The search bar (its code a chunk of its own) once its place comes near the viewport, as the home
 * page's other below-the-fold blocks: not fetched with the first screen's load (on a phone the bar is
 * below it), its place kept until then.
 */
export function SearchBarWhenNear({ children }: { children: ReactNode }) {
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
  return <div ref={ref}>{near ? <Suspense fallback={<SearchBarPlace />}>{children}</Suspense> : <SearchBarPlace />}</div>;
}
