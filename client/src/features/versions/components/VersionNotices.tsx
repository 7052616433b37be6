import { Alert, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { VersionItem } from '../hooks/useApiVersions';
import { dateLocale } from '../../../i18n/localized';

const day = (iso: string, lang: string) => new Date(iso).toLocaleDateString(dateLocale(lang), { timeZone: 'UTC' });

/**
 * The chosen version's deprecation or sunset, and the drift notice, on the detail page. Both come with
 * the page (or with the version picked in the switcher): information, not a failure of the visitor's
 * action, so role=status (said politely) even when the sunset banner is drawn red — not role=alert.
 */
export function VersionNotices({ version, drift }: { version: VersionItem | undefined; drift: { since: string; message: string } | null }) {
  const { t, i18n } = useTranslation();
  const gone = version?.status === 'sunset';
  return (
    <Stack gap="2">
      {version && version.status !== 'stable' && (
        <Alert.Root status={gone ? 'error' : 'warning'} role="status" data-testid="deprecation-banner">
          <Alert.Indicator />
          <Alert.Title>
            {/* Without a successor the banner says nothing about where to go (it read "use —"). */}
            {t(`versions.${gone ? 'sunsetBanner' : 'deprecatedBanner'}${version.successor ? '' : 'Alone'}`, {
              version: version.version,
              date: version.sunset ? day(version.sunset as string, i18n.language) : '—',
              successor: version.successor,
            })}
          </Alert.Title>
        </Alert.Root>
      )}
      {drift && (
        <Alert.Root status="warning" role="status" data-testid="drift-notice">
          <Alert.Indicator />
          <Alert.Content>
            {/* Bolder than the message under it (the same weight read as one paragraph). */}
            <Alert.Title fontWeight="semibold">{t('versions.drift')}</Alert.Title>
            <Alert.Description wordBreak="break-word">{drift.message}</Alert.Description>
            <Alert.Description color="fg.muted" fontSize="xs">
              {t('versions.driftSince', {
                time: new Date(drift.since).toLocaleString(dateLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
