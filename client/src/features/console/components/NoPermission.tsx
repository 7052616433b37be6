import { Button, EmptyState, Skeleton, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuShieldX } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import '../i18n';
import { useCheckRole } from '../hooks/useCheckRole';
import type { ConsoleEntry } from '../registry';

/**
 * A page the signed-in role may not open: says so, with the server's own refusal (the gateway's guard
 * is asked for the role the page needs), never a blank page or a crash.
 */
export function NoPermission({ entry, homePath }: { entry: ConsoleEntry; homePath: string }) {
  const { t } = useTranslation();
  const needed = entry.roles[0] ?? 'ADMIN';
  // The page itself says it; no permission toast on top.
  const { error, loading } = useCheckRole(needed);
  const message = error?.message;
  return (
    <EmptyState.Root data-testid="no-permission" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuShieldX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>{t('console.noPermission.title')}</EmptyState.Title>
          <EmptyState.Description>
            {t('console.noPermission.body', { page: t(`console.pages.${entry.id}`) })}
          </EmptyState.Description>
          {loading ? (
            <Skeleton h="5" w="48" />
          ) : message ? (
            <Text color="fg.error" data-testid="no-permission-message">
              {t('console.noPermission.server', { message })}
            </Text>
          ) : null}
        </VStack>
        <Button asChild size="sm" variant="outline">
          <NavLink to={homePath}>{t('console.noPermission.home')}</NavLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
