import { Card, Field, Flex, Heading, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBaseUrl, useSnippet } from '../../api-detail';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import { CopyButton } from '../../../shared/components/CopyButton';
import { localized } from '../../../i18n/localized';
import {
  preferredLanguage,
  rememberLanguage,
  requestOf,
  SNIPPET_LABELS,
  SNIPPET_LANGUAGES,
  type Pick,
  type SnippetLanguage,
} from '../lib/answer';

/** A ready code sample for the first API, with the question's values, in the visitor's language. */
export function FirstSample({ pick, question }: { pick: Pick; question: string }) {
  const { t, i18n } = useTranslation();
  const baseUrl = useBaseUrl();
  const [language, setLanguage] = useState<SnippetLanguage>(() => preferredLanguage(question));
  const request = useMemo(() => requestOf(pick, baseUrl), [pick, baseUrl]);
  const snippet = useSnippet(language, request);
  return (
    <Card.Root as="section" aria-labelledby="assistant-sample-title" variant="subtle" minW="0">
      <Card.Body gap="3" minW="0">
        <Flex justify="space-between" align="end" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="assistant-sample-title">
            {t('assistant.sample.title', { name: localized(i18n.language, pick.name, pick.nameEn) })}
          </Heading>
          <Flex gap="2" align="end">
            <Field.Root w={{ base: 'full', sm: '56' }}>
              <Field.Label htmlFor="assistant-language" fontSize="xs">
                {t('assistant.sample.language')}
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  id="assistant-language"
                  value={language}
                  onChange={(e) => {
                    const l = e.currentTarget.value as SnippetLanguage;
                    setLanguage(l);
                    rememberLanguage(l);
                  }}
                >
                  {SNIPPET_LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {SNIPPET_LABELS[l]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {snippet.code !== null && <CopyButton text={snippet.code} />}
          </Flex>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('assistant.sample.hint')}
          {request.needsKey && ` ${t('assistant.sample.key')}`}
        </Text>
        {snippet.error ? (
          <Text color="fg.error">{t('assistant.sample.failed')}</Text>
        ) : snippet.code === null ? (
          <Skeleton h="40" role="status" aria-label={t('assistant.sample.generating')} />
        ) : (
          <CodeBlock data-testid="assistant-sample" data-language={language}>
            {snippet.code}
          </CodeBlock>
        )}
      </Card.Body>
    </Card.Root>
  );
}
