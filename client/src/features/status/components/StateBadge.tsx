import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STATE_PALETTE } from './labels';
import '../i18n';

/** An API's (or the platform's) state as a coloured tag. */
export function StateBadge({ state, size = 'sm' }: { state: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATE_PALETTE[state] ?? 'gray'} variant="subtle" size={size} data-testid="status-state">
      {t(`status.states.${state}`, { defaultValue: t('status.states.unknown') })}
    </Badge>
  );
}
