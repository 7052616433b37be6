import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useConsoleRole } from '../hooks/useConsoleRole';
import type { ConsoleRole } from '../registry';

/** Renders a shell once the signed-in role is known: a skeleton before, an error with retry on failure. */
export function RoleGate({ children }: { children(role: ConsoleRole): ReactNode }) {
  const { t } = useTranslation();
  const { role, error, refetch } = useConsoleRole();
  if (error) {
    return (
      <Box p="4">
        <BlockError title={t('errors.pageTitle')} onRetry={refetch} />
      </Box>
    );
  }
  if (!role) {
    return (
      <Box p="4">
        <BlockSkeleton lines={6} h="10" />
      </Box>
    );
  }
  return children(role);
}
