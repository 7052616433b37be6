import { Flex, Skeleton, SkeletonText } from '@chakra-ui/react';

/** The page's shape while the detail loads. */
export function DetailSkeleton() {
  return (
    <Flex direction="column" gap="5" aria-busy="true" data-testid="detail-skeleton">
      <Skeleton h="5" w="24" />
      <Skeleton h="9" w={{ base: 'full', md: 'md' }} />
      <SkeletonText noOfLines={2} />
      <Skeleton h="32" />
      <Skeleton h="40" />
      <Skeleton h="56" />
    </Flex>
  );
}
