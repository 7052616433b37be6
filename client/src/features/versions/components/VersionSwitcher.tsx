import { Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { VersionItem } from '../hooks/useApiVersions';

/** The detail page's version switcher: the tester, the code samples and the answer follow the chosen version. */
export function VersionSwitcher({ versions, value, onChange }: { versions: VersionItem[]; value: string; onChange(v: string): void }) {
  const { t } = useTranslation();
  if (versions.length < 2) return null;
  return (
    <Flex align="center" gap="2" wrap="wrap" data-testid="version-switcher">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor="api-version-select">{t('versions.switcher')}</label>
      </Text>
      <NativeSelect.Root size="sm" w={{ base: 'full', sm: '64' }}>
        <NativeSelect.Field id="api-version-select" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {versions.map((v) => (
            <option key={v.version} value={v.version}>
              {`${v.version} · ${t(`versions.status.${v.status}`)}${v.isDefault ? ` (${t('versions.default')})` : ''}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
