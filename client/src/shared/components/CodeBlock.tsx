import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * Preformatted text (code, JSON) that scrolls inside its card instead of widening the page; focusable, so
 * a keyboard can scroll it too.
 */
export function CodeBlock({ children, ...rest }: BoxProps) {
  return (
    <Box
      as="pre"
      bg="bg.muted"
      color="fg"
      fontFamily="mono"
      fontSize="xs"
      lineHeight="tall"
      p="3"
      borderRadius="md"
      borderWidth="1px"
      overflow="auto"
      maxH="md"
      whiteSpace="pre"
      tabIndex={0}
      {...rest}
    >
      {children}
    </Box>
  );
}
