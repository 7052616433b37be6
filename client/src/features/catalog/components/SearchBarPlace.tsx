import { Flex, Skeleton } from '@chakra-ui/react';

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
