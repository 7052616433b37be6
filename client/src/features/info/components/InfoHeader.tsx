import { Heading, Stack, Text } from '@chakra-ui/react';
import { useDocumentTitle } from './useDocumentTitle';

/** The page's h1 (also the browser tab's title) and its one-line purpose. */
export function InfoHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(title);
  return (
    <Stack gap="2" mb={{ base: '6', md: '8' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} data-testid="page-title">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
