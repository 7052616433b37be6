import { Badge, Box, Button, CloseButton, Code, Dialog, Grid, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardStatusKey, type ApiCardData } from './api-format';
import { API_STATUS_PALETTE } from '../../../app/api-status';
import { dateLocale, localized } from '../../../i18n/localized';

/** One term of the details list (`<dt>` / `<dd>`, so readers announce it as a description list). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box as="dd" fontSize="sm" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/**
 * SPEC §2.5 details modal: call format, response example, token, update time, provider, status, notes.
 * A centred dialog as tall as its content (a margin on phones), never a full-height sheet (#34.10).
 */
export function ApiDetailsDialog({ api, onClose }: { api: ApiCardData | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog.Root
      open={api !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'md', md: 'lg' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="api-details-dialog">
            {api && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{localized(i18n.language, api.name, api.nameEn)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="3" m="0">
                    <Row label={t('api.callFormat')}>
                      <Code whiteSpace="pre-wrap" wordBreak="break-all">
                        {api.requestMethod} {api.address}
                      </Code>
                      <Text fontSize="xs" color="fg.muted" mt="1">
                        {t('api.responseFormat', { format: api.responseFormat })}
                      </Text>
                    </Row>
                    <Row label={t('api.needToken')}>{api.needToken ? t('common.yes') : t('common.no')}</Row>
                    <Row label={t('api.updateTime')}>
                      {new Date(api.updatedAt).toLocaleString(dateLocale(i18n.language))}
                    </Row>
                    <Row label={t('api.provider')}>{api.provider || t('api.unknownProvider')}</Row>
                    <Row label={t('api.statusLabel')}>
                      <Badge colorPalette={API_STATUS_PALETTE[cardStatusKey(api.status, api.weekly.successRate)]}>
                        {t(`rules.apiStatus.${cardStatusKey(api.status, api.weekly.successRate)}`)}
                      </Badge>
                    </Row>
                    <Row label={t('api.notes')}>
                      {localized(i18n.language, api.note, api.noteEn) || t('api.noNotes')}
                    </Row>
                  </Grid>
                  <Text fontWeight="semibold" fontSize="sm" mt="4" mb="2">
                    {t('api.responseExample')}
                  </Text>
                  <Box as="pre" bg="bg.muted" p="3" borderRadius="md" fontSize="xs" overflow="auto" maxH="60">
                    {api.responseExample || t('api.noExample')}
                  </Box>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button size="sm" variant="outline" onClick={onClose}>
                    {t('common.close')}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('common.close')} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
