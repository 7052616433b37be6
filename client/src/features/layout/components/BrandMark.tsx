import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * The platform's logo mark (the same drawing as public/favicon.svg): a connector between two
 * brackets — an API joining two sides — on the brand's blue-to-violet square. Decorative: the platform's
 * name is always written beside it.
 */
export function BrandMark({ size = '7', ...rest }: { size?: string } & BoxProps) {
  return (
    <Box
      as="span"
      display="inline-flex"
      flexShrink={0}
      boxSize={size}
      aria-hidden="true"
      data-testid="brand-mark"
      {...rest}
    >
      <svg viewBox="0 0 32 32" width="100%" height="100%" focusable="false">
        <defs>
          <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2563eb" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#brand-mark-fill)" />
        <path
          d="M11.5 9.5 5.5 16l6 6.5M20.5 9.5l6 6.5-6 6.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M12.5 16h7" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" opacity=".7" />
        <circle cx="16" cy="16" r="2.6" fill="#fff" />
      </svg>
    </Box>
  );
}
