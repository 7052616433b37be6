import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';

export const EVENT_KINDS = ['incident', 'interface_alert', 'shutdown', 'quota', 'deprecation'] as const;

/** The events an alert channel receives (at least one: `missing` says so). */
export function EventChoices({
  events,
  missing,
  onChange,
}: {
  events: string[];
  missing: boolean;
  onChange(update: (now: string[]) => string[]): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {t('status.channels.form.events')}
      </Text>
      {EVENT_KINDS.map((e) => (
        <Checkbox.Root
          key={e}
          size="sm"
          checked={events.includes(e)}
          onCheckedChange={(c) => onChange((now) => (c.checked ? [...now, e] : now.filter((x) => x !== e)))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t(`status.channels.events.${e}`)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
      {missing && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('status.channels.form.eventsRequired')}
        </Text>
      )}
    </Stack>
  );
}
