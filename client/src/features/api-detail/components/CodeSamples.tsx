import { Flex, Skeleton, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnippet } from '../hooks/useSnippet';
import type { OpenRequest } from '../lib/open-request';
import { SNIPPET_LABELS, SNIPPET_LANGUAGES, type SnippetLanguage } from '../lib/snippets';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import { CopyButton } from '../../../shared/components/CopyButton';
import { Section } from './Section';
import '../i18n';

/** SPEC §2.6 code generator: the tester's request as a sample in 22 languages and clients (snippets.ts), generated on demand. */
export function CodeSamples({ request }: { request: OpenRequest }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<SnippetLanguage>('java');
  const snippet = useSnippet(language, request);
  return (
    <Section
      title={t('detail.code.title')}
      testId="code-samples"
      actions={snippet.code !== null && <CopyButton text={snippet.code} data-testid="copy-code" />}
    >
      <Text color="fg.muted" fontSize="sm" mb="2">
        {t('detail.code.hint')}
        {request.needsKey && ` · ${t('detail.code.keyComment')}`}
      </Text>
      <Tabs.Root
        value={language}
        onValueChange={(e) => setLanguage(e.value as SnippetLanguage)}
        size="sm"
        variant="line"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {SNIPPET_LANGUAGES.map((l) => (
            <Tabs.Trigger key={l} value={l} data-testid={`code-tab-${l}`} flexShrink="0" whiteSpace="nowrap">
              {l === 'wechat' ? t('detail.code.wechat') : SNIPPET_LABELS[l]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* One panel per tab (each tab controls its own); only the chosen one holds the sample. */}
        {SNIPPET_LANGUAGES.map((l) => (
          <Tabs.Content key={l} value={l} p="0">
            {l === language && (
              <Flex direction="column" mt="3">
                {snippet.error ? (
                  <Text color="fg.error">{t('detail.code.failed')}</Text>
                ) : snippet.code === null ? (
                  <Skeleton h="40" role="status" aria-label={t('detail.code.generating')} />
                ) : (
                  <CodeBlock data-testid="code-sample" data-language={language}>
                    {snippet.code}
                  </CodeBlock>
                )}
              </Flex>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Section>
  );
}
