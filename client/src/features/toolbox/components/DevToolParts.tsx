import { Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import { CopyButton } from '../../../shared/components/CopyButton';
import { type Outcome } from '../lib/dev-transforms';
import '../i18n';

/** The dev tools' shared pieces: an outcome with copy, a labelled text area. */
export function Result({ outcome, testId }: { outcome: Outcome | null; testId: string }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (!outcome.ok)
    return (
      <Text color="fg.error" fontSize="sm" data-testid={`${testId}-error`} role="alert">
        {t('tools.dev.invalid', {
          reason: t(`tools.dev.errors.${outcome.error}`),
        })}
        {outcome.line !== undefined && t('tools.dev.errors.at', { line: outcome.line, column: outcome.column })}
      </Text>
    );
  return (
    <Stack gap="2">
      <HStack justify="end">
        <CopyButton text={outcome.value} />
      </HStack>
      <CodeBlock data-testid={testId} whiteSpace="pre-wrap" wordBreak="break-all">
        {outcome.value}
      </CodeBlock>
    </Stack>
  );
}

export function TextIn({
  id,
  label,
  value,
  onChange,
  rows = 6,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  rows?: number;
}) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        fontFamily="mono"
        fontSize="sm"
      />
    </Field.Root>
  );
}
