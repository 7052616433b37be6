import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatusPalette } from '../../../app/status-palettes';
import '../i18n';

/** The theme's status palettes (app/theme.ts): published, offline/disabled, updating, draft, review failed. */
const COLOR: Record<string, StatusPalette> = {
  '1': 'published',
  '0': 'offline',
  '2': 'offline',
  '3': 'pending',
  '-1': 'draft',
  '-2': 'draft',
  '-3': 'failed',
};

/** An API's status (SPEC §4, the author's reading) as a coloured tag. */
export function ApiStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = String(status) in COLOR ? String(status) : 'unknown';
  return (
    <Badge colorPalette={COLOR[key] ?? 'offline'} variant="subtle" data-testid="api-status-tag">
      {t(`adminCommon.apiStatus.${key}`)}
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
      {t(`adminCommon.auditStatus.${key}`)}
    </Badge>
  );
}
