import { EmptyState } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** DESIGN empty state: an icon, one sentence saying what to do next, and the action that does it. */
export function EmptyBlock({
  icon,
  text,
  action,
  testId,
}: {
  icon: ReactNode;
  text: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderRadius="md" data-testid={testId}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Description>{text}</EmptyState.Description>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
