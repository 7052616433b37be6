import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEllipsis, LuExternalLink, LuHistory, LuRocket, LuSend } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import '../i18n';

export type ApiAction = 'history' | 'release' | 'publish';

/** A row's actions in a menu (DESIGN: row actions in a menu): open, review history, release state, publish. */
export function ApiRowActions({
  id,
  name,
  onAction,
}: {
  id: number;
  name: string;
  onAction(a: ApiAction): void;
}) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label={t('adminApis.actions.menu', { name })}>
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="open" asChild>
              <NavLink to={`/api/Details/${id}`}>
                <LuExternalLink aria-hidden />
                {t('adminApis.actions.open')}
              </NavLink>
            </Menu.Item>
            <Menu.Item value="history" onSelect={() => onAction('history')}>
              <LuHistory aria-hidden />
              {t('adminApis.actions.history')}
            </Menu.Item>
            <Menu.Item value="release" onSelect={() => onAction('release')}>
              <LuRocket aria-hidden />
              {t('adminApis.actions.release')}
            </Menu.Item>
            <Menu.Item value="publish" onSelect={() => onAction('publish')}>
              <LuSend aria-hidden />
              {t('adminApis.actions.publish')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
