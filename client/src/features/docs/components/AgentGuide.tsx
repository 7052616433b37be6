import { Box, Heading, Link, List, Table, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AGENT_CLIENTS, AGENT_CONFIG_FILES, agentConfig, agentSession, MCP_TOOLS } from '../agent-examples';
import { DocsShell } from './DocsShell';
import { CodeWithCopy, ExampleBlock, pageBase } from './ExampleBlock';
import '../i18n';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="section" id={id} mb="8" scrollMarginTop="20" aria-labelledby={`${id}-h`}>
      <Heading as="h2" size="lg" mb="3" id={`${id}-h`}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const DISCOVERY = ['/.well-known/api-catalog', '/llms.txt', '/llms-full.txt'] as const;

/** /docs/agents: connect an MCP client (Claude, Cursor, VS Code, Cline, 通义灵码) to the catalogue (issue #32). */
export function AgentGuide() {
  const { t } = useTranslation();
  const base = pageBase();
  const menu = [
    { id: 'agents-server', label: t('docs.agents.server') },
    { id: 'agents-config', label: t('docs.agents.config') },
    { id: 'agents-tools', label: t('docs.agents.tools') },
    { id: 'agents-session', label: t('docs.agents.session') },
    { id: 'agents-discovery', label: t('docs.agents.discovery') },
  ];
  return (
    <DocsShell title={t('docs.agents.title')} intro={t('docs.agents.intro')} menu={menu}>
      <Section id="agents-server" title={t('docs.agents.server')}>
        <CodeWithCopy code={`${base}/mcp`} testId="mcp-url" />
        <List.Root ps="5" gap="1">
          {(['transport', 'auth', 'anonymous', 'limits'] as const).map((k) => (
            <List.Item key={k}>{t(`docs.agents.facts.${k}`)}</List.Item>
          ))}
        </List.Root>
      </Section>
      <Section id="agents-config" title={t('docs.agents.config')}>
        <Tabs.Root defaultValue="claude" variant="line" lazyMount>
          <Tabs.List flexWrap="wrap">
            {AGENT_CLIENTS.map((c) => (
              <Tabs.Trigger key={c} value={c}>
                {t(`docs.agents.client.${c}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {AGENT_CLIENTS.map((c) => (
            <Tabs.Content key={c} value={c}>
              <Text fontSize="sm" color="fg.muted">
                {t(`docs.agents.where.${c}`, { file: AGENT_CONFIG_FILES[c] })}
              </Text>
              <CodeWithCopy title={AGENT_CONFIG_FILES[c]} code={agentConfig(c, base)} testId={`agent-config-${c}`} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('docs.agents.keyHint')}
        </Text>
      </Section>
      <Section id="agents-tools" title={t('docs.agents.tools')}>
        {/* Scrolls sideways at 375 px: focusable, so a keyboard can scroll it too. */}
        <Box overflowX="auto" tabIndex={0} role="region" aria-label={t('docs.agents.tools')}>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('docs.agents.tool')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('docs.agents.what')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...MCP_TOOLS, 'resources'].map((tool) => (
                <Table.Row key={tool}>
                  <Table.Cell fontFamily="mono" overflowWrap="anywhere">{tool === 'resources' ? 'api-market://apis/{id}/openapi.json' : tool}</Table.Cell>
                  <Table.Cell>{t(`docs.agents.tool_${tool}`)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Section>
      <Section id="agents-session" title={t('docs.agents.session')}>
        <Text mb="2">{t('docs.agents.sessionIntro')}</Text>
        {agentSession.map((e) => (
          <ExampleBlock key={e.id} example={e} />
        ))}
      </Section>
      <Section id="agents-discovery" title={t('docs.agents.discovery')}>
        <Text mb="2">{t('docs.agents.discoveryIntro')}</Text>
        <List.Root ps="5" gap="1">
          {DISCOVERY.map((p) => (
            <List.Item key={p}>
              <Link href={p} target="_blank" rel="noreferrer" fontFamily="mono">
                {p}
              </Link>{' '}
              — {t(`docs.agents.discover.${p.replace(/\W+/g, '_')}`)}
            </List.Item>
          ))}
        </List.Root>
      </Section>
    </DocsShell>
  );
}
