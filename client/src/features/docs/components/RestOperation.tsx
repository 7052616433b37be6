import { Badge, Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { bilingualHalf } from '../../../i18n/localized';
import { bodyExample, curlExample, type Endpoint } from '../rest-example';
import { responseText } from '../response-text';
import { CodeWithCopy, pageBase } from './ExampleBlock';
import { RunExample } from './RunExample';
import '../i18n';

const METHOD_COLOR: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', DELETE: 'red' };

/** An operation's description for readers: none on the Chinese page while it has only English. */
function readerDescription(description: string | undefined, lang: string): string {
  const text = (description ?? '').trim();
  if (lang.startsWith('en')) return text;
  return /[\u3400-\u9fff]/.test(text) ? text : '';
}

/** One REST operation: method, path, what it does, its parameters and responses, and an example to run. */
export function Operation({ e }: { e: Endpoint }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const auth = e.op['x-auth'] ?? 'public';
  const body = bodyExample(e.op);
  const description = readerDescription(e.op.description, lang);
  return (
    <Box
      id={`op-${e.op.operationId}`}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '3', md: '4' }}
      mb="4"
      scrollMarginTop="20"
      data-testid="docs-operation"
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={METHOD_COLOR[e.method] ?? 'gray'} fontFamily="mono">
          {e.method}
        </Badge>
        <Text as="code" fontFamily="mono" fontSize="sm" wordBreak="break-all">
          {e.path}
        </Text>
        <Badge variant="outline" colorPalette={auth === 'public' ? 'gray' : 'purple'}>
          {t(`docs.rest.auth.${auth}`)}
        </Badge>
      </Flex>
      <Text fontWeight="semibold" mt="2">
        {bilingualHalf(e.op.summary ?? '', lang)}
      </Text>
      {description && (
        <Text color="fg.muted" fontSize="sm" mt="1" lineHeight="tall" data-testid="docs-op-description">
          {description}
        </Text>
      )}
      {e.op.parameters && e.op.parameters.length > 0 && (
        <Box mt="3" overflowX="auto">
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {t('docs.rest.parameters')}
          </Text>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('docs.rest.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('docs.rest.in')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('docs.rest.type')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {e.op.parameters.map((p) => (
                <Table.Row key={`${p.in}-${p.name}`}>
                  <Table.Cell fontFamily="mono">
                    {p.name}
                    {p.required && (
                      <Text as="span" color="fg.error">
                        {' '}
                        *
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{p.in}</Table.Cell>
                  <Table.Cell fontFamily="mono">{JSON.stringify(p.schema?.type ?? 'object')}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {body !== undefined && (
        <CodeWithCopy title={t('docs.rest.body')} code={JSON.stringify(body, null, 2)} />
      )}
      <Text fontSize="sm" fontWeight="semibold" mt="3">
        {t('docs.rest.responses')}
      </Text>
      <Stack as="ul" gap="0.5" ps="4" fontSize="sm">
        {Object.entries(e.op.responses).map(([status, r]) => (
          <li key={status} data-testid="docs-response">
            <Text as="span" fontFamily="mono" fontWeight="semibold">
              {status}
            </Text>{' '}
            {responseText(status, r.description, lang)}
          </li>
        ))}
      </Stack>
      <CodeWithCopy title={t('docs.rest.example')} code={curlExample(pageBase(), e)} />
      <RunExample e={e} />
    </Box>
  );
}
