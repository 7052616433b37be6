import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// The theme carries only the recipes the app uses; a plain styled table is all these lists need.
const Table = chakra('table', { base: { width: 'full', fontSize: 'sm', borderCollapse: 'collapse' } });
const Caption = chakra('caption', { base: { textAlign: 'start', fontWeight: 'semibold', fontSize: 'sm', mb: '2', captionSide: 'top' } });
export const Th = chakra('th', {
  base: {
    textAlign: 'start',
    fontWeight: 'semibold',
    color: 'fg.muted',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    whiteSpace: 'nowrap',
  },
});
export const Td = chakra('td', {
  base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top' },
});
export const Tr = chakra('tr', { base: { _hover: { bg: 'bg.subtle' } } });

/** A table that scrolls sideways inside its card on narrow screens. */
export function DataTable({
  head,
  children,
  testId,
  caption,
}: {
  head: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The table's caption (its accessible name), shown above it. */
  caption?: string;
}) {
  return (
    // Focusable: a narrow screen scrolls it sideways, by keyboard too (axe scrollable-region-focusable).
    <Box overflowX="auto" tabIndex={0} data-testid={testId}>
      <Table>
        {caption && <Caption>{caption}</Caption>}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Box>
  );
}
