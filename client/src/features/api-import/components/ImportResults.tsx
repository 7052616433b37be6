import { Alert, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useConsoleLink } from '../../creator';
import type { ImportData } from '../lib/run-import';

/** What the import did: counts, each written API with a link, a listed API's waiting revision, failures. */
export function ImportResults({ data, onAgain }: { data: ImportData; onAgain: () => void }) {
  const { t } = useTranslation();
  const link = useConsoleLink();
  const results = data.results;
  const failed = results.filter((r) => r.error);
  const counts = {
    created: results.filter((r) => r.action === 'new' && r.apiId && !r.error).length,
    updated: results.filter((r) => r.action === 'update' && !r.error).length,
    skipped: results.filter((r) => r.action === 'skip' && !r.error).length,
    failed: failed.length,
  };
  const names = new Map(data.operations.map((o) => [o.key, o.name]));
  // The import button this replaces is gone: the focus comes to the outcome, which is also said aloud.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => outcome.current?.focus(), []);
  return (
    <Stack gap="3" data-testid="import-results">
      <Alert.Root status={failed.length ? 'warning' : 'success'} role="status" tabIndex={-1} ref={outcome} outline="none">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('apiImport.result.title')}</Alert.Title>
          <Alert.Description>{t('apiImport.result.summary', counts)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <List.Root gap="1" ps="4">
        {results.filter((r) => r.apiId || r.error).map((r) => (
          <List.Item key={r.key}>
            <Text as="span" fontWeight="medium">{names.get(r.key) ?? r.key}</Text>{' '}
            {r.error ? (
              <Text as="span" color="fg.error">{t('apiImport.result.failed')}: {r.error}</Text>
            ) : (
              <>
                <Text as="span" color="fg.muted">{t(`apiImport.preview.actions.${r.action}`)}</Text>{' '}
                {r.revisionNumber && <Text as="span" color="fg.warning">{t('apiImport.result.revision', { number: r.revisionNumber })}</Text>}{' '}
                {r.apiId && <Link asChild colorPalette="blue"><RouterLink to={link('apiEdit', { id: r.apiId })}>{t('apiImport.result.open')}</RouterLink></Link>}
              </>
            )}
          </List.Item>
        ))}
      </List.Root>
      <Button size="sm" variant="outline" alignSelf="start" minH={{ base: '11', md: '8' }} onClick={onAgain}>{t('apiImport.result.again')}</Button>
    </Stack>
  );
}
