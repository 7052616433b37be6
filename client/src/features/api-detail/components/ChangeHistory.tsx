import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useChangeHistory } from '../hooks/useChangeHistory';
import { ChangeEntry } from './ChangeEntry';
import { Section } from './Section';
import '../i18n';

/** 变更记录: the API's released revisions, newest first, with what changed in parameters and answers. */
export function ChangeHistory({ apiId }: { apiId: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useChangeHistory(apiId);
  const entries = data?.apiChangeHistory ?? [];
  return (
    <Section title={t('detail.changes.title')} testId="change-history">
      {loading && !data ? (
        <Stack gap="2">
          <Skeleton h="5" />
          <Skeleton h="5" />
        </Stack>
      ) : error && !data ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Text color="fg.error">{t('detail.changes.loadError')}</Text>
          <Button size="xs" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {t('detail.retry')}
          </Button>
        </Flex>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">{t('detail.changes.empty')}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" aria-label={t('detail.changes.title')}>
          {entries.map((e) => (
            <ChangeEntry key={e.number} e={e} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
