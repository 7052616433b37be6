import { Card, Heading, LinkBox, LinkOverlay } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** One piece in a reading list: badges, its title linking to it (the whole card clicks), then the rest. */
export function ReadingCard({
  to,
  title,
  badges,
  children,
  gap = '2',
  testId,
}: {
  to: string;
  title: string;
  badges: ReactNode;
  children: ReactNode;
  gap?: string;
  testId: string;
}) {
  return (
    <LinkBox as="article" data-testid={testId}>
      <Card.Root
        variant="outline"
        h="full"
        _hover={{ borderColor: 'blue.muted' }}
        transition="border-color 0.2s"
      >
        <Card.Body gap={gap}>
          {badges}
          <Heading as="h2" size="md" lineHeight="1.4">
            <LinkOverlay asChild>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
          </Heading>
          {children}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
