import { Box, Heading, List, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PROTOCOL_VERSION, wsExamples } from '../examples';
import { DocsShell } from './DocsShell';
import { CodeWithCopy, ExampleBlock, pageBase } from './ExampleBlock';
import '../i18n';

const TOPICS = ['systemMetrics', 'commentAdded', 'apiChanged', 'notificationAdded', 'activityLog'] as const;
const LIMITS = ['origin', 'frame', 'init', 'subs', 'ping', 'mutations'] as const;
const CLOSE = ['4400', '4401', '4403', '4408', '4409', '4429', '1001', '1009'] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="section" id={id} mb="8" scrollMarginTop="20">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** /docs/websocket: graphql-ws as the gateway speaks it (SPEC §2.12, protocol version 1.2). */
export function WebsocketGuide() {
  const { t } = useTranslation();
  const url = `${pageBase().replace(/^http/, 'ws')}/graphql`;
  const menu = [
    { id: 'ws-url', label: t('docs.ws.url') },
    { id: 'ws-topics', label: t('docs.ws.subscriptions') },
    { id: 'ws-examples', label: t('docs.examples.wsClient') },
    { id: 'ws-limits', label: t('docs.ws.limits') },
    { id: 'ws-close', label: t('docs.ws.closeCodes') },
  ];
  return (
    <DocsShell
      title={t('docs.ws.title')}
      intro={t('docs.ws.intro', { version: PROTOCOL_VERSION })}
      menu={menu}
    >
      <Section id="ws-url" title={t('docs.ws.url')}>
        <CodeWithCopy code={url} testId="ws-url" />
        <Text fontSize="sm" color="fg.muted">
          Sec-WebSocket-Protocol: graphql-transport-ws · v{PROTOCOL_VERSION}
        </Text>
      </Section>
      <Section id="ws-topics" title={t('docs.ws.subscriptions')}>
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline">
            <Table.Body>
              {TOPICS.map((topic) => (
                <Table.Row key={topic}>
                  <Table.Cell fontFamily="mono">{topic}</Table.Cell>
                  <Table.Cell>{t(`docs.ws.topic.${topic}`)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Section>
      <Section id="ws-examples" title={t('docs.examples.wsClient')}>
        {wsExamples.map((e) => (
          <ExampleBlock key={e.id} example={e} />
        ))}
      </Section>
      <Section id="ws-limits" title={t('docs.ws.limits')}>
        <List.Root ps="5" gap="1">
          {LIMITS.map((l) => (
            <List.Item key={l}>{t(`docs.ws.limit.${l}`)}</List.Item>
          ))}
        </List.Root>
      </Section>
      <Section id="ws-close" title={t('docs.ws.closeCodes')}>
        <Table.Root size="sm" variant="outline">
          <Table.Body>
            {CLOSE.map((c) => (
              <Table.Row key={c}>
                <Table.Cell fontFamily="mono">{c}</Table.Cell>
                <Table.Cell>{t(`docs.ws.close.${c}`)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>
    </DocsShell>
  );
}
