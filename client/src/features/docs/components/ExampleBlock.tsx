import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../api-detail';
import { CopyButton } from '../../api-detail';
import { type DocExample, withBase } from '../examples';

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

/** One of the executed examples (examples.ts), with this page's address in it. */
export function ExampleBlock({ example }: { example: DocExample }) {
  const { t } = useTranslation();
  return (
    <CodeWithCopy
      title={t(`docs.examples.${example.title}`)}
      code={withBase(example.code, pageBase())}
      testId={`example-${example.id}`}
    />
  );
}
