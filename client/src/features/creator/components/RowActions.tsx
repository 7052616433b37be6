import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  LuChartLine,
  LuEllipsis,
  LuMessageSquareWarning,
  LuPencil,
  LuPower,
  LuRocket,
  LuSend,
  LuSlidersHorizontal,
} from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import '../i18n';
import type { MyApiRowFragment } from '../../../gql/graphql';
import { useConsoleLink } from '../hooks/useConsoleLink';

export type RowAction = 'toggle' | 'reject' | 'resubmit' | 'publishConfig';

/** One API's actions: edit, publish configuration, publish / take offline, analytics, reject reason. */
export function RowActions({ api, onAction }: { api: MyApiRowFragment; onAction(a: RowAction): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useConsoleLink();
  const failed = api.status === -3;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          size={{ base: 'md', md: 'xs' }}
          variant="ghost"
          aria-label={t('creator.actions.menu', { name: api.name })}
          data-testid="row-actions"
        >
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="edit" onSelect={() => navigate(link('apiEdit', { id: api.id }))}>
              <LuPencil aria-hidden />
              {t('creator.actions.edit')}
            </Menu.Item>
            <Menu.Item value="publishConfig" onSelect={() => onAction('publishConfig')}>
              <LuSlidersHorizontal aria-hidden />
              {t('creator.actions.publishConfig')}
            </Menu.Item>
            <Menu.Item value="toggle" onSelect={() => onAction('toggle')}>
              {api.status === 1 ? <LuPower aria-hidden /> : <LuRocket aria-hidden />}
              {t(api.status === 1 ? 'creator.actions.offline' : 'creator.actions.publish')}
            </Menu.Item>
            <Menu.Item value="analytics" onSelect={() => navigate(link('analytics', { id: api.id }))}>
              <LuChartLine aria-hidden />
              {t('creator.actions.analytics')}
            </Menu.Item>
            {failed && (
              <Menu.Item value="reject" onSelect={() => onAction('reject')}>
                <LuMessageSquareWarning aria-hidden />
                {t('creator.actions.rejectReason')}
              </Menu.Item>
            )}
            {(failed || api.status === 0) && (
              <Menu.Item value="resubmit" onSelect={() => onAction('resubmit')}>
                <LuSend aria-hidden />
                {t('creator.actions.resubmit')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
