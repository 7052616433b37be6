import { Badge, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatusIncidentFragment } from '../../../gql/graphql';
import { formatTime } from '../../../shared/admin/format';
import { nameIn } from './labels';
import '../i18n';

/** Incidents with their updates (newest first), in the reader's language. */
export function IncidentList({
  incidents,
  label,
  onUpdate,
}: {
  incidents: StatusIncidentFragment[];
  label: string;
  /** Offered on open incidents to their API's creator and administrators. */
  onUpdate?(incident: StatusIncidentFragment): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={label}>
      {incidents.map((inc) => {
        const minutes = inc.resolvedAt ? Math.round((Date.parse(inc.resolvedAt) - Date.parse(inc.startedAt)) / 60_000) : null;
        return (
          <Card.Root as="li" key={inc.id} size="sm" variant="outline" data-testid="status-incident">
            <Card.Body gap="2">
              <Stack direction="row" gap="2" align="center" wrap="wrap">
                <Badge colorPalette={inc.state === 'open' ? 'red' : 'green'} variant="subtle">
                  {t(`status.incidentState.${inc.state}`)}
                </Badge>
                <Heading as="h3" size="sm">
                  {nameIn(lang, inc.title, inc.titleEn)}
                </Heading>
                {onUpdate && inc.state === 'open' && (
                  <Button size="xs" minH="8" variant="outline" ms="auto" onClick={() => onUpdate(inc)} aria-label={t('status.manage.postUpdateNamed', { title: nameIn(lang, inc.title, inc.titleEn) })}>
                    {t('status.manage.postUpdate')}
                  </Button>
                )}
              </Stack>
              <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                {t('status.startedAt', { time: formatTime(inc.startedAt) })}
                {inc.resolvedAt && ` · ${t('status.resolvedAt', { time: formatTime(inc.resolvedAt) })}`}
                {minutes !== null && ` · ${t('status.lasted', { minutes })}`}
              </Text>
              <Stack as="ol" listStyleType="none" gap="1" ps="0">
                {inc.updates.map((u) => (
                  <Text as="li" key={u.id} fontSize="sm">
                    <Text as="span" fontWeight="semibold">
                      {t(`status.phases.${u.phase}`)}
                    </Text>
                    {' · '}
                    <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {formatTime(u.createdAt)}
                    </Text>
                    {' — '}
                    {nameIn(lang, u.body, u.bodyEn)}
                  </Text>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
