import {
  Badge,
  Box,
  Button,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import '../../api-detail/i18n';
import { CodeBlock } from '../../api-detail';
import { CopyButton } from '../../api-detail';
import { base64Code, formatJson, parseTime, testRegex, urlCode, type Outcome } from '../lib/dev-transforms';
import '../i18n';

const TABS = ['json', 'url', 'base64', 'time', 'regex'] as const;
type Tab = (typeof TABS)[number];

function Result({ outcome, testId }: { outcome: Outcome | null; testId: string }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (!outcome.ok)
    return (
      <Text color="fg.error" fontSize="sm" data-testid={`${testId}-error`} role="alert">
        {t('tools.dev.invalid', { reason: outcome.error })}
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

function TextIn({
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

function JsonTool() {
  const { t } = useTranslation();
  const [text, setText] = useState('{"api":"market","ok":true,"tags":["open","free"]}');
  const [out, setOut] = useState<Outcome | null>(null);
  return (
    <Stack gap="3">
      <TextIn id="dev-json" label={t('tools.dev.jsonInput')} value={text} onChange={setText} />
      <HStack gap="2" wrap="wrap">
        <Button size="sm" onClick={() => setOut(formatJson(text, 2))} data-testid="dev-json-format">
          {t('tools.dev.format')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOut(formatJson(text, 'min'))}>
          {t('tools.dev.minify')}
        </Button>
      </HStack>
      <Result outcome={out} testId="dev-json-out" />
    </Stack>
  );
}

function CodecTool({ kind }: { kind: 'url' | 'base64' }) {
  const { t } = useTranslation();
  const [text, setText] = useState(kind === 'url' ? 'q=开放 API&page=1' : '你好，API Market');
  const [out, setOut] = useState<Outcome | null>(null);
  const run = (mode: 'encode' | 'decode') =>
    setOut(kind === 'url' ? urlCode(text, mode) : base64Code(text, mode));
  return (
    <Stack gap="3">
      <TextIn id={`dev-${kind}`} label={t('tools.dev.textInput')} value={text} onChange={setText} rows={4} />
      <HStack gap="2">
        <Button size="sm" onClick={() => run('encode')} data-testid={`dev-${kind}-encode`}>
          {t('tools.dev.encode')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => run('decode')} data-testid={`dev-${kind}-decode`}>
          {t('tools.dev.decode')}
        </Button>
      </HStack>
      <Result outcome={out} testId={`dev-${kind}-out`} />
    </Stack>
  );
}

function TimeTool() {
  const { t } = useTranslation();
  const [input, setInput] = useState(() => String(Math.floor(Date.now() / 1000)));
  const view = useMemo(() => parseTime(input), [input]);
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

function RegexTool() {
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
          {t('tools.dev.invalid', { reason: res.error })}
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

/** /devtools: JSON, URL and Base64 coding, timestamps and a regex tester, all in the browser. */
export function DevTools() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'json';
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('tools.pages.devtools.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.dev.subtitle')}</Text>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setParams({ tab: e.value }, { replace: true })}
        variant="enclosed"
        lazyMount
      >
        <Tabs.List overflowX="auto" overflowY="hidden" maxW="full">
          {TABS.map((k) => (
            <Tabs.Trigger key={k} value={k} data-testid={`dev-tab-${k}`} flexShrink={0}>
              {t(`tools.dev.tabs.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="json">
            <JsonTool />
          </Tabs.Content>
          <Tabs.Content value="url">
            <CodecTool kind="url" />
          </Tabs.Content>
          <Tabs.Content value="base64">
            <CodecTool kind="base64" />
          </Tabs.Content>
          <Tabs.Content value="time">
            <TimeTool />
          </Tabs.Content>
          <Tabs.Content value="regex">
            <RegexTool />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Container>
  );
}
