import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { useVersionCallers } from '../hooks/useVersionActions';
import { dateLocale } from '../../../i18n/localized';

/** Who still calls a version, per day, and the accounts: the creator watches it reach zero. */
export function StillCalling({ apiId, version }: { apiId: number; version: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useVersionCallers(apiId, version);
  const found = data?.apiVersionCallers;
  if (!found) return null;
  return (
    <Stack gap="3" data-testid="still-calling">
      <Heading as="h3" size="sm">{t('versions.callersTitle', { version })}</Heading>
      {!found.days.length ? (
        <Text fontSize="sm" color="fg.muted">{t('versions.noCallers')}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t('versions.callersTitle', { version })}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('versions.day')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('versions.calls')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('versions.users')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('versions.anonymous')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {found.days.map((d) => (
                <Table.Row key={d.day}>
                  <Table.Cell>{d.day}</Table.Cell>
                  <Table.Cell textAlign="end">{d.calls}</Table.Cell>
                  <Table.Cell textAlign="end">{d.users}</Table.Cell>
                  <Table.Cell textAlign="end">{d.anonymous}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {found.callers.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t('versions.callers')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('versions.account')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('versions.calls')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('versions.lastCalled')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {found.callers.map((c) => (
                <Table.Row key={c.userId}>
                  <Table.Cell>{c.account}</Table.Cell>
                  <Table.Cell textAlign="end">{c.calls}</Table.Cell>
                  <Table.Cell>{new Date(c.lastCalledAt as string).toLocaleString(dateLocale(i18n.language))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
