import { Box, type BoxProps } from '@chakra-ui/react';

/** Sanitised article/blog HTML with the house typography (CJK line height, code, quotes, tables). */
export function RichHtml({ html, ...rest }: { html: string } & BoxProps) {
  return (
    <Box
      fontSize={{ base: 'md', md: 'md' }}
      lineHeight="1.8"
      overflowWrap="anywhere"
      css={{
        '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '8', mb: '3', scrollMarginTop: '24' },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '6', mb: '2', scrollMarginTop: '24' },
        '& p': { mb: '4' },
        '& a': { color: 'blue.fg', textDecoration: 'underline' },
        '& ul, & ol': { pl: '6', mb: '4' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '1' },
        '& blockquote': {
          borderStartWidth: '4px',
          borderColor: 'blue.muted',
          bg: 'bg.subtle',
          px: '4',
          py: '2',
          my: '4',
          color: 'fg.muted',
        },
        '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
        '& pre': {
          fontFamily: 'mono',
          fontSize: 'sm',
          bg: 'bg.muted',
          p: '4',
          borderRadius: 'md',
          overflowX: 'auto',
          mb: '4',
          lineHeight: '1.6',
        },
        '& pre code': { bg: 'transparent', px: '0' },
        '& img': { maxW: '100%', h: 'auto', borderRadius: 'md' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', mb: '4' },
        '& th, & td': { borderWidth: '1px', px: '3', py: '1.5' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
      {...rest}
    />
  );
}
