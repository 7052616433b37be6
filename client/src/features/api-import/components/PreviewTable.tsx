import { Badge, Button, Checkbox, List, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportAction, ImportRow } from '../lib/run-import';

interface Props {
  rows: ImportRow[];
  actions: Record<string, ImportAction>;
  onAction: (key: string, action: ImportAction) => void;
  onDiff: (row: ImportRow) => void;
}

const CELL = { verticalAlign: 'top' } as const;

/** The operations found, each with import or not (checkbox), new / update / skip, its match and diff. */
export function PreviewTable({ rows, actions, onAction, onDiff }: Props) {
  const { t } = useTranslation();
  const choices = (r: ImportRow): ImportAction[] => (r.error ? ['skip'] : r.match ? ['update', 'new', 'skip'] : ['new', 'skip']);
  const on = (r: ImportRow): ImportAction => (r.error ? 'skip' : r.match ? (r.match.diff.length ? 'update' : 'new') : 'new');
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="import-preview">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">{t('apiImport.preview.select')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('apiImport.preview.method')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('apiImport.preview.name')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('apiImport.preview.address')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('apiImport.preview.match')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('apiImport.preview.action')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => {
            const action = actions[r.key] ?? 'skip';
            return (
              <Table.Row key={r.key} data-testid="import-row" data-key={r.key}>
                <Table.Cell {...CELL}>
                  <Checkbox.Root size="sm" checked={action !== 'skip'} disabled={!!r.error}
                    onCheckedChange={(e) => onAction(r.key, e.checked ? on(r) : 'skip')}
                    aria-label={`${t('apiImport.preview.select')} ${r.key}`}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell {...CELL}><Badge variant="outline">{r.method}</Badge></Table.Cell>
                <Table.Cell {...CELL} minW="40">
                  <Stack gap="1">
                    <Text fontWeight="medium" wordBreak="break-word">{r.name}</Text>
                    {r.error && <Text color="fg.error" fontSize="xs" role="note">{r.error}</Text>}
                    {r.warnings.length > 0 && (
                      <List.Root fontSize="xs" color="fg.warning" ps="4" aria-label={t('apiImport.preview.warnings')}>
                        {r.warnings.map((w) => <List.Item key={w}>{w}</List.Item>)}
                      </List.Root>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell {...CELL} hideBelow="md" wordBreak="break-all" fontFamily="mono" fontSize="xs">{r.address}</Table.Cell>
                <Table.Cell {...CELL}>
                  {r.match ? (
                    <Stack gap="1" align="start">
                      <Text fontSize="sm">{r.match.name}</Text>
                      <Button size="xs" variant="outline" minH={{ base: '11', md: '6' }} onClick={() => onDiff(r)}>
                        {r.match.diff.length ? t('apiImport.preview.changes', { count: r.match.diff.length }) : t('apiImport.preview.unchanged')} · {t('apiImport.preview.showDiff')}
                      </Button>
                    </Stack>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">{t('apiImport.preview.noMatch')}</Text>
                  )}
                </Table.Cell>
                <Table.Cell {...CELL}>
                  <NativeSelect.Root size="sm" minW="24" disabled={!!r.error}>
                    <NativeSelect.Field aria-label={`${t('apiImport.preview.action')} ${r.key}`} value={action}
                      onChange={(e) => onAction(r.key, e.target.value as ImportAction)} minH={{ base: '11', md: '8' }}>
                      {choices(r).map((c) => <option key={c} value={c}>{t(`apiImport.preview.actions.${c}`)}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
