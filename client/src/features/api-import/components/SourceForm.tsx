import { Button, Field, Input, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEye } from 'react-icons/lu';
import type { ImportSource } from '../lib/run-import';

type Kind = 'paste' | 'upload' | 'url';

/** The document: pasted text, an uploaded file or a URL the gateway fetches. */
export function SourceForm({ busy, onPreview }: { busy: boolean; onPreview: (src: ImportSource) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('paste');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const src: ImportSource = kind === 'paste' ? { text } : kind === 'upload' ? { file } : { url };
  const ready = kind === 'paste' ? !!text.trim() : kind === 'upload' ? !!file : !!url.trim();
  return (
    <Stack as="form" gap="3" onSubmit={(e) => { e.preventDefault(); if (ready) onPreview(src); }} aria-label={t('apiImport.source.label')}>
      <Tabs.Root value={kind} onValueChange={(e) => setKind(e.value as Kind)} size="sm" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="paste">{t('apiImport.source.paste')}</Tabs.Trigger>
          <Tabs.Trigger value="upload">{t('apiImport.source.upload')}</Tabs.Trigger>
          <Tabs.Trigger value="url">{t('apiImport.source.url')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="paste">
          <Field.Root>
            <Field.Label srOnly>{t('apiImport.source.paste')}</Field.Label>
            <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={10} fontFamily="mono" fontSize="sm"
              placeholder={t('apiImport.source.pastePlaceholder')} data-testid="import-paste" />
          </Field.Root>
        </Tabs.Content>
        <Tabs.Content value="upload">
          <Field.Root>
            <Field.Label>{t('apiImport.source.file')}</Field.Label>
            <Input type="file" accept=".json,.yaml,.yml,.har,.txt,application/json,application/yaml" p="1"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="import-file" />
            {file && <Field.HelperText>{t('apiImport.source.fileChosen', { name: file.name, size: Math.ceil(file.size / 1024) })}</Field.HelperText>}
          </Field.Root>
        </Tabs.Content>
        <Tabs.Content value="url">
          <Field.Root>
            <Field.Label>{t('apiImport.source.url')}</Field.Label>
            <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder={t('apiImport.source.urlPlaceholder')} inputMode="url" />
          </Field.Root>
        </Tabs.Content>
      </Tabs.Root>
      {!ready && <Text fontSize="sm" color="fg.muted">{t('apiImport.source.empty')}</Text>}
      <Button type="submit" colorPalette="blue" size="sm" alignSelf="start" minH={{ base: '11', md: '8' }} disabled={!ready} loading={busy}>
        <LuEye /> {t('apiImport.source.preview')}
      </Button>
    </Stack>
  );
}
