import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the first page chunk of a fresh load is fetched. */
export function RouteLoading() {
  return (
    <Center minH="60vh" aria-busy="true">
      <Spinner size="lg" color="blue.solid" />
    </Center>
  );
}
