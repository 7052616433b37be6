import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import type { Paging } from '../hooks/usePaging';
import { Pager } from './Pager';
import type { ReadingQuery } from './ReadingPage';

/**
 * A reading list page (articles, blog posts): title and subtitle, an optional filter, then the error,
 * the first load's skeleton, the empty state or the items (dimmed while the next page loads) and a pager.
 */
export function PagedList<T extends { id: number }>({
  maxW,
  title,
  subtitle,
  filter,
  items,
  query: { loading, error, refetch },
  errorTitle,
  empty,
  skeleton,
  columns = 1,
  paging,
  total,
  render,
}: {
  maxW: string;
  title: string;
  subtitle: string;
  filter?: ReactNode;
  /** What to show: undefined until the first answer. */
  items: readonly T[] | undefined;
  query: ReadingQuery;
  errorTitle: string;
  empty: { title: string; testId: string };
  skeleton: { lines: number; h: string };
  columns?: 1 | 2;
  paging: Paging;
  /** How many items there are in all (undefined until the answer). */
  total: number | undefined;
  render(item: T): ReactNode;
}) {
  return (
    <Container maxW={maxW} py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{subtitle}</Text>
      </Stack>
      {filter}
      {error ? (
        <BlockError title={errorTitle} onRetry={() => void refetch().catch(() => undefined)} />
      ) : loading && !items ? (
        <BlockSkeleton {...skeleton} />
      ) : !items?.length ? (
        <BlockEmpty title={empty.title} testId={empty.testId} />
      ) : (
        <Stack gap="4" opacity={loading ? 0.6 : 1} aria-busy={loading}>
          <Box
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' }}
            gap="4"
          >
            {items.map((item) => (
              <Fragment key={item.id}>{render(item)}</Fragment>
            ))}
          </Box>
          <Pager page={paging.page} pages={paging.pages(total ?? 0)} onPage={paging.setPage} />
        </Stack>
      )}
    </Container>
  );
}
