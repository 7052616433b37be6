import { Badge, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testRegex } from '../lib/dev-transforms';
import '../i18n';
import { TextIn } from './DevToolParts';

/** A regular expression tried against a text: its matches and groups. */
export function RegexTool() {
  const { t } = useTranslation();
  const [pattern, setPattern] = useState('(\\w+)@(\\w+)\\.com');
  const [flags, setFlags] = useState('g');
  const [text, setText] = useState('联系 dev@example.com 或 ops@market.com');
  const res = useMemo(() => testRegex(pattern, flags, text), [pattern, flags, text]);
  return (
    <Stack gap="3">
      <HStack gap="2" align="end">
        <Field.Root flex="1">
          <Field.Label htmlFor="dev-re">{t('tools.dev.pattern')}</Field.Label>
          <Input
            id="dev-re"
            value={pattern}
            onChange={(e) => setPattern(e.target.value)}
            fontFamily="mono"
            data-testid="dev-regex-pattern"
          />
        </Field.Root>
        <Field.Root w="24">
          <Field.Label htmlFor="dev-flags">{t('tools.dev.flags')}</Field.Label>
          <Input
            id="dev-flags"
            value={flags}
            maxLength={6}
            onChange={(e) => setFlags(e.target.value.replace(/[^dgimsuy]/g, ''))}
            fontFamily="mono"
          />
        </Field.Root>
      </HStack>
      <TextIn id="dev-re-text" label={t('tools.dev.testText')} value={text} onChange={setText} rows={4} />
      {'error' in res ? (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="dev-regex-error">
          {t('tools.dev.invalid', { reason: t(`tools.dev.regexErrors.${res.error}`) })}
        </Text>
      ) : (
        <Stack gap="2" data-testid="dev-regex-out">
          <Text fontSize="sm" color="fg.muted" data-testid="dev-regex-count">
            {t('tools.dev.matches', { count: res.matches.length })}
          </Text>
          {res.matches.slice(0, 50).map((m, i) => (
            <HStack key={`${m.index}-${i}`} gap="2" wrap="wrap" fontSize="sm">
              <Badge variant="outline">#{i + 1}</Badge>
              <Text fontFamily="mono" bg="yellow.subtle" px="1" borderRadius="sm">
                {m.text}
              </Text>
              {m.groups.map((g, j) => (
                <Text key={j} fontFamily="mono" color="fg.muted">
                  ${j + 1}={g}
                </Text>
              ))}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
