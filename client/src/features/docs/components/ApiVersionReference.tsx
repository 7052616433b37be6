import { Badge, Box, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../../versions/i18n';
import { useApiVersions } from '../../versions';
import { useDocsApiPicker } from '../hooks/useDocsApiPicker';
import { CodeWithCopy, pageBase } from './ExampleBlock';
import '../i18n';

const STATUS_COLOR: Record<string, string> = { stable: 'green', deprecated: 'orange', sunset: 'red' };

/** A labelled native select (keyboard and screen readers as the platform gives them). */
function Picker({ id, label, value, onChange, options }: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <Stack gap="1" flex="1" minW="0">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/**
 * The REST reference's version switcher (issue #30). The platform's own document has one version, so the
 * switch is per API, as Redoc and Scalar readers expect of a versioned reference: pick an API and one of its
 * versions and read the contract that version serves — how to ask for it, its status, its documented answer.
 */
export function ApiVersionReference({ documentVersion }: { documentVersion: string }) {
  const { t } = useTranslation();
  // A link may name the API and version (`#/docs/rest-api?api=12&version=v1`); the choice is kept in the address.
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('api')) || null;
  const apis = useDocsApiPicker(linked);
  const apiId = linked ?? apis[0]?.id ?? 0;
  const { versions } = useApiVersions(apiId);
  const version = params.get('version');
  const choose = (api: number, v: string | null) =>
    setParams(v ? { api: String(api), version: v } : { api: String(api) }, { replace: true });
  const current = versions.find((v) => v.version === version) ?? versions.find((v) => v.isDefault) ?? versions[0];
  const path = current ? `/api/open/api/${apiId}?version=${current.version}` : '';
  return (
    <Box as="section" id="api-versions" mb="8" scrollMarginTop="20" data-testid="docs-api-versions">
      <Heading as="h2" size="lg" mb="1">
        {t('docs.versions.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t('docs.versions.intro', { version: documentVersion })}
      </Text>
      {apis.length === 0 ? (
        <Text color="fg.muted">{t('docs.versions.none')}</Text>
      ) : (
        <Stack gap="4">
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            <Picker
              id="docs-api-select"
              label={t('docs.versions.api')}
              value={String(apiId)}
              onChange={(v) => choose(Number(v), null)}
              options={apis.map((a) => ({ value: String(a.id), label: a.name }))}
            />
            <Picker
              id="docs-api-version-select"
              label={t('docs.versions.version')}
              value={current?.version ?? ''}
              onChange={(v) => choose(apiId, v)}
              options={versions.map((v) => ({
                value: v.version,
                label: `${v.version} · ${t(`versions.status.${v.status}`)}${v.isDefault ? ` (${t('versions.default')})` : ''}`,
              }))}
            />
          </Flex>
          {current && (
            <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} data-testid="docs-version-contract" aria-live="polite">
              <Flex gap="2" align="center" wrap="wrap">
                <Badge fontFamily="mono">{current.requestMethod}</Badge>
                <Text as="code" fontFamily="mono" fontSize="sm" wordBreak="break-all">
                  {path}
                </Text>
                <Badge colorPalette={STATUS_COLOR[current.status] ?? 'gray'}>{t(`versions.status.${current.status}`)}</Badge>
              </Flex>
              {current.status !== 'stable' && (
                <Text fontSize="sm" mt="2" data-testid="docs-version-sunset">
                  {t('docs.versions.sunset', {
                    date: current.sunset ? dayjs(current.sunset).format('YYYY-MM-DD') : '—',
                    successor: current.successor ?? '—',
                  })}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted" mt="2">
                {t('docs.versions.how', { version: current.version })}
              </Text>
              <CodeWithCopy
                title={t('docs.versions.call')}
                code={`curl -H 'Api-Version: ${current.version}' '${pageBase()}/api/open/api/${apiId}'`}
              />
              <CodeWithCopy title={t('docs.versions.answer')} code={current.responseExample || '—'} />
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
