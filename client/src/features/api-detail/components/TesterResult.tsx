import { Badge, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestResult } from '../hooks/useTestCall';
import { isJson, prettyJson } from '../lib/json-text';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import { CopyButton } from '../../../shared/components/CopyButton';
import '../i18n';

/** Status, time taken and the answer as received (an indented view of JSON on request), with copy. */
export function TesterResult({ result }: { result: TestResult }) {
  const { t } = useTranslation();
  const [pretty, setPretty] = useState(true);
  const json = isJson(result.body);
  const shown = pretty && json ? prettyJson(result.body) : result.body;
  const ok = result.status >= 200 && result.status < 300;
  return (
    <Flex direction="column" gap="2" data-testid="test-result">
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="semibold">{t('detail.tester.result')}</Text>
          <Badge colorPalette={ok ? 'green' : 'red'} data-testid="test-status">
            {t('detail.tester.status')} {result.status}
          </Badge>
          {result.mock && (
            <Badge colorPalette="purple" data-testid="test-mock">
              {t('detail.mock.badge')}
            </Badge>
          )}
          <Badge variant="outline" data-testid="test-time">
            {t('detail.tester.time')} {t('detail.tester.ms', { value: result.ms })}
          </Badge>
        </HStack>
        <HStack gap="2">
          {json && (
            <Button size="xs" variant="ghost" onClick={() => setPretty((p) => !p)} aria-pressed={pretty}>
              {pretty ? t('detail.tester.raw') : t('detail.tester.pretty')}
            </Button>
          )}
          <CopyButton text={result.body} />
        </HStack>
      </Flex>
      <CodeBlock data-testid="test-body" whiteSpace={pretty ? 'pre' : 'pre-wrap'} wordBreak="break-all">
        {shown}
      </CodeBlock>
    </Flex>
  );
}
