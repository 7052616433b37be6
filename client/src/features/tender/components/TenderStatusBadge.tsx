import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STATUS_PALETTE } from './labels';
import '../i18n';

/** A request's status in words and colour (待处理 / 处理中 / 已实现 / 已婉拒). */
export function TenderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle" data-testid="tender-status" flexShrink={0}>
      {t(`rules.tenderStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
