import { Box, Button, Field, Flex, Input, NativeSelect, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlay, LuPlus } from 'react-icons/lu';
import type { TestResult } from '../hooks/useTestCall';
import { TEST_METHODS, type TestMethod } from '../lib/open-request';
import type { EditableRow } from '../hooks/useTesterForm';
import { Section } from './Section';
import { MockSwitch } from './MockSwitch';
import { TesterResult } from './TesterResult';
import { TesterRows } from './TesterRows';
import { API_KEY_PATTERN } from '@api-market/rules';
import '../i18n';

export interface TesterProps {
  method: TestMethod;
  rows: EditableRow[];
  examples: ReadonlyMap<string, string>;
  running: boolean;
  result: TestResult | null;
  /** Sent as X-API-Key when set: the call counts against that key's subscription. */
  apiKey: string;
  onApiKey(key: string): void;
  onMethod(method: TestMethod): void;
  onChange(key: number, patch: Partial<Pick<EditableRow, 'name' | 'value'>>): void;
  onAdd(): void;
  onRemove(key: number): void;
  onRun(): void;
  /** 模拟 / Mock: calls go to the API's mock (free, marked, never the upstream). */
  mock: boolean;
  onMock(mock: boolean): void;
  /** The values came from the address (the assistant's "try it"): say so and bring the tester into view. */
  prefilled?: boolean;
}

/**
 * SPEC §2.6 online tester: method, name/value rows grouped by location (an empty value sends the
 * example), start, result.
 */
export function Tester(p: TesterProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const prefilled = p.prefilled ?? false;
  useEffect(() => {
    if (prefilled) box.current?.scrollIntoView({ block: 'start' });
  }, [prefilled]);
  return (
    <Box ref={box} scrollMarginTop="20">
      <Section title={t('detail.tester.title')} testId="tester">
        <Flex direction="column" gap="3">
          {prefilled && (
            <Text fontSize="sm" color="fg.muted" data-testid="tester-prefilled">
              {t('detail.tester.prefilled')}
            </Text>
          )}
          <MockSwitch mock={p.mock} onMock={p.onMock} />
          <Field.Root maxW={{ base: 'full', sm: '40' }}>
            <Field.Label>{t('detail.tester.method')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                data-testid="test-method"
                value={p.method}
                onChange={(e) => p.onMethod(e.currentTarget.value as TestMethod)}
              >
                {TEST_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root hidden={p.mock} invalid={!!p.apiKey.trim() && !API_KEY_PATTERN.test(p.apiKey.trim())}>
            <Field.Label>{t('detail.tester.apiKey')}</Field.Label>
            <Input
              size="sm"
              type="password"
              autoComplete="off"
              data-testid="test-api-key"
              placeholder={t('detail.tester.apiKeyPlaceholder')}
              value={p.apiKey}
              onChange={(e) => p.onApiKey(e.currentTarget.value)}
            />
            <Field.ErrorText>{t('detail.tester.keyInvalid')}</Field.ErrorText>
          </Field.Root>
          <TesterRows rows={p.rows} examples={p.examples} onChange={p.onChange} onRemove={p.onRemove} />
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={p.onAdd}>
              <LuPlus /> {t('detail.tester.add')}
            </Button>
            <Button
              size="sm"
              colorPalette="blue"
              onClick={p.onRun}
              loading={p.running}
              loadingText={t('detail.tester.running')}
            >
              <LuPlay /> {t('detail.tester.start')}
            </Button>
          </Flex>
          {/* Said by screen readers when a test ends (the region is always there, so its change is heard);
              the answer itself is read from the result below, not spelled out here. */}
          <VisuallyHidden role="status" data-testid="test-announce">
            {p.result && t('detail.tester.announce', { status: p.result.status, ms: p.result.ms })}
          </VisuallyHidden>
          {p.result ? (
            <TesterResult result={p.result} />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {t('detail.tester.noResult')}
            </Text>
          )}
        </Flex>
      </Section>
    </Box>
  );
}
