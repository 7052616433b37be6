import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useVersionLogs } from '../hooks/useVersionLogs';
import { localized } from '../../../i18n/localized';
import '../i18n';

/** SPEC §2.5: the first entry is marked latest; clicking an entry expands it. */
export function VersionLog() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useVersionLogs(10);
  const [expanded, setExpanded] = useState<number | null>(null);
  const items = data?.versionLogs.items;
  return (
    <Card.Root variant="outline" data-testid="version-log">
      <Card.Header>
        <Heading size="md">{t('versionLog.title')}</Heading>
      </Card.Header>
      <Card.Body>
        {error ? (
          <BlockError title={t('versionLog.error')} onRetry={() => void refetch()} />
        ) : loading && !items ? (
          <BlockSkeleton lines={4} h="8" />
        ) : !items || items.length === 0 ? (
          <BlockEmpty title={t('versionLog.empty')} />
        ) : (
          <Stack gap="1">
            {items.map((v, i) => {
              const open = expanded === v.id;
              return (
                <Box key={v.id} borderLeftWidth="2px" borderColor={i === 0 ? 'blue.solid' : 'border'} pl="3">
                  <Box
                    as="button"
                    w="full"
                    textAlign="start"
                    py="1"
                    aria-expanded={open}
                    data-testid="version-entry"
                    onClick={() => setExpanded(open ? null : v.id)}
                  >
                    <HStack gap="2" wrap="wrap">
                      {open ? <LuChevronDown aria-hidden="true" /> : <LuChevronRight aria-hidden="true" />}
                      <Text fontWeight="semibold">v{v.version}</Text>
                      {i === 0 && (
                        <Badge colorPalette="blue" data-testid="version-latest">
                          {t('versionLog.latest')}
                        </Badge>
                      )}
                      <Text fontSize="sm" flex="1" minW="0" lineClamp={1}>
                        {localized(i18n.language, v.title, v.titleEn)}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {v.releasedOn}
                      </Text>
                    </HStack>
                  </Box>
                  {open && (
                    <Text
                      fontSize="sm"
                      color="fg.muted"
                      pb="2"
                      pl="6"
                      whiteSpace="pre-line"
                      data-testid="version-description"
                    >
                      {localized(i18n.language, v.description, v.descriptionEn)}
                    </Text>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
