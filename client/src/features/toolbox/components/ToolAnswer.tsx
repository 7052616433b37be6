import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import { CopyButton } from '../../../shared/components/CopyButton';
import { prettyJson } from '../lib/answer';
import type { TestResult } from '../../api-detail';

/** The gateway's answer as received: status, time, and the body (with a picture for QR codes and colours). */
export function ToolAnswer({ builtin, result }: { builtin: string; result: TestResult }) {
  const { t } = useTranslation();
  const { text, data } = prettyJson(result.body);
  const ok = result.status < 400;
  const svg = builtin === 'qrcode' && ok && typeof data?.svg === 'string' ? data.svg : null;
  const hex = builtin === 'color' && ok && typeof data?.hex === 'string' ? data.hex : null;
  return (
    <Stack gap="2" data-testid="tool-result" data-status={result.status}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Badge colorPalette={ok ? 'green' : 'red'}>HTTP {result.status}</Badge>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {t('tools.took', { ms: result.ms })}
          </Text>
        </HStack>
        <CopyButton text={text} />
      </HStack>
      {svg && (
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('tools.qrAlt')}
          w="40"
          h="40"
          bg="white"
          borderRadius="md"
          data-testid="tool-qr"
        />
      )}
      {hex && (
        <Box
          w="full"
          h="10"
          borderRadius="md"
          borderWidth="1px"
          style={{ background: hex }}
          aria-hidden="true"
        />
      )}
      <CodeBlock maxH="60" data-testid="tool-answer">
        {text}
      </CodeBlock>
    </Stack>
  );
}
