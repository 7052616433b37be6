import { Badge, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useUptimeBadge } from '../hooks/useUptimeBadge';
import { pct, STATE_PALETTE } from './labels';
import '../i18n';

/** The API detail page's uptime badge: state and 30-day uptime, linking to the API's status page. */
export function UptimeBadge({ apiId }: { apiId: number }) {
  const { t } = useTranslation();
  const { data } = useUptimeBadge(apiId);
  const s = data?.apiStatus;
  if (!s) return null;
  const state = t(`status.states.${s.state}`);
  const uptime = pct(s.uptime.d30);
  const text = uptime ? t('status.badge', { state, uptime }) : t('status.badgeNoData', { state });
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} data-testid="uptime-badge">
      <RouterLink to={`/status/${apiId}`} aria-label={t('status.badgeLabel', { text })}>
        <Badge colorPalette={STATE_PALETTE[s.state] ?? 'gray'} variant="subtle" size="md" fontVariantNumeric="tabular-nums">
          {text}
        </Badge>
      </RouterLink>
    </Link>
  );
}
