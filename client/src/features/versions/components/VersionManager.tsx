import { Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { useApiVersions } from '../hooks/useApiVersions';
import { DeprecateDialog } from './DeprecateDialog';
import { StillCalling } from './StillCalling';

/** The creator's versions of one API: each one's status and recent calls, deprecate, and who still calls it. */
export function VersionManager({ apiId }: { apiId: number }) {
  const { t } = useTranslation();
  const { versions, refetch } = useApiVersions(apiId);
  const [deprecating, setDeprecating] = useState<string | null>(null);
  const [watching, setWatching] = useState<string | null>(null);
  if (!versions.length) return null;
  return (
    <Card.Root as="section" size="sm" data-testid="version-manager">
      <Card.Header>
        <Heading as="h2" size="md">{t('versions.manage')}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {versions.map((v) => (
            <Flex key={v.version} gap="3" align="center" wrap="wrap" data-testid={`version-row-${v.version}`}>
              <Text fontWeight="semibold" minW="10">{v.version}</Text>
              <Badge colorPalette={v.status === 'stable' ? 'green' : v.status === 'deprecated' ? 'orange' : 'gray'}>
                {t(`versions.status.${v.status}`)}
              </Badge>
              <Text fontSize="sm" color="fg.muted" flex="1">{t('versions.calls30d', { n: v.calls30d })}</Text>
              {v.status === 'stable' && versions.length > 1 && (
                <Button size="xs" variant="outline" onClick={() => setDeprecating(v.version)}>
                  {t('versions.deprecate')} {v.version}
                </Button>
              )}
              {v.status !== 'stable' && (
                <Button size="xs" variant="ghost" aria-pressed={watching === v.version} onClick={() => setWatching(watching === v.version ? null : v.version)}>
                  {t('versions.callers')} · {v.version}
                </Button>
              )}
            </Flex>
          ))}
          {watching && <StillCalling apiId={apiId} version={watching} />}
        </Stack>
      </Card.Body>
      <DeprecateDialog
        apiId={apiId}
        version={deprecating}
        versions={versions}
        onClose={() => setDeprecating(null)}
        onDone={() => {
          void refetch();
          setWatching(deprecating);
        }}
      />
    </Card.Root>
  );
}
