import { Box, Button, Code, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '../lib/run-import';

/** What an update from the import would change in the creator's API, field by field. */
export function DiffDialog({ row, onClose }: { row: ImportRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const diff = row?.match?.diff ?? [];
  return (
    <Dialog.Root open={!!row} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="import-diff">
            <Dialog.Header>
              <Dialog.Title>{t('apiImport.diff.title', { name: row?.match?.name ?? row?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {diff.length === 0 ? (
                <Text>{t('apiImport.preview.unchanged')}</Text>
              ) : (
                <Stack gap="4">
                  {diff.map((d) => (
                    <Box key={d.field} as="section" aria-label={t(`apiImport.diff.fields.${d.field}`)}>
                      <Text fontWeight="semibold" mb="1">{t(`apiImport.diff.fields.${d.field}`)}</Text>
                      <Table.Root size="sm" variant="outline">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader w="50%">{t('apiImport.diff.before')}</Table.ColumnHeader>
                            <Table.ColumnHeader w="50%">{t('apiImport.diff.after')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          <Table.Row>
                            <Table.Cell verticalAlign="top"><Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" bg="red.subtle" p="2">{d.before || '—'}</Code></Table.Cell>
                            <Table.Cell verticalAlign="top"><Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" bg="green.subtle" p="2">{d.after || '—'}</Code></Table.Cell>
                          </Table.Row>
                        </Table.Body>
                      </Table.Root>
                    </Box>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>{t('apiImport.diff.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
