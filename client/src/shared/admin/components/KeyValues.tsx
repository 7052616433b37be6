import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A label/value list (a real <dl>) for dialogs: two columns, wrapping values. */
export function KeyValues({
  items,
  testPrefix,
}: {
  items: Array<[key: string, label: string, value: ReactNode]>;
  testPrefix?: string;
}) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="minmax(6rem, max-content) minmax(0, 1fr)"
      columnGap="4"
      rowGap="2"
    >
      {items.map(([key, label, value]) => (
        <Box key={key} display="contents">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Box
            as="dd"
            fontSize="sm"
            overflowWrap="anywhere"
            data-testid={testPrefix ? `${testPrefix}-${key}` : undefined}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
