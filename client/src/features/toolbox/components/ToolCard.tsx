import {
  Badge,
  Button,
  Card,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCode, LuExternalLink, LuPlay } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { localized } from '../../../i18n/localized';
import { CodeSamples } from '../../api-detail';
import { useBaseUrl } from '../../api-detail';
import { useTestCall } from '../../api-detail';
import {
  openAddress,
  TEST_METHODS,
  type OpenRequest,
  type TestMethod,
} from '../../api-detail';
import type { ToolField } from '../lib/tool-forms';
import { ToolAnswer } from './ToolAnswer';
import { ToolFieldInput } from './ToolField';

export interface ToolApi {
  id: number;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  requestMethod: string;
  needToken: boolean;
}

const noop = () => undefined;

/** One built-in API as a small tool: its form calls the open-call gateway and shows the real answer. */
export function ToolCard({ builtin, api, fields }: { builtin: string; api: ToolApi; fields: ToolField[] }) {
  const { t, i18n } = useTranslation();
  const baseUrl = useBaseUrl();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, f.initial])),
  );
  const [code, setCode] = useState(false);
  const { running, result, run } = useTestCall(noop);
  const method = (TEST_METHODS as readonly string[]).includes(api.requestMethod)
    ? (api.requestMethod as TestMethod)
    : 'GET';
  const request: OpenRequest = useMemo(
    () => ({
      method,
      url: openAddress(baseUrl, api.id),
      params: fields
        .filter((f) => values[f.name] !== '')
        .map((f) => ({ name: f.name, value: values[f.name] ?? '' })),
      needsKey: api.needToken,
    }),
    [method, baseUrl, api.id, api.needToken, fields, values],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(request);
  };
  const name = localized(i18n.language, api.name, api.nameEn);
  return (
    <Card.Root variant="outline" size="sm" data-testid="tool-card" data-builtin={builtin} minW="0">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md">
            {name}
          </Heading>
          <Badge variant="outline" fontFamily="mono">
            {method}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {localized(i18n.language, api.description, api.descriptionEn)}
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} aria-label={name}>
          <Stack gap="3">
            {fields.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('tools.noInput')}
              </Text>
            )}
            {fields.map((f) => (
              <ToolFieldInput
                key={f.name}
                tool={builtin}
                spec={f}
                value={values[f.name] ?? ''}
                onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))}
              />
            ))}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" size="sm" loading={running} data-testid="tool-run">
                <LuPlay /> {t('tools.run')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setCode(true)} data-testid="tool-code">
                <LuCode /> {t('tools.code')}
              </Button>
              <Link asChild fontSize="sm" color="fg.muted" ms="auto">
                <RouterLink to={`/api/details/${api.id}`}>
                  {t('tools.docs')} <LuExternalLink aria-hidden="true" />
                </RouterLink>
              </Link>
            </HStack>
            {result && <ToolAnswer builtin={builtin} result={result} />}
          </Stack>
        </form>
      </Card.Body>
      <Dialog.Root open={code} onOpenChange={(e) => setCode(e.open)} size={{ base: 'full', md: 'lg' }}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('tools.codeTitle', { name })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{code && <CodeSamples request={request} />}</Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
}
