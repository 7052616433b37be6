import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../../i18n/localized';
import { parseTime } from '../lib/dev-transforms';
import '../i18n';

/** Unix seconds / milliseconds ⇄ a date, in the reader's time zone and UTC. */
export function TimeTool() {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState(() => String(Math.floor(Date.now() / 1000)));
  const locale = dateLocale(i18n.language);
  const view = useMemo(() => parseTime(input, locale), [input, locale]);
  return (
    <Stack gap="3">
      <Field.Root invalid={!view && input.trim() !== ''}>
        <Field.Label htmlFor="dev-time">{t('tools.dev.timeInput')}</Field.Label>
        <HStack>
          <Input
            id="dev-time"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            fontFamily="mono"
            data-testid="dev-time-in"
          />
          <Button size="sm" variant="outline" onClick={() => setInput(String(Math.floor(Date.now() / 1000)))}>
            {t('tools.dev.now')}
          </Button>
        </HStack>
        <Field.ErrorText>{t('tools.dev.timeInvalid')}</Field.ErrorText>
      </Field.Root>
      {view && (
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns="max-content 1fr"
          columnGap="4"
          rowGap="2"
          fontSize="sm"
          data-testid="dev-time-out"
        >
          {(
            [
              ['seconds', String(view.seconds)],
              ['milliseconds', String(view.milliseconds)],
              ['iso', view.iso],
              ['local', view.local],
            ] as const
          ).map(([k, v]) => (
            <Box display="contents" key={k}>
              <Text as="dt" color="fg.muted">
                {t(`tools.dev.time.${k}`)}
              </Text>
              <Text as="dd" fontFamily="mono" wordBreak="break-all">
                {v}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
