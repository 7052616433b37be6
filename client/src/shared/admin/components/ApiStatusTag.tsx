import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { authorStatusKey } from '@api-market/rules';
import { API_STATUS_PALETTE } from '../../../app/api-status';
import type { StatusPalette } from '../../../app/status-palettes';
import '../i18n';

/** An API's status (SPEC §4, the author's reading, @api-market/rules) as a coloured tag. */
export function ApiStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = authorStatusKey(status);
  return (
    <Badge colorPalette={API_STATUS_PALETTE[key]} variant="subtle" data-testid="api-status-tag">
      {t(`rules.apiStatus.${key}`)}
    </Badge>
  );
}

const AUDIT_COLOR: Record<string, StatusPalette> = { '-1': 'pending', '0': 'failed', '1': 'published' };

/** A review's status (SPEC §4 audit item: -1 not reviewed, 0 failed, 1 passed). */
export function AuditStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = String(status) in AUDIT_COLOR ? String(status) : '-1';
  return (
    <Badge colorPalette={AUDIT_COLOR[key]} variant="subtle">
      {t(`rules.reviewStatus.${key}`)}
    </Badge>
  );
}
