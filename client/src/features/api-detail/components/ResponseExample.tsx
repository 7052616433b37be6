import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { prettyJson } from '../lib/json-text';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import { CopyButton } from '../../../shared/components/CopyButton';
import { Section } from './Section';
import '../i18n';

/** The sample answer, indented when it is JSON, with copy. */
export function ResponseExample({ example }: { example: string }) {
  const { t } = useTranslation();
  const text = example.trim() ? prettyJson(example) : '';
  return (
    <Section
      title={t('detail.response.title')}
      testId="response-example"
      actions={text && <CopyButton text={text} data-testid="copy-response" />}
    >
      {text ? <CodeBlock>{text}</CodeBlock> : <Text color="fg.muted">{t('detail.response.empty')}</Text>}
    </Section>
  );
}
