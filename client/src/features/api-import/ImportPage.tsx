import { IMPORT_MAX_WRITES } from '@api-market/rules';
import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableServerMessage } from '../../app/server-message';
import { LuUpload } from 'react-icons/lu';
import './i18n';
import { DiffDialog } from './components/DiffDialog';
import { ImportResults } from './components/ImportResults';
import { PreviewTable } from './components/PreviewTable';
import { SourceForm } from './components/SourceForm';
import { useRunImport } from './hooks/useRunImport';
import { ImportError, type ImportAction, type ImportData, type ImportRow, type ImportSource } from './lib/run-import';

/** The creator's import: a document → a preview with a choice per operation and its diff → the import. */
export function ImportPage() {
  const { t } = useTranslation();
  const run = useRunImport();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [preview, setPreview] = useState<ImportData | null>(null);
  const [done, setDone] = useState<ImportData | null>(null);
  const [actions, setActions] = useState<Record<string, ImportAction>>({});
  const [diffOf, setDiffOf] = useState<ImportRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (job: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await job();
    } catch (e) {
      // An ImportError carries the gateway's own sentence (e.g. a document it cannot read).
      setError(e instanceof ImportError ? e.message : (readableServerMessage(e) ?? t('errors.failed')));
    } finally {
      setBusy(false);
    }
  };
  const onPreview = (src: ImportSource) =>
    attempt(async () => {
      const data = await run(src, null);
      setSource(src);
      setPreview(data);
      setActions(Object.fromEntries(data.operations.map((o) => [o.key, o.action as ImportAction])));
    });
  const onImport = () => attempt(async () => setDone(await run(source!, actions)));
  const reset = () => {
    setPreview(null);
    setDone(null);
    setSource(null);
  };
  const chosen = Object.values(actions).filter((a) => a !== 'skip').length;
  // The gateway writes at most IMPORT_MAX_WRITES APIs per import: said here before anything is sent.
  const tooMany = chosen > IMPORT_MAX_WRITES;

  return (
    <Stack gap="4" py="4" data-testid="api-import">
      <Heading as="h2" size="md">{t('apiImport.open')}</Heading>
      <Text color="fg.muted" fontSize="sm">{t('apiImport.intro')}</Text>
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      {done ? (
        <ImportResults data={done} onAgain={reset} />
      ) : preview ? (
        <Stack gap="3">
          <Flex gap="2" wrap="wrap" align="baseline" justify="space-between">
            <Heading as="h3" size="sm">{t('apiImport.preview.title', { title: preview.title || preview.format, count: preview.operations.length })}</Heading>
            <Text fontSize="xs" color="fg.muted">{t('apiImport.preview.format', { format: preview.format })}</Text>
          </Flex>
          <PreviewTable rows={preview.operations} actions={actions} onAction={(k, a) => setActions((m) => ({ ...m, [k]: a }))} onDiff={setDiffOf} />
          {tooMany && (
            <Text id="import-too-many" color="fg.error" fontSize="sm" role="status">
              {t('apiImport.preview.tooMany', { max: IMPORT_MAX_WRITES, count: chosen })}
            </Text>
          )}
          <Flex gap="2" wrap="wrap">
            <Button colorPalette="blue" size="sm" minH={{ base: '11', md: '8' }} onClick={() => void onImport()} loading={busy}
              disabled={chosen === 0 || tooMany} aria-describedby={tooMany ? 'import-too-many' : undefined}>
              <LuUpload /> {t('apiImport.preview.import', { count: chosen })}
            </Button>
            <Button variant="outline" size="sm" minH={{ base: '11', md: '8' }} onClick={reset}>{t('apiImport.preview.cancel')}</Button>
          </Flex>
        </Stack>
      ) : (
        <SourceForm busy={busy} onPreview={(src) => void onPreview(src)} />
      )}
      <DiffDialog row={diffOf} onClose={() => setDiffOf(null)} />
    </Stack>
  );
}
