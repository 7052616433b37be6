import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { STATUS_PALETTE, statusKey } from '../lib/status';

/** An API's status as a coloured tag (a pending draft shows 审核中, an approved unreleased one 待发布). */
export function StatusTag({
  status,
  pendingReview,
  awaitingRelease = false,
}: {
  status: number;
  pendingReview: boolean;
  awaitingRelease?: boolean;
}) {
  const { t } = useTranslation();
  const key = statusKey(status, pendingReview, awaitingRelease);
  return (
    <Badge colorPalette={STATUS_PALETTE[key]} variant="subtle" whiteSpace="nowrap" data-testid="status-tag">
      {t(`rules.apiStatus.${key}`)}
    </Badge>
  );
}
