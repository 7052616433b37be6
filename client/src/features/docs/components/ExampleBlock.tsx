import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import { CopyButton } from '../../../shared/components/CopyButton';
import { browserRuns } from '../browser-runs';
import { type DocExample, withBase } from '../examples';
import { RunInPage } from './RunInPage';
import '../i18n';

export const pageBase = () => window.location.origin;

/** A titled code block with a copy button. */
export function CodeWithCopy({ title, code, testId }: { title?: string; code: string; testId?: string }) {
  return (
    <Stack gap="1" my="3" data-testid={testId}>
      <Flex justify="space-between" align="center" gap="2">
        {title ? (
          <Text fontSize="sm" fontWeight="semibold">
            {title}
          </Text>
        ) : (
          <span />
        )}
        <CopyButton text={code} data-testid="docs-copy" />
      </Flex>
      <CodeBlock>{code}</CodeBlock>
    </Stack>
  );
}

/**
 * One of the executed examples (examples.ts), with this page's address in it, and its Run button when
 * it can run in the page (browser-runs.ts); the others say they need a terminal.
 */
export function ExampleBlock({ example, apiId = 1 }: { example: DocExample; apiId?: number }) {
  const { t } = useTranslation();
  const run = browserRuns[example.id];
  return (
    <Stack gap="0" mb="2">
      <CodeWithCopy
        title={t(`docs.examples.${example.title}`)}
        code={withBase(example.code, pageBase())}
        testId={`example-${example.id}`}
      />
      {run ? (
        <RunInPage id={example.id} run={run} apiId={apiId} />
      ) : (
        <Text fontSize="xs" color="fg.muted" data-testid={`terminal-${example.id}`}>
          {t('docs.runInPage.terminalOnly')}
        </Text>
      )}
    </Stack>
  );
}
