import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { base64Code, formatJson, urlCode, type Outcome } from '../lib/dev-transforms';
import '../i18n';
import { Result, TextIn } from './DevToolParts';

/** JSON formatting and URL / Base64 coding (the /devtools tabs). */
export function JsonTool() {
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

export function CodecTool({ kind }: { kind: 'url' | 'base64' }) {
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
