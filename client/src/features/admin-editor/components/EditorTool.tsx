import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One toolbar button: keeps the editor's selection (no focus change on press), pressed while active. */
export function Tool({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="xs"
      variant={active ? 'subtle' : 'ghost'}
      aria-label={label}
      aria-pressed={active}
      minW={{ base: '9', md: '7' }}
      h={{ base: '9', md: '7' }}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
