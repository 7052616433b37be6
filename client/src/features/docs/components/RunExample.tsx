import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlay } from 'react-icons/lu';
import { getToken } from '../../../app/session';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import { bodyExample, type Endpoint } from '../rest-example';
import '../i18n';

/** How much of a long answer the page shows (the rest is elided). */
const shownChars = 20_000;

interface Answer {
  status: number;
  ms: number;
  text: string;
}

/** What the example sends, the same as its curl: path ids become 1, the documented body, the reader's token. */
async function send(e: Endpoint): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token && (e.op['x-auth'] ?? 'public') !== 'public') headers.authorization = `Bearer ${token}`;
  const body = bodyExample(e.op);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(e.path.replace(/\{[^}]+\}/g, '1'), {
    method: e.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const raw = await res.text();
  let text = raw;
  try {
    text = JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    // Not JSON (an image, a CSV…): shown as it came.
  }
  return { status: res.status, ms: Math.round(performance.now() - started), text: text.length > shownChars ? `${text.slice(0, shownChars)}\n…` : text };
}

/**
 * The example's Run button (#34.10): the request goes through this gateway, as the reader (their token
 * when the operation needs one), and its answer is shown below. A write asks once more before it is sent:
 * it really happens.
 */
export function RunExample({ e }: { e: Endpoint }) {
  const { t } = useTranslation();
  const [armed, setArmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const write = e.method !== 'GET';
  const run = async () => {
    if (write && !armed) {
      setArmed(true);
      return;
    }
    setArmed(false);
    setBusy(true);
    setFailure(null);
    try {
      setAnswer(await send(e));
    } catch (err) {
      setAnswer(null);
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const label = armed ? t('docs.rest.runConfirm') : t('docs.rest.run');
  return (
    <Stack gap="2" mt="2" data-testid="docs-run">
      <Flex gap="2" align="center" wrap="wrap">
        <Button
          size="sm"
          colorPalette={armed ? 'orange' : 'blue'}
          variant={armed ? 'solid' : 'outline'}
          loading={busy}
          onClick={() => void run()}
          aria-label={`${label} ${e.method} ${e.path}`}
          data-testid="docs-run-button"
        >
          <LuPlay aria-hidden />
          {label}
        </Button>
        {armed && (
          <Button size="sm" variant="ghost" onClick={() => setArmed(false)}>
            {t('docs.rest.runCancel')}
          </Button>
        )}
        <Text fontSize="xs" color="fg.muted">
          {t(write ? 'docs.rest.runWriteHint' : 'docs.rest.runHint')}
        </Text>
      </Flex>
      <Box aria-live="polite">
        {failure && (
          <Text color="fg.error" fontSize="sm" data-testid="docs-run-failure">
            {t('docs.rest.runFailed', { message: failure })}
          </Text>
        )}
        {answer && (
          <Stack gap="1" data-testid="docs-run-answer">
            <Text fontSize="sm" fontWeight="semibold" data-testid="docs-run-status">
              {t('docs.rest.runAnswer', { status: answer.status, ms: answer.ms })}
            </Text>
            <CodeBlock>{answer.text || t('docs.rest.runEmpty')}</CodeBlock>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
