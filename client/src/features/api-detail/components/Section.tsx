import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One block of the detail page: a titled card. */
export function Section({ title, actions, children, testId }: Props) {
  return (
    <Card.Root as="section" size="sm" data-testid={testId} minW="0">
      <Card.Header>
        <Flex align="center" justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body minW="0">{children}</Card.Body>
    </Card.Root>
  );
}
