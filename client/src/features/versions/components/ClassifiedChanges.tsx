import { Alert, Badge, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { localized } from '../../../i18n/localized';

export interface ChangeItem {
  kind: string;
  breaking: boolean;
  label: string;
  labelEn: string;
  target?: string | null;
}

/** A revision's classified diff, for the creator's revision view and the reviewer's desk. */
export function ClassifiedChanges({ changes, breaking, override }: { changes: ChangeItem[]; breaking: boolean; override?: string | null }) {
  const { t, i18n } = useTranslation();
  if (!changes.length) return null;
  return (
    <Stack gap="2" data-testid="classified-changes" aria-label={t('versions.changes')} role="group">
      {(override || !breaking) && (
        <Text fontSize="sm" color="fg.muted">
          {override ? t('versions.overridden', { reason: override }) : t('versions.compatibleNotice')}
        </Text>
      )}
      <List.Root gap="1" ps="0" listStyle="none">
        {changes.map((c, i) => (
          <List.Item key={`${c.kind}-${c.target ?? ''}-${i}`} display="flex" gap="2" alignItems="center" flexWrap="wrap">
            <Badge colorPalette={c.breaking ? 'red' : 'green'} variant="subtle">
              {t(c.breaking ? 'versions.breaking' : 'versions.nonBreaking')}
            </Badge>
            <Text fontSize="sm">{localized(i18n.language, c.label, c.labelEn)}</Text>
            {c.target && (
              <Text as="code" fontSize="xs" color="fg.muted" wordBreak="break-all">
                {c.target}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
      {breaking && !override && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('versions.breakingNotice')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
