import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlay, LuSquare } from 'react-icons/lu';
import { getToken } from '../../../app/session';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import type { BrowserRun } from '../browser-runs';
import '../i18n';

type State = 'idle' | 'armed' | 'running';

/**
 * Runs one example of /docs/websocket or /docs/sdk in the page (browser-runs.ts) and shows what it
 * prints, line by line as it comes. A run that writes asks once more; Stop (or leaving) ends it.
 */
export function RunInPage({ id, run, apiId }: { id: string; run: BrowserRun; apiId: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');
  const [lines, setLines] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const token = getToken();
  const blocked = run.needsToken && !token;

  const start = async () => {
    if (run.writes && state !== 'armed') {
      setState('armed');
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState('running');
    setLines([]);
    setFailure(null);
    try {
      await run.run({
        base: window.location.origin,
        token,
        apiId,
        signal: controller.signal,
        print: (line) => setLines((all) => [...all, line]),
      });
    } catch (err) {
      if (!controller.signal.aborted) setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setState('idle');
    }
  };

  const label = state === 'armed' ? t('docs.rest.runConfirm') : t('docs.rest.run');
  return (
    <Stack gap="2" data-testid={`run-${id}`}>
      <Flex gap="2" align="center" wrap="wrap">
        {state === 'running' ? (
          <Button size="sm" variant="outline" onClick={() => abort.current?.abort()} data-testid="docs-run-stop">
            <LuSquare aria-hidden />
            {t('docs.runInPage.stop')}
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette={state === 'armed' ? 'orange' : 'blue'}
            variant={state === 'armed' ? 'solid' : 'outline'}
            disabled={blocked}
            onClick={() => void start()}
            data-testid="docs-run-button"
          >
            <LuPlay aria-hidden />
            {label}
          </Button>
        )}
        {state === 'armed' && (
          <Button size="sm" variant="ghost" onClick={() => setState('idle')}>
            {t('docs.rest.runCancel')}
          </Button>
        )}
        <Text fontSize="xs" color="fg.muted">
          {blocked
            ? t('docs.runInPage.signInFirst')
            : t(run.writes ? 'docs.runInPage.writeHint' : 'docs.runInPage.hint')}
        </Text>
      </Flex>
      <Box aria-live="polite">
        {failure && (
          <Text color="fg.error" fontSize="sm" data-testid="docs-run-failure">
            {t('docs.rest.runFailed', { message: failure })}
          </Text>
        )}
        {lines.length > 0 && (
          <Box data-testid="docs-run-output">
            <CodeBlock>{lines.join('\n')}</CodeBlock>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
